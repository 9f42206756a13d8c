// The search box above an admin table: a labelled field and its Search button (Enter searches too).
import { Button } from './button';
import { TextField } from './text-field';

interface TableSearchProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Absent where the table filters as the user types. */
  onSearch?: () => void;
}

export function TableSearch({ label, value, onValue, onSearch }: TableSearchProps) {
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch?.();
      }}
    >
      <TextField label={label} type="search" value={value} onValue={onValue} className="min-w-0 flex-1" />
      {onSearch ? <Button type="submit">Search</Button> : null}
    </form>
  );
}
