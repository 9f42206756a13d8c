// A labelled multi-line input with its inline message.
import { useId } from 'react';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

export function TextAreaField({ label, value, onValue, onBlur, error }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={3}
        onChange={(e) => onValue(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`rounded-md border bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-primary ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
