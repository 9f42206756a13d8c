// /register/:type/:code (spec 1 §2.1): the Application disclaimer first, then e-mail, phone, ID (tax PIN for
// CORPORATE), password and confirm; success goes to /otp/:id with {id, phone_no} as base64.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { consentMachine } from '#machines/access/consent.machine';
import { registerMachineFor } from '#machines/access/register.machine';
import { encodeBase64Json, FIRM_CATEGORY, messages } from '#contract';
import { Alert } from '#ui/alert';
import { Button } from '#ui/button';
import { Form } from '#ui/form';
import { TextField } from '#ui/text-field';
import { usePortal } from '#kernel/portal/portal-context';
import { useForm } from '#kernel/portal/use-form';
import { hrefTo } from '#contract/routes';
import { AuthCard } from './auth-card';
import { ConsentGate } from './consent-dialog';
import { RegistrationLink } from './registration-link';
import { useCategoryName } from './use-category-name';
import { useFlowActor } from '#kernel/portal/use-flow-actor';

function RegisterForm({ type, code }: { type: 'Individual' | 'Corporate'; code: string }) {
  const { api } = usePortal();
  const [, navigate] = useLocation();
  const firm = code.toUpperCase() === FIRM_CATEGORY;
  const actor = useFlowActor(firm ? 'registration-firm' : 'registration', registerMachineFor(code), {
    input: { api, values: { type, category: code } },
  });
  const form = useForm(actor);
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status === 'done' && s.output) navigate(hrefTo('otp', { id: encodeBase64Json(s.output) }));
    });
    return () => sub.unsubscribe();
  }, [actor, navigate]);
  return (
    <Form onSubmit={form.submit} error={form.serverError}>
      {form.errors.category || form.errors.type ? <Alert kind="error">{form.errors.category ?? form.errors.type}</Alert> : null}
      <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
      <TextField label={firm ? 'Tax PIN' : 'ID number'} autoComplete="off" {...form.field('id_number')} />
      <TextField label="Password" type="password" autoComplete="new-password" hint={messages.passwordRule} {...form.field('password')} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <Button type="submit" busy={form.submitting}>
        Register
      </Button>
    </Form>
  );
}

function Register(route: { type: 'Individual' | 'Corporate'; code: string }) {
  const { api } = usePortal();
  const consent = useFlowActor('registration-consent', consentMachine, { input: { api, kind: 'Application' } });
  const category = useCategoryName(route.code);
  return (
    <AuthCard title={`Register: ${category}`}>
      <ConsentGate consent={consent} title="Application disclaimer">
        <RegisterForm {...route} />
      </ConsentGate>
    </AuthCard>
  );
}

export function RegisterPage() {
  return <RegistrationLink title="Register">{(route) => <Register {...route} />}</RegistrationLink>;
}
