// A labelled choice (Headless UI Listbox: arrow keys, type-ahead, Escape) with its inline message.
import { memo } from 'react';
import { Description, Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';

interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValue: (value: string) => void;
  error?: string | undefined;
  /** While the choices load. */
  loading?: boolean;
}

export const SelectField = memo(function SelectField({ label, value, options, onValue, error, loading = false }: SelectFieldProps) {
  const chosen = options.find((o) => o.value === value);
  return (
    <Field className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-800">{label}</Label>
      <Listbox value={value} onChange={onValue}>
        <ListboxButton
          aria-invalid={error ? true : undefined}
          className={`flex min-h-10 items-center justify-between rounded-md border bg-white px-3 py-2 text-left text-slate-900 focus:outline-2 focus:outline-primary ${error ? 'border-red-600' : 'border-slate-300'}`}
        >
          <span className={chosen ? '' : 'text-slate-500'}>{chosen?.label ?? (loading ? 'Loading…' : 'Choose…')}</span>
          <span aria-hidden>▾</span>
        </ListboxButton>
        <ListboxOptions
          anchor="bottom start"
          className="z-[60] max-h-60 w-(--button-width) overflow-y-auto rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200 focus:outline-none"
        >
          {options.map((o) => (
            <ListboxOption
              key={o.value}
              value={o.value}
              className="cursor-pointer rounded px-3 py-2 data-focus:bg-slate-100 data-selected:font-semibold"
            >
              {o.label}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {/* A Description of the Field: Headless UI ties it to the button (aria-describedby), which it otherwise overrides. */}
      {error ? (
        <Description as="p" className="text-sm text-red-700" data-testid="field-error">
          {error}
        </Description>
      ) : null}
    </Field>
  );
});
