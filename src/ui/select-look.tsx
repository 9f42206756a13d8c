// What a closed choice looks like, shared by the Headless UI field (select-field.tsx) and its stand-in
// (select-stand-in.tsx), so nothing moves or changes when one replaces the other.

export interface SelectOption {
  value: string;
  label: string;
}

export const selectButtonClass = (error?: string) =>
  `flex min-h-10 items-center justify-between rounded-md border bg-white px-3 py-2 text-left text-slate-900 focus:outline-2 focus:outline-primary ${error ? 'border-red-600' : 'border-slate-300'}`;

export const selectLabelClass = 'text-sm font-medium text-slate-800';

/** The chosen option's label, or what stands in for it. */
export function SelectShown({ option, loading }: { option: SelectOption | undefined; loading: boolean }) {
  return (
    <>
      <span className={option ? '' : 'text-slate-500'}>{option?.label ?? (loading ? 'Loading…' : 'Choose…')}</span>
      <span aria-hidden>▾</span>
    </>
  );
}
