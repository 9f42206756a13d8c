// E-mail link verification (/verify/:code): activating → success (Login continues with the new session) or failed.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { selectMockExplanation, VERIFY_TEXTS, verifyEmailMachine } from '#machines/access/verify-email.machine.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { Loading } from '#ui/loading.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';
import { hrefTo } from '#contract/routes.ts';
import { AuthCard } from './auth-card';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

export function VerifyPage() {
  const { code = '' } = useRouteParams<'code'>();
  const { api, session, config } = usePortal();
  const actor = useFlowActor('verify-email', verifyEmailMachine, { input: { api, code, mockMode: config.mockMode } });
  const state = useSelector(actor, (s) => (s.matches('success') ? 'success' : s.matches('failed') ? 'failed' : 'activating'));
  const verified = useSelector(actor, (s) => s.context.session);
  const explanation = useSelector(actor, selectMockExplanation);
  return (
    <AuthCard title="Account activation">
      {state === 'activating' ? <Loading label={VERIFY_TEXTS.activating} /> : null}
      {state === 'success' ? (
        <div className="flex flex-col gap-4">
          <Alert kind="success">{VERIFY_TEXTS.success}</Alert>
          <Button onClick={() => verified && session.send({ type: 'session.established', session: verified })}>Login</Button>
        </div>
      ) : null}
      {state === 'failed' ? (
        <div className="flex flex-col gap-4">
          <Alert kind="error">{VERIFY_TEXTS.failed}</Alert>
          {explanation ? <p className="text-slate-700">{explanation}</p> : null}
          <Link href={hrefTo('login')} className="text-primary underline">
            Back to login
          </Link>
        </div>
      ) : null}
    </AuthCard>
  );
}
