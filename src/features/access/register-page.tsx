// /register/:type/:code (spec 1 §2.1): e-mail, phone, ID (tax PIN for CORPORATE), password and confirm; Register
// on a valid form opens the Application disclaimer (when one exists), whose Agree registers and Disagree goes to
// login; success goes to /otp/:id with {id, phone_no} as base64.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { consentMachine } from '#machines/access/consent.machine.ts';
import { registerMachineFor, registerSchemaFor } from '#machines/access/register.machine.ts';
import { encodeBase64Json, FIRM_CATEGORY, messages } from '#contract';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { Form } from '#ui/form.tsx';
import { LoadError } from '#ui/load-error.tsx';
import { TextField } from '#ui/text-field.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useForm } from '#kernel/portal/use-form.ts';
import { hrefTo } from '#contract/routes.ts';
import { AuthCard } from './auth-card';
import { DisclaimerDialog } from './disclaimer-dialog';
import { RegistrationLink } from './registration-link';
import { useCategoryNames } from '#kernel/category-names.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

function RegisterForm({ type, code }: { type: 'Individual' | 'Corporate'; code: string }) {
  const { api } = usePortal();
  const [, navigate] = useLocation();
  const firm = code.toUpperCase() === FIRM_CATEGORY;
  const actor = useFlowActor(firm ? 'registration-firm' : 'registration', registerMachineFor(code), {
    input: { api, values: { type, category: code } },
  });
  const consent = useFlowActor('registration-consent', consentMachine, { input: { api, kind: 'Application', ask: 'onSubmit' } });
  const consentState = useSelector(consent, (s) => s.value as string);
  const { text, error, retryable } = useSelector(consent, (s) => s.context);
  const form = useForm(actor);
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status === 'done' && s.output) navigate(hrefTo('otp', { id: encodeBase64Json(s.output) }));
    });
    return () => sub.unsubscribe();
  }, [actor, navigate]);
  // Register on a valid form asks the Application disclaimer first (when one exists); an invalid form shows its
  // messages without asking.
  const register = () => {
    if (!registerSchemaFor(code).safeParse(form.values).success) return form.submit();
    // Nobody registers without the disclaimer's answer: while it loads (or failed to) Register waits.
    if (consentState === 'loading' || consentState === 'failed') return;
    if (consentState === 'waiting' && text?.trim()) consent.send({ type: 'consent.ask' });
    else form.submit();
  };
  return (
    <>
      {consentState === 'failed' ? (
        <LoadError error={error} onRetry={retryable ? () => consent.send({ type: 'load.retry' }) : undefined} />
      ) : null}
      <Form onSubmit={register} error={form.serverError}>
        {form.errors.category || form.errors.type ? <Alert kind="error">{form.errors.category ?? form.errors.type}</Alert> : null}
        <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
        <TextField label={firm ? 'Tax PIN' : 'ID number'} autoComplete="off" {...form.field('id_number')} />
        <TextField label="Password" type="password" autoComplete="new-password" hint={messages.passwordRule} {...form.field('password')} />
        <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <Button type="submit" busy={form.submitting || consentState === 'loading'}>
          Register
        </Button>
      </Form>
      <DisclaimerDialog
        open={consentState === 'asking'}
        title="Application disclaimer"
        text={text ?? ''}
        onAgree={() => {
          consent.send({ type: 'consent.agree' });
          form.submit();
        }}
        onDisagree={() => {
          consent.send({ type: 'consent.disagree' });
          navigate(hrefTo('login'));
        }}
      />
    </>
  );
}

function Register(route: { type: 'Individual' | 'Corporate'; code: string }) {
  const category = useCategoryNames()(route.code);
  return (
    <AuthCard title={`Register: ${category}`}>
      <RegisterForm {...route} />
    </AuthCard>
  );
}

export function RegisterPage() {
  return <RegistrationLink title="Register">{(route) => <Register {...route} />}</RegistrationLink>;
}
