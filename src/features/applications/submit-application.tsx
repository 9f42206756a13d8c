// The Submit (re-Submit after a rejection) button of the application list and the dashboard's applications card,
// with the terms dialog and the code dialog of the submission machine (spec 1 §4, spec 3 §2), or, once an
// application is under way, its progress in the button's place. Disabled until the application checklist of the
// category applied for fully passes (application-checklist.machine.ts); once the application is submitted and its
// document fetched, the machine tells the change (the member data reloads) and the member lands on
// /application/document/{code}, where the submission is confirmed with its next step (application-documents.tsx).
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { applicationToSubmit, submitOffer } from '#machines/applications/application-rules.ts';
import { applicationChecklistMachine, selectSubmitEnabled } from '#machines/applications/application-checklist.machine.ts';
import { checklistProgress } from '#machines/checklist/checklist-rules.ts';
import type { Application } from '#contract';
import { selectSubmittedCode, SUBMISSION_TERMS, submissionMachine } from '#machines/applications/submission.machine.ts';
import { selectUser } from '#machines/session/session.machine.ts';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { LoadError } from '#ui/load-error.tsx';
import { Button } from '#ui/button.tsx';
import { Modal } from '#ui/modal.tsx';
import { TextField } from '#ui/text-field.tsx';
import { dismissToast, showToast } from '#ui/toasts.tsx';
import { useMemberData } from '#kernel/member-data-context.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useSite } from '#kernel/portal/site-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { ShowMessage } from '#kernel/mock/show-message.tsx';
import { ApplicationProgress } from './application-progress';
import { NoApplicationToSubmit } from '#kernel/no-application-to-submit.tsx';

function SubmissionDialogs({ checklistPassed, label, application }: { checklistPassed: boolean; label: string; application: Application }) {
  const { api, session } = usePortal();
  const user = useSelector(session, selectUser);
  const actor = useFlowActor('submission', submissionMachine, {
    input: { api, userId: user?.id ?? null, checklistPassed, application },
  });
  const state = useSelector(actor, (s) => s.value as string);
  const { code, error, notice, sent, verified } = useSelector(actor, (s) => s.context);
  const submitted = useSelector(actor, selectSubmittedCode);

  // The API-error event of spec 3 §8: every failure of the flow, as a toast beside the dialog's message. A failure
  // toast lasts only while its failure does: a new attempt or the success takes it away, so 'The code is not valid.'
  // never sits over the submitted document. Success says so, with the application's number.
  const failureToasts = useRef<number[]>([]);
  useEffect(() => {
    const clearFailures = () => failureToasts.current.splice(0).forEach(dismissToast);
    const subscriptions = [
      actor.on('api.error', (e) => void failureToasts.current.push(showToast(e.message, 'error'))),
      actor.on('otp.verified', (e) => {
        clearFailures();
        showToast(e.message, 'success');
      }),
      actor.on('application.submitted', (e) => {
        clearFailures();
        showToast(e.message, 'success');
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor]);
  useEffect(() => {
    if (error === null) failureToasts.current.splice(0).forEach(dismissToast);
  }, [error]);

  if (submitted) return <Redirect to={hrefTo('applicationDocument', { code: submitted })} />;
  const asking = state === 'terms' || (state === 'sendingCode' && !sent);
  const entering =
    state === 'entering' ||
    state === 'verifying' ||
    state === 'submitting' ||
    state === 'fetchingDocument' ||
    state === 'documentFailed' ||
    (state === 'sendingCode' && sent);
  const cancel = () => {
    if (state === 'terms' || state === 'entering') actor.send({ type: 'submission.cancel' });
  };
  return (
    <>
      <Button
        onClick={() => actor.send({ type: 'submission.start' })}
        disabled={!checklistPassed}
        busy={state !== 'idle' && state !== 'done'}
      >
        {label}
      </Button>
      <Modal
        open={asking}
        onClose={cancel}
        title="Terms and conditions"
        actions={
          <>
            <Button look="secondary" onClick={cancel} disabled={state !== 'terms'}>
              Cancel
            </Button>
            <Button onClick={() => actor.send({ type: 'submission.accept' })} busy={state === 'sendingCode'}>
              I agree
            </Button>
          </>
        }
      >
        <p className="text-slate-700">{SUBMISSION_TERMS}</p>
        {error ? (
          <div className="mt-3">
            <Alert kind="error">{error}</Alert>
          </div>
        ) : null}
      </Modal>
      <Modal open={entering} onClose={cancel} title="Verify your submission" persistent>
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: state === 'documentFailed' ? 'load.retry' : 'submission.verify' });
          }}
        >
          {state === 'documentFailed' ? (
            <Alert kind="error">Your application was submitted, but its document could not be fetched: {error}</Alert>
          ) : (
            <>
              <p className="text-slate-700">{notice ?? 'Enter the code we sent to your phone and e-mail.'}</p>
              <TextField
                label="Verification code"
                value={code}
                onValue={(value) => actor.send({ type: 'submission.change', code: value })}
                error={error ?? undefined}
                inputMode="numeric"
                autoComplete="one-time-code"
                readOnly={state !== 'entering' || verified}
              />
              <ShowMessage to={[user?.email, user?.phone_no]} />
            </>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {state === 'documentFailed' ? null : (
              <>
                <Button look="secondary" onClick={cancel} disabled={state !== 'entering'}>
                  Cancel
                </Button>
                <Button look="ghost" onClick={() => actor.send({ type: 'submission.resend' })} disabled={state !== 'entering' || verified}>
                  Resend code
                </Button>
              </>
            )}
            <Button type="submit" busy={state === 'verifying' || state === 'submitting' || state === 'fetchingDocument'}>
              {state === 'documentFailed' || verified ? 'Try again' : 'Verify'}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}

/**
 * The place of Submit. A member (a member number) is offered none; while an application is under way, its progress
 * and next step stand here instead (nothing to submit); anyone else gets the gate, which loads the application
 * checklist of the category applied for (here, in the lazy Submit part: decision 008 keeps the member layout's
 * first load small).
 */
export function SubmitApplication() {
  const data = useSelector(useMemberData(), (s) => s.context.data);
  const [location] = useLocation();
  const user = useSelector(usePortal().session, selectUser);
  if (!data) return null;
  const offer = submitOffer(data.profile, data.applications);
  if (offer.kind === 'inProgress') return <ApplicationProgress app={offer.application} returnTo={location} />;
  if (offer.kind === 'member') return <NoApplicationToSubmit memberNo={offer.memberNo} />;
  const application = applicationToSubmit(data.applications, data.profile, user?.category);
  return <SubmitGate key={application.AppliedCategory} label={offer.label} application={application} />;
}

/**
 * The button, keyed on the checklist so a completed checklist starts a flow that may submit. While Submit is
 * disabled, what is missing is said (from the same answer) and the checklist is one link away.
 */
function SubmitGate({ label, application }: { label: string; application: Application }) {
  const { api } = usePortal();
  const { minor } = useSite();
  const [machine] = useState(() => applicationChecklistMachine(application.AppliedCategory));
  const checklist = useFlowActor('application-checklist', machine, { input: { api } });
  const items = useSelector(checklist, (s) => s.context.data);
  const error = useSelector(checklist, (s) => s.context.error);
  const retryable = useSelector(checklist, (s) => s.context.retryable);
  const enabled = useSelector(checklist, selectSubmitEnabled);
  return (
    <div className="flex flex-col items-start gap-1" data-testid="submit-offer">
      <SubmissionDialogs key={`${enabled}-${application.Code}`} checklistPassed={enabled} label={label} application={application} />
      {error ? (
        <LoadError error={error} onRetry={retryable ? () => checklist.send({ type: 'load.retry' }) : undefined} />
      ) : items === null ? (
        <p className="text-sm text-slate-600">Checking your profile checklist…</p>
      ) : enabled ? null : (
        <p className="text-sm text-slate-600">
          {label} is available once every item of your profile checklist is complete. {checklistProgress(items, minor).text}{' '}
          <Link href={hrefTo('listing', { type: 'Application' })} className="text-primary underline">
            See what is missing
          </Link>
        </p>
      )}
    </div>
  );
}
