// The frame a list or a table will fill, shown while it loads, so nothing moves when the data arrives (issue 25).
// A file of its own: only lazy screens show it, so it stays out of the login page's first load.
import { Spinner } from './loading';

/**
 * The place of a table (or a list of cards) on its way: a card frame with a header line that carries the notice,
 * said once to assistive technology (role=status), and `rows` grey rows of a table row's height on a wide screen
 * and of a row's card on a phone, hidden from assistive technology: they are no content. The rows pulse only once the
 * wait has lasted a second (decision 070).
 */
export function LoadingFrame({ label = 'Loading…', rows = 3 }: { label?: string; rows?: number }) {
  return (
    <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200" data-testid="loading-frame">
      <p role="status" data-loading className="flex h-9 items-center gap-2 bg-slate-50 px-3 text-sm text-slate-600">
        <Spinner />
        {label}
      </p>
      <div aria-hidden className="divide-y divide-slate-100" data-skeleton="">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="flex h-28 flex-col justify-center gap-2 px-3 sm:h-9 sm:flex-row sm:items-center sm:gap-6">
            <span className="h-3 w-2/5 animate-pulse-after-a-moment rounded bg-slate-200 sm:w-1/4" />
            <span className="h-3 w-3/5 animate-pulse-after-a-moment rounded bg-slate-100 sm:w-1/3" />
            <span className="h-3 w-1/3 animate-pulse-after-a-moment rounded bg-slate-100 sm:w-1/6" />
          </div>
        ))}
      </div>
    </div>
  );
}
