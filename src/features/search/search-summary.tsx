// The Member Checker's Summary cards (spec 1 §2.5): members on the register, by gender and by category, from
// the grouped statistics; a failed load says so with Try again.
import { useSelector } from '@xstate/react';
import { formatCount } from '#contract/grouped-digits.ts';
import { LoadError } from '#ui/load-error.tsx';
import { Loading } from '#ui/loading.tsx';
import { summaryOf, type MemberSearchActor } from './member-search-actor';

function SummaryCard({ label, count }: { label: string; count: number }) {
  return (
    <li className="flex flex-col rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <span className="text-sm text-slate-600">{label}</span>
      <span className="text-xl font-semibold text-slate-900">{formatCount(count)}</span>
    </li>
  );
}

export function SearchSummary({ actor }: { actor: MemberSearchActor }) {
  const summary = summaryOf(actor);
  const stats = useSelector(summary, (s) => s.context.data);
  const error = useSelector(summary, (s) => s.context.error);
  const retryable = useSelector(summary, (s) => s.context.retryable);
  return (
    <section aria-labelledby="summary-title" className="flex flex-col gap-2">
      <h2 id="summary-title" className="text-lg font-semibold text-slate-900">
        Summary
      </h2>
      {error ? <LoadError error={error} onRetry={retryable ? () => summary.send({ type: 'load.retry' }) : undefined} /> : null}
      {!stats && !error ? <Loading label="Loading the summary…" /> : null}
      {stats ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" data-testid="summary-cards">
          <SummaryCard label="All members" count={stats.total} />
          {stats.byGender.map((g) => (
            <SummaryCard key={`g-${g.Gender}`} label={g.Gender || 'Gender not given'} count={g.count} />
          ))}
          {stats.byCategory.map((c) => (
            <SummaryCard key={`c-${c.category}`} label={c.description} count={c.count} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
