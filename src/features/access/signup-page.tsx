// /signup/:type/:code (spec 1 §2.1): the requirements of the category, the terms (a checkbox opening the
// terms dialog, sanitised HTML), and Continue only once the terms are accepted.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { signupMachine } from '#machines/access/signup.machine.ts';
import { LoadError } from '#ui/load-error.tsx';
import { Button } from '#ui/button.tsx';
import { Loading } from '#ui/loading.tsx';
import { Modal } from '#ui/modal.tsx';
import { SafeHtml } from '#ui/safe-html.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { hrefTo } from '#contract/routes.ts';
import { AuthCard } from './auth-card';
import { RegistrationLink } from './registration-link';
import { useCategoryNames } from '#kernel/category-names.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

function Signup({ type, code }: { type: 'Individual' | 'Corporate'; code: string }) {
  const { api } = usePortal();
  const actor = useFlowActor('registration-signup', signupMachine, { input: { api, category: code } });
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const reading = useSelector(actor, (s) => s.matches({ ready: 'reading' }));
  const { requirements, terms, accepted, error, retryable } = useSelector(actor, (s) => s.context);
  const category = useCategoryNames()(code);
  return (
    <AuthCard title={`Requirements: ${category}`}>
      {loading ? <Loading /> : null}
      {error ? <LoadError error={error} onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined} /> : null}
      {!loading && !error ? (
        <div className="flex flex-col gap-4">
          <p className="text-slate-700">To apply you will need:</p>
          <ol className="list-decimal space-y-1 pl-6 text-slate-800" data-testid="requirements">
            {requirements.map((r, i) => (
              <li key={`${i}-${r}`}>{r}</li>
            ))}
          </ol>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={accepted}
              onChange={() => actor.send({ type: 'terms.open' })}
            />
            <span>I have read and accept the terms and conditions</span>
          </label>
          {accepted ? (
            <Link
              href={hrefTo('register', { type, code })}
              className="inline-flex min-h-10 items-center justify-center rounded-md bg-primary px-4 py-2 font-medium text-white"
            >
              Continue
            </Link>
          ) : (
            <Button disabled>Continue</Button>
          )}
        </div>
      ) : null}
      <Modal
        open={reading}
        size="lg"
        onClose={() => actor.send({ type: 'terms.close' })}
        title="Terms and conditions"
        dismiss={{ label: 'Decline', onClick: () => actor.send({ type: 'terms.decline' }) }}
        actions={<Button onClick={() => actor.send({ type: 'terms.accept' })}>Accept</Button>}
      >
        <SafeHtml html={terms} className="text-slate-800" />
      </Modal>
    </AuthCard>
  );
}

export function SignupPage() {
  return <RegistrationLink title="Requirements">{(route) => <Signup {...route} />}</RegistrationLink>;
}
