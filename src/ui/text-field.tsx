// A labelled input with its inline message (spec 1 §5): the message is tied to the input for screen readers.
import { memo, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldFrame } from './field-frame';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

export const TextField = memo(function TextField({ label, value, onValue, error, hint, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`min-h-10 rounded-md border bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-primary read-only:bg-slate-100 disabled:bg-slate-100 disabled:text-slate-500 ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...rest}
      />
    </FieldFrame>
  );
});
