// A labelled input with its inline message (document 1 §5): the message is tied to the input for screen readers.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextField({ label, value, onValue, error, hint, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  // The hint gives way to the message when they would say the same thing twice.
  const showHint = hint !== undefined && hint !== null && hint !== error;
  const described = [error ? `${id}-error` : null, showHint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`min-h-10 rounded-md border bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-primary read-only:bg-slate-100 ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...rest}
      />
      {showHint ? (
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
