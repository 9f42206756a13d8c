// A plain choice as the browser's own <select>: no JavaScript of ours, the phone's own picker, the keyboard the
// platform's. For a choice that needs more (a long list with type-ahead styling, a message tied to the field) use
// select-field.tsx (Headless UI). The look matches select-field's closed button.
import { useId } from 'react';
import { FieldFrame } from './field-frame';

export interface NativeSelectOption {
  value: string;
  label: string;
}

interface NativeSelectProps {
  label: string;
  value: string;
  options: readonly NativeSelectOption[];
  onValue: (value: string) => void;
  /** While the choices load: the select says so and cannot be opened. */
  loading?: boolean;
}

export function NativeSelect({ label, value, options, onValue, loading = false }: NativeSelectProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label}>
      <select
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-busy={loading || undefined}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-primary"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
