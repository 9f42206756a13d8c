// The Activation disclaimer's consent before the activation form: Agree / Disagree; disagreeing blocks the form. After
// Agree, focus goes to the form (the dialog would otherwise hand it back to the top of the page): the next Tab
// reaches its first field.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import type { consentMachine } from '#machines/access/consent.machine.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { LoadError } from '#ui/load-error.tsx';
import { Loading } from '#ui/loading.tsx';
import { hrefTo } from '#contract/routes.ts';
import { DisclaimerDialog } from './disclaimer-dialog';

export function ConsentGate({
  consent,
  title,
  children,
}: {
  consent: ActorRefFrom<typeof consentMachine>;
  title: string;
  children: React.ReactNode;
}) {
  const state = useSelector(consent, (s) => s.value as string);
  const { text, error, retryable } = useSelector(consent, (s) => s.context);
  const form = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  const agreed = state === 'agreed';
  useEffect(() => {
    if (state === 'asking') asked.current = true;
  }, [state]);
  useEffect(() => {
    if (!agreed || !asked.current) return;
    // After the dialog has handed focus back (it does so as it closes).
    const frame = requestAnimationFrame(() => {
      form.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [agreed]);
  if (state === 'loading' || state === 'deciding') return <Loading />;
  if (state === 'failed') {
    return <LoadError error={error} onRetry={retryable ? () => consent.send({ type: 'load.retry' }) : undefined} />;
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
      <DisclaimerDialog
        open={state === 'asking'}
        title={title}
        text={text ?? ''}
        onAgree={() => consent.send({ type: 'consent.agree' })}
        onDisagree={() => consent.send({ type: 'consent.disagree' })}
      />
      {agreed ? (
        <div ref={form} tabIndex={-1} className="focus:outline-none">
          {children}
        </div>
      ) : null}
    </>
  );
}
