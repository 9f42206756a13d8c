// The town of a Kenyan county, chosen from that county's towns: empty until a county is chosen, and a new
// county brings a new list. While the settings ask for no county (`county` null), every town of Kenya is offered.
import { SelectField } from '#ui/select-field.tsx';
import { allTownOptions, townOptions } from '#kernel/bio-lookups.ts';
import { LookupSelect } from '#kernel/lookup-select.tsx';

interface TownSelectProps {
  /** The chosen county, or null when the form asks for none. */
  county: string | null;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
}

export function TownSelect({ county, ...props }: TownSelectProps) {
  if (county === null) return <LookupSelect key="town-kenya" label="Town" load={allTownOptions} {...props} />;
  return county ? (
    <LookupSelect key={`town-${county}`} label="Town" load={townOptions(county)} {...props} />
  ) : (
    <SelectField label="Town" options={[]} {...props} />
  );
}
