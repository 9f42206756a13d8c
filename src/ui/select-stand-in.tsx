// A choice's place while its Headless UI field is on its way (#ui/arriving): the same label and closed button, a
// plain button that says it opens a list; a press is remembered and the field opens on arrival.
import { useId } from 'react';
import { STAND_IN_ATTRIBUTE } from './arriving';
import { selectButtonClass, selectLabelClass, SelectShown, type SelectOption } from './select-look';

interface SelectStandInProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  loading?: boolean;
  /** The name the arriving field knows it by. */
  standIn: string;
  onPress: () => void;
}

export function SelectStandIn({ label, value, options, loading = false, standIn, onPress }: SelectStandInProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={selectLabelClass}>
        {label}
      </label>
      <button
        id={id}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={false}
        className={selectButtonClass()}
        onClick={onPress}
        {...{ [STAND_IN_ATTRIBUTE]: standIn }}
      >
        <SelectShown option={options.find((o) => o.value === value)} loading={loading} />
      </button>
    </div>
  );
}
