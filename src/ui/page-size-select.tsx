// 'Rows per page' above a table that pages in the browser (Payment Options, My Payment History, My Statement):
// one labelled native select, so every paged table offers its sizes alike.
import { useId } from 'react';

export function PageSizeSelect<Size extends number>({
  sizes,
  value,
  onSize,
}: {
  sizes: readonly Size[];
  value: Size;
  onSize: (size: Size) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Rows per page
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onSize(Number(e.target.value) as Size)}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2"
      >
        {sizes.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
