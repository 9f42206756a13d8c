// Login (/): e-mail and password with the spec's messages, Forgot password, Activate Account, Register As Member
// when registration is on, instructions for members and applicants, and why the last session ended. An applicant who
// never entered their code is sent a new one (the e-mail's link opens their code page) and told Activate Account
// is not their way (issue 34).
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { loginMachine } from '#machines/access/login.machine.ts';
import { selectNotice } from '#machines/session/session.machine.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { ConnectingStatus } from '#ui/connecting-status.tsx';
import { Form } from '#ui/form.tsx';
import { TextField } from '#ui/text-field.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useForm } from '#kernel/portal/use-form.ts';
import { useSite } from '#kernel/portal/site-context.tsx';
import { hrefTo } from '#contract/routes.ts';
import { NOT_ACTIVATED_MESSAGE } from '#contract/sign-in.ts';
import { ShowMessage } from '#kernel/mock/show-message.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

export function LoginPage() {
  const { api, session } = usePortal();
  const site = useSite();
  const actor = useFlowActor('login', loginMachine, { input: { api } });
  const form = useForm(actor);
  const notice = useSelector(session, selectNotice);

  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="login-title" className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 id="login-title" className="text-2xl font-semibold text-slate-900">
          {site.minor.login_caption || 'Sign in'}
        </h1>
        <div className="mt-5">
          <Form onSubmit={form.submit} error={form.serverError}>
            {notice ? (
              <Alert kind="warning" onDismiss={() => session.send({ type: 'session.dismissNotice' })}>
                {notice}
              </Alert>
            ) : null}
            {form.serverError === NOT_ACTIVATED_MESSAGE ? (
              <div className="flex flex-col gap-2 text-sm text-slate-700" data-testid="not-activated">
                <p>Activate Account below is for members registered before this portal, with a membership number: not for you.</p>
                <ShowMessage to={[form.values.email]} />
              </div>
            ) : null}
            <TextField label="E-mail" type="email" autoComplete="username" {...form.field('email')} />
            <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
            <div className="flex justify-end">
              <Link href={hrefTo('forgotPassword')} className="text-sm text-primary underline">
                Forgot password?
              </Link>
            </div>
            <Button type="submit" busy={form.submitting}>
              Login
            </Button>
            <ConnectingStatus connecting={form.connecting} />
            <Link
              href={hrefTo('activate')}
              className="inline-flex min-h-10 items-center justify-center rounded-md px-4 py-2 font-medium text-primary ring-1 ring-primary hover:bg-slate-50"
            >
              Activate Account
            </Link>
            {site.minor.registration ? (
              <Link
                href={hrefTo('categories')}
                className="inline-flex min-h-10 items-center justify-center rounded-md px-4 py-2 font-medium text-primary hover:bg-slate-100"
              >
                Register As Member
              </Link>
            ) : null}
          </Form>
        </div>
      </section>
      <section aria-labelledby="instructions-title" className="flex flex-col gap-4 text-slate-700">
        <h2 id="instructions-title" className="text-lg font-semibold text-slate-900">
          How to get in
        </h2>
        <div>
          <h3 className="font-medium text-slate-900">Registered members</h3>
          <p>
            If you are already a registered member but have never used this portal, choose <strong>Activate Account</strong>: find yourself
            by your membership number, confirm your details, and set a password with the code we send you.
          </p>
        </div>
        <div>
          <h3 className="font-medium text-slate-900">New applicants</h3>
          <p>
            {site.minor.registration
              ? 'Choose Register As Member, pick your membership category, accept the terms and create your account. We will text you a one-time code to verify your phone.'
              : 'Registration of new applicants is closed at the moment.'}
          </p>
        </div>
      </section>
    </div>
  );
}
