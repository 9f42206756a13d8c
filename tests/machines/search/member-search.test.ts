// The Member Checker's machine (spec 1 §2.5, §5, §8, §9; spec §A): a blank term does nothing, the term is
// trimmed and sent as base64, 20 a page with ceil(count/20) pages (at least 1, never an empty last page), each
// filter alone and together, a failure shown with the server's message and Try again, the Summary counts.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { memberSearchMachine, type MemberSearchSnapshot, type SearchSummaryActor } from '#machines/search/member-search.machine.ts';
import {
  decodeBase64,
  encodeBase64,
  endpoints,
  NO_SEARCH,
  SEARCH_TERM_MAX,
  SEARCH_TERM_TOO_LONG,
  type ApiClient,
  type MemberSearch,
  type MemberSearchPage,
  type MemberSearchQuery,
  type MemberStats,
  type PublicMember,
} from '#contract';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';

const member = personaByKey('member');
const summaryOf = (s: MemberSearchSnapshot) => s.children.summary as SearchSummaryActor;
/** Until the search and the Summary have both answered. */
async function settle(a: ActorRefFrom<typeof memberSearchMachine>) {
  await waitFor(summaryOf(a.getSnapshot()), (s) => !s.matches('loading'));
  await waitFor(a, (s) => !s.matches('searching'));
}

/** Records every search query sent through `api`. */
function spying(api: ApiClient) {
  const queries: MemberSearchQuery[] = [];
  const client: ApiClient = {
    call: (endpoint, ...args) => {
      if ((endpoint as unknown) === endpoints.profile.search) queries.push((args[0] as { query: MemberSearchQuery }).query);
      return api.call(endpoint, ...args);
    },
  };
  return { client, queries };
}

/** A client whose search has `count` matches in all (whatever the term); its stats are empty. */
function fakeRegister(count: number): ApiClient {
  const person = (n: number): PublicMember => ({
    ProfileID: `PROF-${n}`,
    FirstName: 'Amina',
    SecondName: '',
    LastName: `Test${n}`,
    MemberNo: `M${n}`,
    MemberShipType: 'PE',
    categoryDescription: 'Professional Engineer',
    Gender: 'Female',
    Discipline: '',
    County: '',
    City: '',
    InGoodStanding: true,
    memberInformation: [],
    specialization: [],
  });
  const stats: MemberStats = { total: count, byCategory: [], byGender: [] };
  return {
    call: (endpoint, ...args) => {
      if ((endpoint as unknown) === endpoints.profile.searchStats) return Promise.resolve({ data: stats } as never);
      const page = Number((args[0] as { query: MemberSearchQuery }).query.page ?? 1);
      const pages = Math.max(1, Math.ceil(count / 20));
      const first = (page - 1) * 20;
      const items = Array.from({ length: Math.max(0, Math.min(20, count - first)) }, (_, i) => person(first + i + 1));
      const answer: MemberSearchPage = { items, count, page, perPage: 20, pages };
      return Promise.resolve({ data: answer } as never);
    },
  };
}

describe('member search machine', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => t.server.resetHandlers());
  const start = (api: ApiClient, search?: MemberSearch) =>
    createActor(memberSearchMachine, { input: { api, ...(search ? { search } : {}) } }).start();

  it('document 1 §5 "nothing happens on an empty term; the term is trimmed": no call for a blank term, and what was shown goes', async () => {
    const { client, queries } = spying(t.anon);
    const a = start(client);
    await settle(a);
    for (const term of ['', '   ', '\t\n ']) a.send({ type: 'search.submit', term });
    await settle(a);
    expect(queries).toEqual([]);
    expect(a.getSnapshot().matches('idle')).toBe(true);
    expect(a.getSnapshot().context.result).toBeNull();
    // A blank term after a search asks for nothing and clears what was shown (issue 23 item 7).
    a.send({ type: 'search.submit', term: 'Kamau' });
    await settle(a);
    expect(a.getSnapshot().context.result).not.toBeNull();
    a.send({ type: 'search.submit', term: '  ' });
    expect(queries).toHaveLength(1);
    expect(a.getSnapshot().matches('idle')).toBe(true);
    expect(a.getSnapshot().context.search.term).toBe('');
    expect(a.getSnapshot().context.result).toBeNull();
  });

  it('trims the term and sends it as base64 (Unicode too); finds Wanjirũ with or without the tilde', async () => {
    const { client, queries } = spying(t.anon);
    const a = start(client);
    a.send({ type: 'search.submit', term: '  Wanjirũ Kamau \t' });
    await settle(a);
    expect(queries[0]!.term).toBe(encodeBase64('Wanjirũ Kamau'));
    expect(decodeBase64(queries[0]!.term!)).toEqual({ ok: true, value: 'Wanjirũ Kamau' });
    expect(a.getSnapshot().context.search.term).toBe('Wanjirũ Kamau');
    expect(a.getSnapshot().matches('found')).toBe(true);
    expect(a.getSnapshot().context.result!.items.map((i) => i.ProfileID)).toContain(member.profileId);
    a.send({ type: 'search.submit', term: 'wanjiru kamau' });
    await settle(a);
    expect(a.getSnapshot().context.result!.items.map((i) => i.ProfileID)).toContain(member.profileId);
  });

  it(`refuses a term over ${SEARCH_TERM_MAX} characters with a message, and searches one of exactly ${SEARCH_TERM_MAX}`, async () => {
    const { client, queries } = spying(t.anon);
    const a = start(client);
    a.send({ type: 'search.submit', term: 'x'.repeat(SEARCH_TERM_MAX + 1) });
    expect(a.getSnapshot().context.termError).toBe(SEARCH_TERM_TOO_LONG);
    a.send({ type: 'search.submit', term: 'x'.repeat(5000) });
    expect(queries).toEqual([]);
    // Spaces around it do not count; the widest UTF-8 still fits the contract's base64 limit.
    a.send({ type: 'search.submit', term: `  ${'狗'.repeat(SEARCH_TERM_MAX)}  ` });
    await settle(a);
    expect(queries).toHaveLength(1);
    expect(a.getSnapshot().context.termError).toBeNull();
    expect(a.getSnapshot().matches('none')).toBe(true);
  });

  it('hostile terms are plain text: no error, nobody matches', async () => {
    const a = start(t.anon);
    for (const term of ['%', '*', "' OR 1=1", '<script>alert(1)</script>', '../../etc/passwd']) {
      a.send({ type: 'search.submit', term });
      await settle(a);
      expect(a.getSnapshot().matches('none'), term).toBe(true);
      expect(a.getSnapshot().context.result).toMatchObject({ items: [], count: 0, pages: 1 });
    }
  });

  it.each([
    [0, 1, 0],
    [20, 1, 20],
    [21, 2, 1],
    [40, 2, 20],
    [41, 3, 1],
  ])('%i matches: %i pages, the last holding %i', async (count, pages, onLast) => {
    const { client, queries } = spying(fakeRegister(count));
    const a = start(client);
    a.send({ type: 'search.submit', term: 'a' });
    await settle(a);
    expect(a.getSnapshot().context.result).toMatchObject({ count, pages });
    expect(a.getSnapshot().matches(count === 0 ? 'none' : 'found')).toBe(true);
    // Outside 1..pages, and the page shown, ask for nothing.
    for (const page of [0, -1, pages + 1, 1.5, Number.NaN, 1]) a.send({ type: 'search.page', page });
    expect(queries).toHaveLength(1);
    if (pages > 1) {
      a.send({ type: 'search.page', page: pages });
      await settle(a);
      expect(queries.at(-1)!.page).toBe(pages);
      expect(a.getSnapshot().context.search.page).toBe(pages);
      expect(a.getSnapshot().context.result!.items).toHaveLength(onLast);
    } else {
      expect(a.getSnapshot().context.result!.items).toHaveLength(onLast);
    }
  });

  it('while the next page loads, the last page stays with the search it answers', async () => {
    const a = start(fakeRegister(41));
    a.send({ type: 'search.submit', term: 'a' });
    await settle(a);
    a.send({ type: 'search.page', page: 2 });
    expect(a.getSnapshot().matches('searching')).toBe(true);
    expect(a.getSnapshot().context).toMatchObject({
      search: { term: 'a', page: 2 },
      answered: { term: 'a', page: 1 },
      result: { page: 1 },
    });
    await settle(a);
    expect(a.getSnapshot().context).toMatchObject({ answered: { term: 'a', page: 2 }, result: { page: 2 } });
  });

  it('an address past the last page shows the last page, never an empty one', async () => {
    const { client, queries } = spying(fakeRegister(41));
    const a = start(client, { ...NO_SEARCH, term: 'a', page: 7 });
    await settle(a);
    expect(queries.map((q) => q.page)).toEqual([7, 3]);
    expect(a.getSnapshot().context.search.page).toBe(3);
    expect(a.getSnapshot().context.result!.items).toHaveLength(1);
  });

  it('each filter alone and both together, from page 1; with no term a filter waits for one', async () => {
    const { client, queries } = spying(t.anon);
    const a = start(client);
    a.send({ type: 'search.gender', gender: 'Female' });
    a.send({ type: 'search.category', category: 'PE' });
    expect(queries).toEqual([]);
    expect(a.getSnapshot().context.search).toMatchObject({ gender: 'Female', category: 'PE' });
    a.send({ type: 'search.gender', gender: 'all' });
    a.send({ type: 'search.category', category: '' });

    a.send({ type: 'search.submit', term: 'a' });
    await settle(a);
    const all = a.getSnapshot().context.result!;
    expect(queries.at(-1)).toEqual({ term: encodeBase64('a'), page: 1 });
    a.send({ type: 'search.page', page: 2 });
    await settle(a);

    a.send({ type: 'search.gender', gender: 'Male' });
    await settle(a);
    expect(queries.at(-1)).toEqual({ term: encodeBase64('a'), page: 1, Gender: 'Male' });
    const male = a.getSnapshot().context.result!;
    expect(male.items.every((i) => i.Gender === 'Male')).toBe(true);
    expect(male.count).toBeLessThan(all.count);

    a.send({ type: 'search.gender', gender: 'all' });
    a.send({ type: 'search.category', category: 'PE' });
    await settle(a);
    expect(queries.at(-1)).toEqual({ term: encodeBase64('a'), page: 1, category: 'PE' });
    const pe = a.getSnapshot().context.result!;
    expect(pe.items.every((i) => i.MemberShipType === 'PE')).toBe(true);
    expect(pe.count).toBeLessThan(all.count);

    a.send({ type: 'search.gender', gender: 'Female' });
    await settle(a);
    expect(queries.at(-1)).toEqual({ term: encodeBase64('a'), page: 1, Gender: 'Female', category: 'PE' });
    const both = a.getSnapshot().context.result!;
    expect(both.items.every((i) => i.MemberShipType === 'PE' && i.Gender === 'Female')).toBe(true);
    expect(both.count).toBeLessThan(pe.count);
    expect(both.count).toBeGreaterThan(0);
  });

  it("a failed search shows the server's message; Try again runs the same search", async () => {
    t.server.use(
      http.get(`${TEST_BASE_URL}profile/search`, () => HttpResponse.json({ message: 'The register is being updated.' }, { status: 503 }), {
        once: true,
      }),
    );
    const { client, queries } = spying(t.anon);
    const a = start(client);
    a.send({ type: 'search.submit', term: 'Kamau' });
    await settle(a);
    expect(a.getSnapshot().matches('failed')).toBe(true);
    expect(a.getSnapshot().context).toMatchObject({ error: 'The register is being updated.', retryable: true });
    a.send({ type: 'load.retry' });
    await settle(a);
    expect(a.getSnapshot().matches('found')).toBe(true);
    expect(a.getSnapshot().context.error).toBeNull();
    expect(queries).toHaveLength(2);
    expect(queries[1]).toEqual(queries[0]);
  });

  it('a refused search (400) is shown without Try again', async () => {
    t.server.use(
      http.get(`${TEST_BASE_URL}profile/search`, () => HttpResponse.json({ message: 'Bad term.' }, { status: 400 }), { once: true }),
    );
    const a = start(t.anon);
    a.send({ type: 'search.submit', term: 'Kamau' });
    await settle(a);
    expect(a.getSnapshot().context).toMatchObject({ error: 'Bad term.', retryable: false });
  });

  it('a newer search wins over a slower earlier one', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const api: ApiClient = {
      call: async (endpoint, ...args) => {
        const query = (args[0] as { query?: MemberSearchQuery } | undefined)?.query;
        if (query?.term === encodeBase64('first')) await slow;
        return t.anon.call(endpoint, ...args);
      },
    };
    const a = start(api);
    a.send({ type: 'search.submit', term: 'first' });
    a.send({ type: 'search.submit', term: 'Kamau' });
    await waitFor(a, (s) => s.matches('found'));
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(a.getSnapshot().context.search.term).toBe('Kamau');
    expect(a.getSnapshot().matches('found')).toBe(true);
  });

  it('restores the search an address names (Back, a shared link), and a blank one empties the page', async () => {
    const { client, queries } = spying(t.anon);
    const a = start(client, { term: 'Kamau', page: 2, gender: 'Female', category: '' });
    await settle(a);
    expect(queries[0]).toEqual({ term: encodeBase64('Kamau'), page: 2, Gender: 'Female' });
    a.send({ type: 'search.restore', search: { ...NO_SEARCH, term: 'Ochieng' } });
    await settle(a);
    expect(queries.at(-1)).toEqual({ term: encodeBase64('Ochieng'), page: 1 });
    a.send({ type: 'search.restore', search: NO_SEARCH });
    expect(a.getSnapshot().matches('idle')).toBe(true);
    expect(a.getSnapshot().context.result).toBeNull();
  });

  it('loads the Summary counts; a failure is shown and Try again loads them', async () => {
    t.server.use(
      http.get(`${TEST_BASE_URL}profile/search/stats`, () => HttpResponse.json({ message: 'Counting is down.' }, { status: 500 }), {
        once: true,
      }),
    );
    const a = start(t.anon);
    await settle(a);
    const summary = summaryOf(a.getSnapshot());
    expect(summary.getSnapshot().value).toBe('failed');
    expect(summary.getSnapshot().context).toMatchObject({ error: 'Counting is down.', retryable: true, data: null });
    // The search goes on without it.
    a.send({ type: 'search.submit', term: 'Kamau' });
    await settle(a);
    expect(a.getSnapshot().matches('found')).toBe(true);
    summary.send({ type: 'load.retry' });
    await settle(a);
    expect(summary.getSnapshot().value).toBe('ready');
    expect(summary.getSnapshot().context.data!.total).toBeGreaterThanOrEqual(500);
    // Searching again does not load the Summary again.
    expect(summaryOf(a.getSnapshot())).toBe(summary);
  });
});
