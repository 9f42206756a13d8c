// A labelled choice (Headless UI Listbox: arrow keys, type-ahead, Escape) with its inline message.
import { memo } from 'react';
import { Description, Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useOpenOnArrival } from './open-on-arrival';
import { selectButtonClass, selectLabelClass, SelectShown, type SelectOption } from './select-look';

export type { SelectOption } from './select-look';

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValue: (value: string) => void;
  error?: string | undefined;
  /** While the choices load. */
  loading?: boolean;
  /** It replaced a stand-in that was pressed (#ui/arriving): it opens on arrival. */
  openOnArrival?: boolean;
  /** It replaced a stand-in that had the focus: it takes it on arrival. */
  focusOnArrival?: boolean;
}

export const SelectField = memo(function SelectField({
  label,
  value,
  options,
  onValue,
  error,
  loading = false,
  openOnArrival = false,
  focusOnArrival = false,
}: SelectFieldProps) {
  const chosen = options.find((o) => o.value === value);
  const button = useOpenOnArrival(openOnArrival, focusOnArrival);
  return (
    <Field className="flex flex-col gap-1">
      <Label className={selectLabelClass}>{label}</Label>
      <Listbox value={value} onChange={onValue}>
        <ListboxButton ref={button} aria-invalid={error ? true : undefined} className={selectButtonClass(error)}>
          <SelectShown option={chosen} loading={loading} />
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
