// Forgot password (/forgot-password): e-mail → the reset link is e-mailed; success shows a success alert.
import { Link } from 'wouter';
import { forgotPasswordMachine } from '#machines/access/password.machines.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { ConnectingStatus } from '#ui/connecting-status.tsx';
import { Form } from '#ui/form.tsx';
import { TextField } from '#ui/text-field.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useForm } from '#kernel/portal/use-form.ts';
import { hrefTo } from '#contract/routes.ts';
import { AuthCard } from './auth-card';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

export function ForgotPasswordPage() {
  const { api } = usePortal();
  const actor = useFlowActor('password-forgot', forgotPasswordMachine, { input: { api } });
  const form = useForm(actor);
  const sent = form.done ? actor.getSnapshot().output : null;
  return (
    <AuthCard title="Forgot password">
      {sent ? (
        <Alert kind="success">{sent}</Alert>
      ) : (
        <Form onSubmit={form.submit} error={form.serverError}>
          <p className="text-slate-700">Enter the e-mail address of your account. We will send you a link to set a new password.</p>
          <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
          <Button type="submit" busy={form.submitting}>
            Reset
          </Button>
          <ConnectingStatus connecting={form.connecting} />
        </Form>
      )}
      <Link href={hrefTo('login')} className="mt-4 inline-block text-primary underline">
        Back to login
      </Link>
    </AuthCard>
  );
}
