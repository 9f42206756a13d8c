// The disclaimer consent of registration and activation: Agree / Disagree; disagreeing blocks the form.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import type { consentMachine } from '../../../machines/registration/consent.machine';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { Modal } from '../../ui/modal';
import { SafeHtml } from '../../ui/safe-html';
import { hrefTo } from '../../contract/routes';

export function ConsentGate({ consent, title, children }: { consent: ActorRefFrom<typeof consentMachine>; title: string; children: React.ReactNode }) {
  const state = useSelector(consent, (s) => s.value as string);
  const { text, error, retryable } = useSelector(consent, (s) => s.context);
  if (state === 'loading' || state === 'deciding') return <Loading />;
  if (state === 'failed') {
    return <LoadError error={error} onRetry={retryable ? () => consent.send({ type: 'consent.retry' }) : undefined} />;
  }
  if (state === 'declined') {
    return (
      <div className="flex flex-col gap-3">
        <Alert kind="warning">You need to agree to the disclaimer to continue.</Alert>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => consent.send({ type: 'consent.review' })}>Read the disclaimer again</Button>
          <Link href={hrefTo('login')} className="inline-flex min-h-10 items-center rounded-md px-4 py-2 text-primary underline">
            Back to login
          </Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <Modal
        open={state === 'asking'}
        onClose={() => consent.send({ type: 'consent.disagree' })}
        title={title}
        size="lg"
        actions={
          <>
            <Button look="secondary" onClick={() => consent.send({ type: 'consent.disagree' })}>
              Disagree
            </Button>
            <Button onClick={() => consent.send({ type: 'consent.agree' })}>Agree</Button>
          </>
        }
      >
        <SafeHtml html={text ?? ''} className="text-slate-800" />
      </Modal>
      {state === 'agreed' ? children : null}
    </>
  );
}
