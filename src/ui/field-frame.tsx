// The label, hint and inline message around any one input (spec 1 §5), tied to it for screen readers.
import type { ReactNode } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The hint gives way to the message when they would say the same thing twice. */
const showsHint = (hint: ReactNode, error: string | undefined) => hint !== undefined && hint !== null && hint !== error;

/** The aria-describedby of the input inside a FieldFrame with the same id, error and hint. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, showsHint(hint, error) ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

export function FieldFrame({ id, label, error, hint, className = '', children }: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {showsHint(hint, error) ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
