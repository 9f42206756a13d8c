// The public Member Checker (spec 1 §2.5, §7; spec §A): base64 term (trimmed), 20 per page,
// ceil(count/20) pages at least 1, Gender and category filters, a page past the end is empty (never an error),
// a damaged term is a 400 with a message; the public card; grouped stats; the index follows changes.
import { describe, expect, it } from 'vitest';
import { encodeBase64, endpoints, SEARCH_PAGE_SIZE, searchPageCount } from '#contract';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { searchKey } from '#mocks/handlers/search/search.ts';
import { useBackend } from '../../support/backend';
import { raw, session } from '../profile/support';

const e = endpoints.profile;
const member = personaByKey('member');
const pending = personaByKey('pending');

describe('public member search', () => {
  const t = useBackend({ scenario: 'default' });
  const search = async (query: { term?: string; page?: number; Gender?: 'Male' | 'Female'; category?: string }) => {
    const { term, ...rest } = query;
    return (await t.anon.call(e.search, { query: { ...rest, ...(term !== undefined ? { term: encodeBase64(term) } : {}) } })).data;
  };

  it('lists every registered member without a term, 20 per page, ceil(count/20) pages', async () => {
    const all = await search({});
    const registered = t.backend.db.profiles.findMany((q) => q.where({ MemberNo: (m) => m !== '' })).length;
    expect(all.count).toBe(registered);
    expect(all.count).toBeGreaterThanOrEqual(500);
    expect(all.items).toHaveLength(SEARCH_PAGE_SIZE);
    expect(all.pages).toBe(Math.ceil(all.count / 20));
    const last = await search({ page: all.pages });
    expect(last.items.length).toBe(all.count - (all.pages - 1) * 20);
    expect(last.items.length).toBeGreaterThan(0);
    // Pages do not overlap.
    const second = await search({ page: 2 });
    const firstIds = new Set(all.items.map((i) => i.ProfileID));
    expect(second.items.some((i) => firstIds.has(i.ProfileID))).toBe(false);
    // A member without a member number (pending@) is not on the register.
    expect((await search({ term: 'Kiprotich Koech' })).items.map((i) => i.ProfileID)).not.toContain(pending.profileId);
  });

  it('page count: at least 1, never an empty last page', () => {
    expect([0, 1, 19, 20, 21, 40, 41].map((n) => searchPageCount(n))).toEqual([1, 1, 1, 1, 2, 2, 3]);
  });

  it('finds by name or member number, trimmed, case and diacritics insensitive', async () => {
    const byNo = await search({ term: `  ${member.memberNo!.toLowerCase()}  ` });
    expect(byNo.items.map((i) => i.ProfileID)).toContain(member.profileId);
    const plain = await search({ term: 'wanjiru kamau' });
    const exact = await search({ term: 'Wanjirũ Kamau' });
    expect(plain.items.map((i) => i.ProfileID)).toContain(member.profileId);
    expect(exact.count).toBe(plain.count);
    for (const item of plain.items) {
      const name = `${item.FirstName} ${item.SecondName} ${item.LastName}`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      expect(name).toContain('wanjiru');
      expect(name).toContain('kamau');
    }
    const none = await search({ term: 'zzzz-nobody' });
    expect(none).toMatchObject({ items: [], count: 0, pages: 1, page: 1 });
    // Whitespace only lists everyone.
    expect((await search({ term: '   ' })).count).toBe((await search({})).count);
  });

  it('filters by Gender and category, alone and together', async () => {
    const all = await search({});
    const female = await search({ Gender: 'Female' });
    const male = await search({ Gender: 'Male' });
    expect(female.items.every((i) => i.Gender === 'Female')).toBe(true);
    expect(male.items.every((i) => i.Gender === 'Male')).toBe(true);
    expect(female.count + male.count).toBeLessThan(all.count); // firms have no gender
    const pe = await search({ category: 'pe' });
    expect(pe.count).toBeGreaterThan(0);
    expect(pe.items.every((i) => i.MemberShipType === 'PE' && i.categoryDescription !== '')).toBe(true);
    const both = await search({ category: 'PE', Gender: 'Female', page: 1 });
    expect(both.items.every((i) => i.MemberShipType === 'PE' && i.Gender === 'Female')).toBe(true);
    expect(both.count).toBeLessThan(pe.count);
    expect((await search({ category: 'NOPE' })).count).toBe(0);
  });

  it('issue 34: the count respects each filter alone and together, counted again from the records themselves', async () => {
    const plain = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const listed = t.backend.db.profiles.findMany((q) => q.where({ MemberNo: (m) => m !== '' }));
    const expected = (f: { term?: string; Gender?: string; category?: string }) =>
      listed.filter(
        (p) =>
          (!f.term || plain(`${p.FirstName} ${p.SecondName} ${p.LastName} ${p.MemberNo}`).includes(f.term)) &&
          (!f.Gender || p.Gender === f.Gender) &&
          (!f.category || p.MemberShipType === f.category),
      ).length;
    const stats = (await t.anon.call(e.searchStats)).data;
    const cases: Array<{ term?: string; Gender?: 'Male' | 'Female'; category?: string }> = [
      { term: 'a' },
      { Gender: 'Female' },
      { Gender: 'Male' },
      ...stats.byCategory.map((c) => ({ category: c.category })),
      { term: 'a', Gender: 'Female' },
      { term: 'a', category: 'PE' },
      { term: 'a', Gender: 'Female', category: 'PE' },
      { term: 'a', Gender: 'Female', category: 'GRADUATE' },
    ];
    const counts = new Map<string, number>();
    for (const c of cases) {
      const got = (await search(c)).count;
      counts.set(JSON.stringify(c), got);
      expect({ ...c, count: got }).toEqual({ ...c, count: expected(c) });
    }
    // Each filter narrows on its own: adding the category to 'a' + Female changes the count.
    const femaleA = counts.get(JSON.stringify({ term: 'a', Gender: 'Female' }))!;
    const femalePeA = counts.get(JSON.stringify({ term: 'a', Gender: 'Female', category: 'PE' }))!;
    expect(femalePeA).toBeGreaterThan(0);
    expect(femalePeA).toBeLessThan(femaleA);
  });

  it('answers a page past the end with an empty page, and a damaged term with a 400 and a message', async () => {
    const far = await search({ page: 9999 });
    expect(far).toMatchObject({ items: [], page: 9999 });
    expect(far.count).toBeGreaterThan(0);
    expect(far.pages).toBe(searchPageCount(far.count));
    await expect(t.anon.call(e.search, { query: { term: '%%%not-base64%%%' } })).rejects.toMatchObject({
      status: 400,
      message: 'The search term is not correctly encoded (base64 expected).',
    });
    // Valid base64 of bytes that are not UTF-8 text.
    await expect(t.anon.call(e.search, { query: { term: '//79' } })).rejects.toMatchObject({ status: 400 });
    await expect(t.anon.call(e.search, { query: { page: 0 } })).rejects.toMatchObject({ message: 'The page must be 1 or more' });
  });

  it('shows one public card (work contacts only), and 404 for an unknown or unregistered profile', async () => {
    const card = (await t.anon.call(e.searchShow, { params: { profileId: member.profileId! } })).data;
    expect(card).toMatchObject({ ProfileID: member.profileId, MemberNo: member.memberNo, FirstName: member.firstName });
    expect(card.contacts.every((c) => c.Type === 'Work')).toBe(true);
    expect(card.workexp.length).toBeGreaterThan(0);
    // What the server sends (the client would strip unknown fields): nothing private.
    const sent = (await raw('', 'GET', `profile/search/show/${member.profileId!}`)).body.data as Record<string, unknown>;
    for (const field of ['Email', 'PhoneNo', 'IdentificationDocumentNo', 'DateOfBirth', 'KRAPin', 'CustomerNo', 'userId', 'Image'])
      expect(sent).not.toHaveProperty(field);
    expect(JSON.stringify(sent)).not.toContain(member.email);
    await expect(t.anon.call(e.searchShow, { params: { profileId: 'PROF-NOPE' } })).rejects.toMatchObject({
      status: 404,
      message: 'No member was found with this profile.',
    });
    await expect(t.anon.call(e.searchShow, { params: { profileId: pending.profileId! } })).rejects.toMatchObject({ status: 404 });
  });

  it("the card's work contacts leave masked (first 3 and last 3 characters, spec 1 §9); personal ones never leave", async () => {
    const me = await session(t, member.email);
    await me.client.call(e.saveContact, {
      body: {
        Type: 'Work',
        PhoneNo: '0722111999',
        Email: 'w.kamau@kenha.example',
        Address: 'Barabara Plaza',
        Country: 'KE',
        County: '',
        City: '',
        PostCode: '',
      },
    });
    const sent = JSON.stringify((await raw('', 'GET', `profile/search/show/${member.profileId!}`)).body);
    for (const secret of ['0722111999', 'w.kamau@kenha.example', member.phone!, member.email, member.idNumber!])
      expect(sent).not.toContain(secret);
    const card = (await t.anon.call(e.searchShow, { params: { profileId: member.profileId! } })).data;
    expect(card.contacts).toEqual([
      expect.objectContaining({ Type: 'Work', PhoneNo: '072****999', Email: `w.k${'*'.repeat(15)}ple`, Address: 'Barabara Plaza' }),
    ]);
    expect(card.contactsEntity).toEqual(card.contacts[0]);
    // Neither does a search page carry a contact, a phone or an id.
    const page = JSON.stringify((await raw('', 'GET', `profile/search?term=${encodeURIComponent(encodeBase64('Kamau'))}`)).body);
    for (const secret of [member.phone!, member.email, member.idNumber!, '0722111999']) expect(page).not.toContain(secret);
  });

  it('stats: the total of the search, counts by category and by gender that add up', async () => {
    const stats = (await t.anon.call(e.searchStats)).data;
    const all = await search({});
    expect(stats.total).toBe(all.count);
    expect(stats.byCategory.reduce((n, c) => n + c.count, 0)).toBe(stats.total);
    expect(stats.byGender.reduce((n, g) => n + g.count, 0)).toBe(stats.total);
    const pe = stats.byCategory.find((c) => c.category === 'PE')!;
    expect(pe.count).toBe((await search({ category: 'PE' })).count);
    expect(stats.byGender.find((g) => g.Gender === 'Female')!.count).toBe((await search({ Gender: 'Female' })).count);
  });

  it('follows changes: a renamed member is found by the new name at once', async () => {
    const me = await session(t, member.email);
    const before = (await t.anon.call(e.searchStats)).data.total;
    await me.client.call(e.updateProfile, { body: { ProfileID: member.profileId!, SecondName: 'Zawadiya' } });
    expect((await search({ term: 'zawadiya' })).items.map((i) => i.ProfileID)).toEqual([member.profileId]);
    await me.client.call(e.addSpecialization, { body: { Code: 'SP09', Description: 'Tunnelling' } });
    const card = (await t.anon.call(e.searchShow, { params: { profileId: member.profileId! } })).data;
    expect(card.specialization.map((s) => s.Description)).toContain('Tunnelling');
    expect((await t.anon.call(e.searchStats)).data.total).toBe(before);
  });

  it('keeps its order and counts right through in-place changes, as a fresh build would', async () => {
    const db = t.backend.db;
    const me = await session(t, member.email);
    // A new surname moves member@ to the front of the unfiltered list.
    await me.client.call(e.updateProfile, { body: { ProfileID: member.profileId!, LastName: 'Aabara' } });
    expect((await search({})).items[0]!.ProfileID).toBe(member.profileId);
    // Another area's write (good standing) shows at once.
    const stored = db.profiles.findFirst((q) => q.where({ ProfileID: member.profileId! }))!;
    await db.profiles.update(stored, { data: (p) => void (p.InGoodStanding = false) });
    expect((await t.anon.call(e.searchShow, { params: { profileId: member.profileId! } })).data.InGoodStanding).toBe(false);
    // A member removed from the register (no member number) leaves the list and the stats.
    const total = (await t.anon.call(e.searchStats)).data.total;
    const someone = db.profiles.findFirst((q) => q.where({ userId: null, MemberShipType: 'GRADUATE' }))!;
    await db.profiles.update(someone, { data: (p) => void (p.MemberNo = '') });
    expect((await t.anon.call(e.searchStats)).data.total).toBe(total - 1);
    await expect(t.anon.call(e.searchShow, { params: { profileId: someone.ProfileID } })).rejects.toMatchObject({ status: 404 });

    // The first pages equal a sort of the stored profiles from scratch.
    const sortKey = (p: { FirstName: string; LastName: string; MemberNo: string }) =>
      searchKey(`${p.LastName || p.FirstName} ${p.FirstName} ${p.MemberNo}`);
    const expected = db.profiles
      .findMany((q) => q.where({ MemberNo: (m) => m !== '' }))
      .map((p) => ({ id: p.ProfileID, key: sortKey(p) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .slice(0, 60)
      .map((x) => x.id);
    const listed = [...(await search({ page: 1 })).items, ...(await search({ page: 2 })).items, ...(await search({ page: 3 })).items].map(
      (i) => i.ProfileID,
    );
    expect(listed).toEqual(expected);
  });
});
