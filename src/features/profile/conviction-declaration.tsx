// The convictions declaration on screen (spec §F): the question answered Yes or No and saved, where the declaration
// stands (the machine reads the contract's rule), and, once the answer is Yes or a conviction is recorded, the
// convictions sub-list for the details. The Profile's Declarations tab and the checklist's CONVICTION item show it.
import { useSelector } from '@xstate/react';
import { CONVICTION_QUESTION, type DeclarationAnswer } from '#contract/declarations.ts';
import { formatDate } from '#contract/medium-date.ts';
import { convictionDeclarationMachine, selectDeclaration, type DeclarationView } from '#machines/profile/conviction-declaration.machine.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { LoadError } from '#ui/load-error.tsx';
import { LoadingFrame } from '#ui/loading-frame.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { SubListView } from './sub-list-view';
import { convictions } from './sub-lists';

const CHOICES: Array<{ value: Exclude<DeclarationAnswer, ''>; label: string }> = [
  { value: 'No', label: 'No' },
  { value: 'Yes', label: 'Yes' },
];

/** Where the declaration stands, in a sentence. */
function standingText(d: DeclarationView): string {
  const on = d.declaredOn ? ` on ${formatDate(d.declaredOn)}` : '';
  switch (d.standing) {
    case 'unanswered':
      return 'Not declared yet: answer the question and save your answer.';
    case 'none':
      return `Declared${on}: no criminal convictions.`;
    case 'detailsMissing':
      return 'You answered Yes: add the details of each conviction below. The declaration is complete once one is recorded.';
    case 'declared':
      return `Declared${on}: ${d.convictions === 1 ? 'one conviction' : `${d.convictions} convictions`} recorded.`;
    case 'contradicted':
      return 'You answered No, yet convictions are recorded below: answer Yes, or delete them.';
  }
}

export function ConvictionDeclaration() {
  const { api } = usePortal();
  const actor = useFlowActor('conviction-declaration', convictionDeclarationMachine, { input: { api } });
  const status = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const declaration = useSelector(actor, selectDeclaration);
  const chosen = useSelector(actor, (s) => s.context.chosen);
  const fieldError = useSelector(actor, (s) => s.context.fieldError);
  const error = useSelector(actor, (s) => s.context.error);
  const retryable = useSelector(actor, (s) => s.context.retryable);
  const saved = useSelector(actor, (s) => s.context.saved);
  const saving = useSelector(actor, (s) => s.matches({ ready: 'saving' }));
  const heading = (
    <h2 id="declaration-title" className="text-lg font-semibold text-slate-900">
      Criminal convictions
    </h2>
  );
  if (status !== 'ready')
    return (
      <section aria-labelledby="declaration-title" className="flex flex-col gap-3">
        {heading}
        {status === 'loading' ? (
          <LoadingFrame label="Loading your declaration…" rows={2} />
        ) : (
          <LoadError error={error} onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined} />
        )}
      </section>
    );
  const errorId = 'declaration-answer-error';
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="declaration-title" className="flex flex-col gap-3">
        {heading}
        <p role="status" data-testid="declaration-standing" className={declaration.made ? 'text-green-800' : 'text-amber-800'}>
          {standingText(declaration)}
        </p>
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'declaration.submit' });
          }}
        >
          <fieldset aria-describedby={fieldError ? errorId : undefined} className="flex flex-col gap-2">
            <legend className="mb-1 font-medium text-slate-800">{CONVICTION_QUESTION}</legend>
            <div className="flex gap-6">
              {CHOICES.map((c) => (
                <label key={c.value} className="inline-flex min-h-10 items-center gap-2 text-slate-800">
                  <input
                    type="radio"
                    name="conviction-answer"
                    value={c.value}
                    checked={chosen === c.value}
                    aria-invalid={fieldError ? true : undefined}
                    onChange={() => actor.send({ type: 'declaration.choose', answer: c.value })}
                    className="size-5 accent-primary"
                  />
                  {c.label}
                </label>
              ))}
            </div>
            {fieldError ? (
              <p id={errorId} className="text-sm text-red-700" data-testid="field-error">
                {fieldError}
              </p>
            ) : null}
          </fieldset>
          {error ? <Alert kind="error">{error}</Alert> : null}
          {saved ? <Alert kind="success">Declaration saved.</Alert> : null}
          <div>
            <Button type="submit" busy={saving}>
              Save declaration
            </Button>
          </div>
        </form>
      </section>
      {/* The details, once the answer is Yes (or a conviction is recorded, which the server takes as Yes). */}
      {declaration.answer === 'Yes' || declaration.convictions > 0 ? <SubListView resource={convictions} /> : null}
    </div>
  );
}
