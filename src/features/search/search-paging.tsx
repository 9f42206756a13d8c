// Paging of the Member Checker's results: First, Previous, Next and Last as labelled buttons (keyboard as any
// button), and 'Page n of m' announced when it changes. Buttons stay in place while a page loads, so focus stays.
import { Button } from '#ui/button.tsx';
import { formatCount } from '#contract/grouped-digits.ts';

interface SearchPagingProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function SearchPaging({ page, pages, onPage }: SearchPagingProps) {
  const steps = [
    { label: 'First', to: 1, name: 'First page' },
    { label: 'Previous', to: page - 1, name: 'Previous page' },
    { label: 'Next', to: page + 1, name: 'Next page' },
    { label: 'Last', to: pages, name: 'Last page' },
  ];
  return (
    <nav aria-label="Result pages" className="flex flex-wrap items-center gap-2">
      {/* One page has nowhere to go: only where it stands. */}
      {pages > 1 &&
        steps.map((s) => {
          // aria-disabled, not disabled: a button that turns off under the keyboard (Next on reaching the last
          // page) keeps focus instead of dropping it to the page.
          const off = s.to < 1 || s.to > pages || s.to === page;
          return (
            <Button
              key={s.label}
              look="secondary"
              aria-label={s.name}
              aria-disabled={off || undefined}
              onClick={off ? undefined : () => onPage(s.to)}
              className={`px-3 ${off ? 'cursor-not-allowed opacity-60' : ''}`}
            >
              {s.label}
            </Button>
          );
        })}
      <p role="status" className="text-sm text-slate-700" data-testid="page-status">
        Page {formatCount(page)} of {formatCount(pages)}
      </p>
    </nav>
  );
}
