// The town of a Kenyan county, chosen from that county's towns: empty until a county is chosen, and a new
// county brings a new list.
import { SelectField } from '#ui/select-field';
import { townOptions } from '#kernel/bio-lookups';
import { LookupSelect } from '#kernel/lookup-select';

interface TownSelectProps {
  county: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
}

export function TownSelect({ county, ...props }: TownSelectProps) {
  return county ? (
    <LookupSelect key={`town-${county}`} label="Town" load={townOptions(county)} {...props} />
  ) : (
    <SelectField label="Town" options={[]} {...props} />
  );
}
