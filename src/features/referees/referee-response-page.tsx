// /profile/response/:user#code=… (spec 2 §2 ResponseCard), public: the referee answers through the e-mailed
// link with no account. The code comes from the fragment (docs/decisions/028); a link e-mailed before kept it in the
// path (/profile/response/:user/:code), still opens, and is rewritten to the fragment form at once. The stepper machine decides everything; this page shows its state and sends events. On
// success the spec's text is a toast and the referee goes to the report (accepted) or to `/` (rejected).
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import {
  refereeResponseMachine,
  selectLinkProblem,
  selectSalutation,
  selectStatement,
  selectStep,
} from '#machines/referees/referee-response.machine.ts';
import { linkFromUrl, refereeLinkHref, refereeMessages, refereeReportHref } from '#contract/profile-referee.ts';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { Loading } from '#ui/loading.tsx';
import { showToast } from '#ui/toasts.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';
import { ConfirmationStatement } from './confirmation-statement';
import { QuestionStep } from './question-step';
import { RejectionDialog } from './rejection-dialog';
import { sessionDraftStore } from './draft-store';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

const TITLE = 'Referee Response';

export function RefereeResponsePage() {
  const { user, code, legacy } = linkFromUrl(window.location, useRouteParams<'user' | 'code'>());
  useEffect(() => {
    // The old form's code leaves the address bar and the history (and so the next page's Referer).
    if (legacy && user && code) window.history.replaceState(window.history.state, '', refereeLinkHref(user, code));
  }, [legacy, user, code]);
  // Another link in the same tab is another request: a fresh machine.
  return <RefereeResponse key={`${user ?? ''}/${code ?? ''}`} user={user} code={code} />;
}

function RefereeResponse({ user, code }: { user: string | undefined; code: string | undefined }) {
  const { api, config } = usePortal();
  const [, navigate] = useLocation();
  // config.mockMode, known at once (portal.mock is set only once the fake backend answers, after this mounts).
  const actor = useFlowActor('referee-stepper', refereeResponseMachine, {
    input: { api, user, code, store: sessionDraftStore, mockMode: config.mockMode },
  });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const output = snapshot.status === 'done' ? snapshot.output : undefined;

  useEffect(() => {
    if (!output) return;
    showToast(output.message, 'success');
    if (output.response === 'Accept' && user && code) navigate(refereeReportHref(output.entryNo, { user, code }));
    else navigate(hrefTo('login'));
  }, [output, user, code, navigate]);

  const send: typeof actor.send = (event) => actor.send(event);
  return (
    <section
      aria-labelledby="referee-title"
      className="mx-auto flex w-full max-w-2xl flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h1 id="referee-title" className="text-2xl font-semibold text-slate-900">
        {TITLE}
      </h1>
      {snapshot.matches('checkingLink') || snapshot.matches('loading') ? <Loading label="Loading the referee form…" /> : null}
      {snapshot.matches('invalidLink') ? <Alert kind="error">{selectLinkProblem(snapshot)}</Alert> : null}
      {snapshot.matches('expired') ? <Alert kind="error">{context.error}</Alert> : null}
      {snapshot.matches('alreadyAnswered') ? <Alert kind="info">{refereeMessages.alreadyAnswered}</Alert> : null}
      {snapshot.matches('loadFailed') ? (
        <>
          <Alert kind="error">{context.error}</Alert>
          <Button look="secondary" className="self-start" onClick={() => send({ type: 'load.retry' })}>
            Try again
          </Button>
        </>
      ) : null}
      {snapshot.matches('ready') && context.form ? (
        <>
          <p className="font-medium text-slate-900">{selectSalutation(snapshot)}</p>
          <p className="text-slate-800">
            <strong>{context.form.applicant}</strong> has named you as a referee. Please read the statement below, answer each question and
            accept, or reject the request with your remarks.
          </p>
          <ConfirmationStatement {...selectStatement(snapshot)} onToggle={() => send({ type: 'referee.toggleStatement' })} />
          {context.error && !snapshot.matches({ ready: 'rejecting' }) ? <Alert kind="error">{context.error}</Alert> : null}
          <QuestionStep
            step={selectStep(snapshot)}
            answerError={context.answerError}
            accepting={snapshot.matches({ ready: 'accepting' })}
            onAnswer={(value) => send({ type: 'referee.answer', value })}
            onPrevious={() => send({ type: 'referee.previous' })}
            onNext={() => send({ type: 'referee.next' })}
            onReject={() => send({ type: 'referee.reject' })}
            onAccept={() => send({ type: 'referee.accept' })}
          />
          <RejectionDialog
            open={snapshot.matches({ ready: 'rejecting' })}
            remark={context.remark}
            remarkError={context.remarkError}
            error={context.error}
            sending={snapshot.matches({ ready: { rejecting: 'sending' } })}
            onRemark={(value) => send({ type: 'referee.remark', value })}
            onSubmit={() => send({ type: 'referee.submitRejection' })}
            onCancel={() => send({ type: 'referee.cancelRejection' })}
          />
        </>
      ) : null}
      {output ? <Loading label={output.message} /> : null}
    </section>
  );
}
