// One theme colour: a colour picker and the same colour as text (typed, pasted, or moved through with the
// keyboard), with the reason it is refused — a colour text would be hard to read on — tied to both.
import { useId } from 'react';
import { hex6Of } from '../../contract/theme-contrast';

interface ColourFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
}

export function ColourField({ label, value, onValue, error }: ColourFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label}: colour picker`}
          value={hex6Of(value) ?? '#000000'}
          onChange={(e) => onValue(e.target.value)}
          aria-describedby={error ? errorId : undefined}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
        />
        <input
          id={id}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-h-10 w-full min-w-0 rounded-md border bg-white px-3 py-2 font-mono text-slate-900 focus:outline-2 focus:outline-primary ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
