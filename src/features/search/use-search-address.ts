// Keeps /search's address and the Member Checker's search in step (?term=&page=&gender=&category=): a search the
// visitor runs is a new history entry, so Back shows the previous one; Back or Forward (the address changing under
// the page) restores the search it names; an address the page would not write is replaced by its clean form.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { MemberSearchActor } from './member-search-actor';
import { searchFromAddress, searchToAddress, type MemberSearch } from '#contract';
import { hrefTo } from '#contract/routes.ts';

const addressOf = (search: MemberSearch) => new URLSearchParams(searchToAddress(search)).toString();
const same = (a: MemberSearch, b: MemberSearch) => addressOf(a) === addressOf(b);

export function useSearchAddress(actor: MemberSearchActor, query: string): void {
  const [, navigate] = useLocation();

  // The address → the machine (Back, Forward, a link to another search).
  useEffect(() => {
    const wanted = searchFromAddress(query);
    if (!same(wanted, actor.getSnapshot().context.search)) actor.send({ type: 'search.restore', search: wanted });
  }, [actor, query]);

  // The machine → the address. Compared with the address as it is now (not as last rendered), so a restore
  // from Back is never written back as a new entry.
  const last = useRef<MemberSearch | null>(null);
  useEffect(() => {
    const write = ({ search, pageCorrected }: { search: MemberSearch; pageCorrected: boolean }) => {
      if (last.current === search) return;
      last.current = search;
      const current = window.location.search;
      if (addressOf(search) === new URLSearchParams(current).toString()) return;
      // The same search in other words (a garbage page, spaces around the term), or a page past the last put
      // right: no new entry, so Back does not return to it.
      navigate(hrefTo('search', undefined, searchToAddress(search)), {
        replace: pageCorrected || same(searchFromAddress(current), search),
      });
    };
    write(actor.getSnapshot().context);
    const subscription = actor.subscribe((snapshot) => write(snapshot.context));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
}
