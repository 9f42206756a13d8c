// One-time code (/otp/:id): masked phone, six digits, Resend OTP and Verify OTP; `?verify=` (base64) pre-fills.
// Too many tries (429) is said in the field's message with the wait, the typed code kept (issue 35 item 1).
// A damaged link is said so in words, never a broken page.
import { useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { otpMachine, OTP_VERIFIED_MESSAGE } from '#machines/access/otp.machine.ts';
import { useEffect } from 'react';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { Form } from '#ui/form.tsx';
import { TextField } from '#ui/text-field.tsx';
import { showToast } from '#ui/toasts.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';
import { hrefTo } from '#contract/routes.ts';
import { AuthCard } from './auth-card';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { ShowMessage } from '#kernel/mock/show-message.tsx';

export function OtpPage() {
  const { id = '' } = useRouteParams<'id'>();
  const verify = new URLSearchParams(useSearch()).get('verify');
  const { api } = usePortal();
  const actor = useFlowActor('otp', otpMachine, { input: { api, encodedId: id, verify } });
  const invalid = useSelector(actor, (s) => s.matches('invalidLink'));
  const busy = useSelector(actor, (s) => (s.matches('verifying') ? 'verify' : s.matches('resending') ? 'resend' : null));
  const { code, error, notice, maskedPhone, phone, resendWait } = useSelector(actor, (s) => s.context);
  // The machine has told the session; the page is left at once, so the confirmation is a toast.
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status === 'done') showToast(OTP_VERIFIED_MESSAGE, 'success');
    });
    return () => sub.unsubscribe();
  }, [actor]);

  if (invalid) {
    return (
      <AuthCard title="Verify your phone">
        <Alert kind="error">{error ?? 'This link cannot be used.'}</Alert>
        <Link href={hrefTo('login')} className="mt-4 inline-block text-primary underline">
          Back to login
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verify your phone">
      <Form onSubmit={() => actor.send({ type: 'otp.submit' })}>
        <p className="text-slate-700">
          Enter the six-digit code we sent to <strong data-testid="masked-phone">{maskedPhone}</strong>.
        </p>
        {notice ? <Alert kind="success">{notice}</Alert> : null}
        <TextField
          label="One-time code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onValue={(value) => actor.send({ type: 'otp.change', code: value })}
          error={error ?? undefined}
        />
        <ShowMessage to={[phone]} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={busy === 'verify'} disabled={busy !== null}>
            Verify OTP
          </Button>
          {/* While send-otp is limited there is no Resend: the field's message says when it may be asked again. */}
          {resendWait === null ? (
            <Button look="secondary" busy={busy === 'resend'} disabled={busy !== null} onClick={() => actor.send({ type: 'otp.resend' })}>
              Resend OTP
            </Button>
          ) : null}
        </div>
      </Form>
    </AuthCard>
  );
}
