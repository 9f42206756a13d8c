// The Member Checker's results: how many matched, the members of this page (public fields only, each name opening
// the member's card with the search kept for Back), the paging, 'no members' when nobody matched, and a failure
// with its message and Try again (spec §A), also as a danger toast (spec 1 §8).
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { SEARCH_PAGE_SIZE, searchCardCode, searchToAddress, type MemberSearch, type PublicMember } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { DataTable, type DataColumn } from '#ui/data-table.tsx';
import { formatCount } from '#contract/grouped-digits.ts';
import { LoadError } from '#ui/load-error.tsx';
import { LoadingFrame } from '#ui/loading-frame.tsx';
import { useFailureToast } from '#ui/toasts.tsx';
import { summaryOf, type MemberSearchActor } from './member-search-actor';
import { SearchPaging } from './search-paging';
import { fullName } from './member-name';

const columns = (search: MemberSearch): Array<DataColumn<PublicMember>> => [
  {
    header: 'Name',
    cell: (m) => (
      <Link href={hrefTo('searchCard', { code: searchCardCode(m.ProfileID) }, searchToAddress(search))} className="text-primary underline">
        {fullName(m)}
      </Link>
    ),
  },
  { header: 'Member No', cell: (m) => m.MemberNo },
  { header: 'Category', cell: (m) => m.categoryDescription },
  { header: 'Specialisation', cell: (m) => m.specialization.map((s) => s.Description).join(', ') || '—' },
  { header: 'Discipline', cell: (m) => m.Discipline || '—' },
  { header: 'Good standing', cell: (m) => (m.InGoodStanding ? 'Yes' : 'No') },
];

const LOADING_RESULTS = 'Loading results…';

/**
 * How many matched, naming every filter chosen (spec 1 §2.5; issue 34: the category too), e.g.
 * "12 female members match “a” in the category Professional Engineer."
 */
function resultCount(count: number, search: MemberSearch, categoryName: string): string {
  const who = search.gender === 'all' ? '' : `${search.gender.toLowerCase()} `;
  const matched =
    count === 0 ? `No ${who}members match` : `${formatCount(count)} ${who}${count === 1 ? 'member matches' : 'members match'}`;
  const where = search.category ? ` in the category ${categoryName}` : '';
  return `${matched} “${search.term}”${where}.`;
}

/** A page's answer as one key: another page of the same search differs from it in the page alone. */
const searchKeyOf = ({ page: _page, ...rest }: MemberSearch) => JSON.stringify(rest);

export function SearchResults({ actor }: { actor: MemberSearchActor }) {
  const search = useSelector(actor, (s) => s.context.search);
  const result = useSelector(actor, (s) => s.context.result);
  const answered = useSelector(actor, (s) => s.context.answered);
  const searching = useSelector(actor, (s) => s.matches('searching'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const idle = useSelector(actor, (s) => s.matches('idle'));
  const error = useSelector(actor, (s) => s.context.error);
  const retryable = useSelector(actor, (s) => s.context.retryable);
  const pageCorrected = useSelector(actor, (s) => s.context.pageCorrected);
  const categoryCode = answered?.category ?? '';
  const categoryName = useSelector(
    summaryOf(actor),
    (s) => s.context.data?.byCategory.find((c) => c.category === categoryCode)?.description ?? categoryCode,
  );
  useFailureToast(failed ? error : null);
  // Another page of the same search (Next, Previous, First, Last) starts at the top of the results, not where the
  // paging below the last row left the window; focus stays on the paging button pressed.
  const top = useRef<HTMLElement>(null);
  const shown = useRef<MemberSearch | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = answered;
    if (before && answered && before.page !== answered.page && searchKeyOf(before) === searchKeyOf(answered))
      top.current?.scrollIntoView({ block: 'start' });
  }, [answered]);

  if (idle) return <p className="text-slate-700">Enter a name or a member number to find a member on the register.</p>;
  return (
    <section ref={top} aria-labelledby="results-title" aria-busy={searching} className="flex scroll-mt-2 flex-col gap-3">
      <h2 id="results-title" className="text-lg font-semibold text-slate-900">
        Results
      </h2>
      {failed ? <LoadError error={error} onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined} /> : null}
      {/* The first search holds a page of rows' place; a next one keeps the rows shown and says it loads in the
          count's line, so neither moves the paging and the Summary below. */}
      {searching && !(result && answered && !failed) ? <LoadingFrame label={LOADING_RESULTS} rows={SEARCH_PAGE_SIZE} /> : null}
      {result && answered && !failed ? (
        <>
          {searching ? (
            <p role="status" data-loading className="text-slate-700">
              {LOADING_RESULTS}
            </p>
          ) : (
            <p className="text-slate-700" data-testid="result-count">
              {resultCount(result.count, answered, categoryName)}
              {pageCorrected ? ' That page is past the last one; the last page is shown.' : ''}
            </p>
          )}
          {result.count > 0 ? (
            <>
              {/* A new answer is a new table: a member on both pages would otherwise be the same row sliding
                  to its new place, a jump with no input before it when the address changes (Back). */}
              <DataTable
                key={new URLSearchParams(searchToAddress(answered)).toString()}
                caption={`Members matching ${answered.term}`}
                columns={columns(answered)}
                rows={result.items}
                rowKey={(m) => m.ProfileID}
                empty="No members on this page."
              />
              <SearchPaging page={search.page} pages={result.pages} onPage={(page) => actor.send({ type: 'search.page', page })} />
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
