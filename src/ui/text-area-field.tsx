// A labelled multi-line input with its inline message.
import { useId } from 'react';
import { describedBy, FieldFrame } from './field-frame';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function TextAreaField({ label, value, onValue, onBlur, error, disabled = false }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        id={id}
        value={value}
        rows={3}
        onChange={(e) => onValue(e.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={`rounded-md border bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-primary disabled:bg-slate-100 disabled:text-slate-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
    </FieldFrame>
  );
}
