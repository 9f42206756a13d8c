// A labelled on/off switch (Headless UI Switch: Space toggles it, its state is announced), with an optional hint
// read out as its description.
import { Description, Field, Label, Switch } from '@headlessui/react';

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** One sentence on what the switch changes. */
  hint?: string | undefined;
}

export function SwitchField({ label, checked, onChange, disabled = false, hint }: SwitchFieldProps) {
  return (
    <Field className="flex items-center justify-between gap-4">
      <div className="flex flex-col">
        <Label>{label}</Label>
        {hint ? <Description className="text-sm text-slate-600">{hint}</Description> : null}
      </div>
      <Switch
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition data-checked:bg-primary data-disabled:opacity-60"
      >
        <span className="inline-block size-4 translate-x-1 rounded-full bg-white transition group-data-checked:translate-x-6" />
      </Switch>
    </Field>
  );
}
