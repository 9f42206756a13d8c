// The public Member Checker. A search over 10,000 members must stay well under 20 ms, so requests never scan
// sub-lists: an in-memory index (one lowercase, diacritic-free key per listed member plus its ready answer row,
// sorted once) is built on first use. Collection hooks keep it right: a changed profile or specialization marks
// that profile, whose entry is replaced in place on next use; a created or deleted profile or a changed category
// (or many changes at once: a reset, a restore) rebuilds it.
import { decodeBase64, endpoints, mask } from '#contract';
import { SEARCH_PAGE_SIZE, searchPageCount, type MemberSearchPage, type MemberStats, type PublicMember } from '#contract/profile-search.ts';
import type { PublicMemberCard } from '#contract/member-card.ts';
import { badRequest, notFound } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { AnyCollection, Db } from '../../db';
import type { ProfileRecord } from '../../db/profile';
import { checkCertificateReference } from '../../domain/conferral';

interface Entry {
  key: string;
  /** Sort key: surname, first name, member number (diacritic-free). */
  sort: string;
  gender: string;
  category: string;
  item: PublicMember;
}

interface SearchIndex {
  entries: Entry[];
  byProfileId: Map<string, Entry>;
  stats: MemberStats;
}

interface IndexState {
  /** A change the index cannot patch (a profile created or deleted, a category changed): rebuild on next use. */
  stale: boolean;
  /** Profiles whose entry changed (profile or specialization updates): patched on next use. */
  dirty: Set<string>;
  index: SearchIndex | undefined;
}

/** Past this many changed profiles a rebuild is cheaper than patching one by one. */
const PATCH_LIMIT = 200;

const states = new WeakMap<Db, IndexState>();

/** Lowercase without diacritics: 'Wanjirũ' matches 'wanjiru'. */
export const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function watch(db: Db): IndexState {
  const known = states.get(db);
  if (known) return known;
  const s: IndexState = { stale: true, dirty: new Set(), index: undefined };
  const stale = () => void (s.stale = true);
  const touch = (...records: Array<{ ProfileID: string } | undefined>) => {
    if (s.stale) return;
    for (const r of records) if (r) s.dirty.add(r.ProfileID);
  };
  // Hooks run before the collection applies the change; the index is brought up to date lazily, on next use.
  db.profiles.hooks.on('create', stale);
  db.profiles.hooks.on('delete', stale);
  db.profiles.hooks.on('update', ({ data }) => touch(data.prevRecord, data.nextRecord));
  db.specializations.hooks.on('create', ({ data }) => touch(data.record));
  db.specializations.hooks.on('update', ({ data }) => touch(data.prevRecord, data.nextRecord));
  db.specializations.hooks.on('delete', ({ data }) => touch(data.deletedRecord));
  for (const c of [db.categories] as AnyCollection[]) {
    c.hooks.on('create', stale);
    c.hooks.on('update', stale);
    c.hooks.on('delete', stale);
  }
  states.set(db, s);
  return s;
}

/** A restore replaces every record (mocks/db/load-records.ts): the index is rebuilt on next use. */
export function searchIndexRestored(db: Db): void {
  const s = states.get(db);
  if (s) s.stale = true;
}

const categoriesOf = (db: Db) => new Map(db.categories.all().map((c) => [c.Code, c.Description]));

function entryOf(p: ProfileRecord, specialization: Array<{ Description: string }>, categories: Map<string, string>): Entry {
  const item: PublicMember = {
    ProfileID: p.ProfileID,
    FirstName: p.FirstName,
    SecondName: p.SecondName,
    LastName: p.LastName,
    MemberNo: p.MemberNo,
    MemberShipType: p.MemberShipType,
    categoryDescription: categories.get(p.MemberShipType) ?? p.MemberShipType,
    Gender: p.Gender,
    Discipline: p.Discipline,
    County: p.County,
    City: p.City,
    InGoodStanding: p.InGoodStanding,
    memberInformation: p.memberInformation.map((m) => ({ No: m.No, Status: m.Status, Registration_Date: m.Registration_Date })),
    specialization,
  };
  return {
    key: searchKey(`${p.FirstName} ${p.SecondName} ${p.LastName} ${p.MemberNo}`),
    sort: searchKey(`${p.LastName || p.FirstName} ${p.FirstName} ${p.MemberNo}`),
    gender: p.Gender,
    category: p.MemberShipType.toLowerCase(),
    item,
  };
}

const bySort = (a: Entry, b: Entry) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0);

function statsOf(entries: Entry[], categories: Map<string, string>): MemberStats {
  const byCategory = new Map<string, number>();
  const byGender = new Map<string, number>([
    ['Male', 0],
    ['Female', 0],
  ]);
  for (const en of entries) {
    byCategory.set(en.item.MemberShipType, (byCategory.get(en.item.MemberShipType) ?? 0) + 1);
    byGender.set(en.gender, (byGender.get(en.gender) ?? 0) + 1);
  }
  return {
    total: entries.length,
    byCategory: [...categories.entries()].map(([category, description]) => ({
      category,
      description,
      count: byCategory.get(category) ?? 0,
    })),
    byGender: [...byGender.entries()].filter(([g, n]) => g !== '' || n > 0).map(([Gender, count]) => ({ Gender, count })),
  };
}

function build(db: Db): SearchIndex {
  const specs = new Map<string, Array<{ Description: string }>>();
  for (const s of db.specializations.all()) {
    const list = specs.get(s.ProfileID) ?? [];
    list.push({ Description: s.Description });
    specs.set(s.ProfileID, list);
  }
  const categories = categoriesOf(db);
  const entries: Entry[] = [];
  for (const p of db.profiles.all()) {
    if (p.MemberNo) entries.push(entryOf(p, specs.get(p.ProfileID) ?? [], categories));
  }
  entries.sort(bySort);
  return { entries, byProfileId: new Map(entries.map((en) => [en.item.ProfileID, en])), stats: statsOf(entries, categories) };
}

/** Replaces the entries of the changed profiles, keeping the order (binary insertion). */
function patch(db: Db, index: SearchIndex, profileIds: Iterable<string>): void {
  const categories = categoriesOf(db);
  const { entries, byProfileId } = index;
  for (const id of profileIds) {
    const old = byProfileId.get(id);
    if (old) {
      entries.splice(entries.indexOf(old), 1);
      byProfileId.delete(id);
    }
    // Plain scans of the stored arrays: the query builder costs far more per record.
    const p = db.profiles.all().find((r) => r.ProfileID === id);
    if (!p?.MemberNo) continue;
    const specialization = db.specializations
      .all()
      .filter((r) => r.ProfileID === id)
      .map((r) => ({ Description: r.Description }));
    const entry = entryOf(p, specialization, categories);
    let lo = 0;
    let hi = entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bySort(entries[mid]!, entry) <= 0) lo = mid + 1;
      else hi = mid;
    }
    entries.splice(lo, 0, entry);
    byProfileId.set(id, entry);
  }
  index.stats = statsOf(entries, categories);
}

function searchIndex(db: Db): SearchIndex {
  const state = watch(db);
  if (!state.index || state.stale || state.dirty.size > PATCH_LIMIT) {
    state.index = build(db);
    state.stale = false;
  } else if (state.dirty.size > 0) {
    patch(db, state.index, state.dirty);
  }
  state.dirty.clear();
  return state.index;
}

interface SearchOptions {
  /** Plain text (already decoded); empty lists everyone. */
  term?: string | undefined;
  gender?: 'Male' | 'Female' | undefined;
  category?: string | undefined;
  /** 1-based. */
  page?: number | undefined;
}

/** The page of members matching every word of the term (name or member number) and the filters. */
function searchProfiles(db: Db, options: SearchOptions): MemberSearchPage {
  const { entries } = searchIndex(db);
  const words = searchKey(options.term ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const category = options.category?.trim().toLowerCase() || undefined;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const start = (page - 1) * SEARCH_PAGE_SIZE;
  const items: PublicMember[] = [];
  let count = 0;
  for (const en of entries) {
    if (options.gender && en.gender !== options.gender) continue;
    if (category && en.category !== category) continue;
    let ok = true;
    for (const w of words) {
      if (!en.key.includes(w)) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (count >= start && items.length < SEARCH_PAGE_SIZE) items.push(en.item);
    count++;
  }
  return { items, count, page, perPage: SEARCH_PAGE_SIZE, pages: searchPageCount(count) };
}

/**
 * A search for a certificate's verification reference (DECISIONS.md §F): the one member it names, with what the
 * register says of the grade and day it names; undefined when the term is no reference the register holds (it is
 * then searched as words, and matches nobody).
 */
function certificateSearch(db: Db, options: SearchOptions): MemberSearchPage | undefined {
  const found = checkCertificateReference(db, options.term ?? '');
  const entry = found && searchIndex(db).byProfileId.get(found.profileId);
  if (!found || !entry) return undefined;
  const category = options.category?.trim().toLowerCase();
  const shown = (!options.gender || entry.gender === options.gender) && (!category || entry.category === category);
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const items = shown && page === 1 ? [entry.item] : [];
  return { items, count: shown ? 1 : 0, page, perPage: SEARCH_PAGE_SIZE, pages: 1, certificate: found.check };
}

function memberCard(db: Db, profileId: string): PublicMemberCard {
  const entry = searchIndex(db).byProfileId.get(profileId);
  if (!entry) throw notFound('No member was found with this profile.');
  const contacts = db.contacts
    .findMany((q) => q.where({ ProfileID: profileId, Type: 'Work' }), { orderBy: { lineNo: 'asc' } })
    // The card shows work contacts only, their phone and e-mail masked like every phone and id (spec 1 §9).
    .map(({ Type, PhoneNo, Email, Address, Country, County, City, PostCode }) => ({
      Type,
      PhoneNo: mask(PhoneNo),
      Email: mask(Email),
      Address,
      Country,
      County,
      City,
      PostCode,
    }));
  const workexp = db.workExperience
    .findMany((q) => q.where({ ProfileID: profileId }), { orderBy: { StartDate: 'desc' } })
    .map(({ PlaceOfWork, Designation, StartDate, EndDate, Current }) => ({ PlaceOfWork, Designation, StartDate, EndDate, Current }));
  return { ...entry.item, contacts, contactsEntity: contacts[0] ?? null, workexp };
}

const e = endpoints.profile;

export const searchRoutes: MockRoute[] = [
  route(e.search, ({ db, query }) => {
    let term = '';
    if (query.term !== undefined && query.term.trim() !== '') {
      const decoded = decodeBase64(query.term);
      if (!decoded.ok) throw badRequest('The search term is not correctly encoded (base64 expected).');
      term = decoded.value.trim();
    }
    const options = { term, gender: query.Gender, category: query.category, page: query.page };
    return { data: certificateSearch(db, options) ?? searchProfiles(db, options) };
  }),
  route(e.searchShow, ({ db, params }) => ({ data: memberCard(db, params.profileId) })),
  route(e.searchStats, ({ db }) => ({ data: searchIndex(db).stats })),
];
