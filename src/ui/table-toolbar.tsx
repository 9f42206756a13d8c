// The bar above a table that pages in the browser (Payment Options, My Payment History): its search, its page
// sizes and whatever else the table offers (Export to Excel), so every such table's controls sit alike.
import type { ReactNode } from 'react';
import { PageSizeSelect } from './page-size-select';
import { TableSearch } from './table-search';

interface TableToolbarProps<Size extends number> {
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  sizes: readonly Size[];
  size: Size;
  onSize: (size: Size) => void;
  /** The table's own actions, after the page sizes. */
  children?: ReactNode;
}

export function TableToolbar<Size extends number>({
  searchLabel,
  search,
  onSearch,
  sizes,
  size,
  onSize,
  children,
}: TableToolbarProps<Size>) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1">
        <TableSearch label={searchLabel} value={search} onValue={onSearch} />
      </div>
      <PageSizeSelect sizes={sizes} value={size} onSize={onSize} />
      {children}
    </div>
  );
}
