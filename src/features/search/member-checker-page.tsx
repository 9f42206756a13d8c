// /search, the public Member Checker (spec 1 §2.5): in the public layout (Back, My Account), a search box,
// the filters, the results with paging and the Summary cards. The search lives in the address, so Back and a
// shared link show it again (use-search-address.ts).
import { useSearch } from 'wouter';
import { memberSearchMachine } from '#machines/search/member-search.machine.ts';
import { searchFromAddress } from '#contract';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { CertificateCheck } from './certificate-check';
import { PublicTopBar } from './public-top-bar';
import { SearchBox } from './search-box';
import { SearchFilters } from './search-filters';
import { SearchResults } from './search-results';
import { SearchSummary } from './search-summary';
import { useSearchAddress } from './use-search-address';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

export function MemberCheckerPage() {
  const { api } = usePortal();
  const query = useSearch();
  const actor = useFlowActor('member-search', memberSearchMachine, { input: { api, search: searchFromAddress(query) } });
  useSearchAddress(actor, query);
  return (
    <section aria-labelledby="checker-title" className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <PublicTopBar />
      <div className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div>
          <h1 id="checker-title" className="text-2xl font-semibold text-slate-900">
            Member Checker
          </h1>
          <p className="mt-1 text-slate-700">
            Confirm that a person is on the register: search by name, member number or the verification reference of a membership
            certificate.
          </p>
        </div>
        <SearchBox actor={actor} />
        <SearchFilters actor={actor} />
      </div>
      <CertificateCheck actor={actor} />
      <SearchResults actor={actor} />
      <SearchSummary actor={actor} />
    </section>
  );
}
