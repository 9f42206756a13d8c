// Previous and next page under an admin table, with where the reader is ('Page 2 of 5').
import { Button } from './button';

interface PagerProps {
  label: string;
  page: number;
  pages: number;
  /** While a page loads. */
  busy?: boolean;
  onPage: (page: number) => void;
}

export function Pager({ label, page, pages, busy = false, onPage }: PagerProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <Button look="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span className="text-sm text-slate-700">
        Page {page} of {pages}
      </span>
      <Button look="secondary" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
