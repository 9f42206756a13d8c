// A labelled input with its inline message (spec 1 §5): the message is tied to the input for screen readers.
import { memo, useId, useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  // What was typed into a prerendered page before it was hydrated is in the input, not in the form (React keeps the
  // DOM's value): the form takes it (docs/decisions/056). Otherwise the two agree and this does nothing.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onValue(typed);
  }, [value, onValue]);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input
        ref={input}
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
