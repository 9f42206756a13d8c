// A labelled checkbox (a yes/no setting): the native control, so Space toggles it and forms read it as usual.
import { useId } from 'react';

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  disabled?: boolean;
}

export function CheckboxField({ label, checked, onChecked, disabled = false }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex min-h-10 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChecked(e.target.checked)}
        className="size-5 shrink-0 accent-accent"
      />
      <label htmlFor={id} className="text-slate-800">
        {label}
      </label>
    </div>
  );
}
