// One step of the referee stepper (spec 2 §2): 'Question N', the question, the answer box with its limit and
// live count, and the step's buttons: Previous after step 1, Reject on step 1, Next before the last, Accept on it.
import { useEffect, useRef } from 'react';
import { REFEREE_ANSWER_MAX } from '#contract/profile-referee.ts';
import { Button } from '#ui/button.tsx';
import { TextAreaField } from '#ui/text-area-field.tsx';
import { CharacterCount } from './character-count';

interface QuestionStepProps {
  step: { number: number; count: number; question: string; answer: string; isFirst: boolean; isLast: boolean };
  answerError: string | null;
  accepting: boolean;
  onAnswer: (value: string) => void;
  onPrevious: () => void;
  onNext: () => void;
  onReject: () => void;
  onAccept: () => void;
}

export function QuestionStep({ step, answerError, accepting, onAnswer, onPrevious, onNext, onReject, onAccept }: QuestionStepProps) {
  // A new step is read from its heading (the button pressed may be gone: Next becomes Accept on the last step).
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step.number);
  useEffect(() => {
    if (shown.current === step.number) return;
    shown.current = step.number;
    heading.current?.focus();
  }, [step.number]);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        Step {step.number} of {step.count}
      </p>
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        Question {step.number}
      </h2>
      <p className="text-slate-800">{step.question}</p>
      <TextAreaField
        label="Answer"
        value={step.answer}
        onValue={onAnswer}
        error={answerError ?? undefined}
        maxLength={REFEREE_ANSWER_MAX}
        rows={5}
        hint={<CharacterCount value={step.answer} />}
      />
      <div className="flex flex-wrap gap-3">
        {step.isFirst ? null : (
          <Button look="secondary" onClick={onPrevious} disabled={accepting}>
            Previous
          </Button>
        )}
        {step.isFirst ? (
          <Button look="danger" onClick={onReject} disabled={accepting}>
            Reject
          </Button>
        ) : null}
        {step.isLast ? (
          <Button busy={accepting} onClick={onAccept} className="ml-auto">
            Accept
          </Button>
        ) : (
          <Button onClick={onNext} className="ml-auto">
            Next
          </Button>
        )}
      </div>
    </div>
  );
}
