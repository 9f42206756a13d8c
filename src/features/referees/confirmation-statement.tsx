// The confirmation statement the referee signs up to, cut at 300 characters with 'Read more' / 'Less'
// (spec 2 §2); the cut is the contract's `statementPreview`, chosen by the machine's selector.
import { useId } from 'react';

interface ConfirmationStatementProps {
  text: string;
  control: 'Read more' | 'Less' | null;
  onToggle: () => void;
}

export function ConfirmationStatement({ text, control, onToggle }: ConfirmationStatementProps) {
  const id = useId();
  return (
    <div className="rounded-md bg-slate-50 p-3 text-slate-800 ring-1 ring-slate-200">
      <p id={id} className="whitespace-pre-line">
        {text}
      </p>
      {control ? (
        <button
          type="button"
          onClick={onToggle}
          aria-controls={id}
          aria-expanded={control === 'Less'}
          className="mt-1 font-medium text-primary underline"
        >
          {control}
        </button>
      ) : null}
    </div>
  );
}
