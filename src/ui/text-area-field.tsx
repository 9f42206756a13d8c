// A labelled multi-line input with its inline message.
import { useId, type ReactNode } from 'react';
import { describedBy, FieldFrame } from './field-frame';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** The box stops taking characters here. */
  maxLength?: number;
  rows?: number;
  disabled?: boolean;
}

export function TextAreaField({ label, value, onValue, onBlur, error, hint, maxLength, rows = 3, disabled }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(e) => onValue(e.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`rounded-md border bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-primary disabled:bg-slate-100 disabled:text-slate-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
    </FieldFrame>
  );
}
