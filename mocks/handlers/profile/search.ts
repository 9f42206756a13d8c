// The public Member Checker. A search over 10,000 members must stay well under 20 ms, so requests never scan
// sub-lists: an in-memory index (one lowercase, diacritic-free key per listed member plus its ready answer row,
// sorted once) is built on first use and rebuilt lazily after any change to profiles, specializations or
// categories (collection hooks bump a revision).
import { decodeBase64, endpoints } from '../../../src/contract';
import { SEARCH_PAGE_SIZE, searchPageCount, type MemberSearchPage, type MemberStats, type PublicMember, type PublicMemberCard } from '../../../src/contract/profile-search';
import { badRequest, notFound } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { AnyCollection, Db } from '../../db';

interface Entry {
  key: string;
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
  revision: number;
  builtAt: number;
  index: SearchIndex | undefined;
}

const states = new WeakMap<Db, IndexState>();

/** Lowercase without diacritics: 'Wanjirũ' matches 'wanjiru'. */
export const searchKey = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

function watch(db: Db): IndexState {
  let state = states.get(db);
  if (state) return state;
  const s: IndexState = { revision: 0, builtAt: -1, index: undefined };
  const bump = () => void (s.revision += 1);
  for (const c of [db.profiles, db.specializations, db.categories] as AnyCollection[]) {
    c.hooks.on('create', bump);
    c.hooks.on('update', bump);
    c.hooks.on('delete', bump);
  }
  states.set(db, s);
  state = s;
  return state;
}

function build(db: Db): SearchIndex {
  const specs = new Map<string, Array<{ Description: string }>>();
  for (const s of db.specializations.all()) {
    const list = specs.get(s.ProfileID) ?? [];
    list.push({ Description: s.Description });
    specs.set(s.ProfileID, list);
  }
  const categories = new Map(db.categories.all().map((c) => [c.Code, c.Description]));
  const entries: Array<Entry & { sort: string }> = [];
  for (const p of db.profiles.all()) {
    if (!p.MemberNo) continue;
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
      specialization: specs.get(p.ProfileID) ?? [],
    };
    entries.push({
      key: searchKey(`${p.FirstName} ${p.SecondName} ${p.LastName} ${p.MemberNo}`),
      gender: p.Gender,
      category: p.MemberShipType.toLowerCase(),
      item,
      sort: searchKey(`${p.LastName || p.FirstName} ${p.FirstName} ${p.MemberNo}`),
    });
  }
  entries.sort((a, b) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0));

  const byCategory = new Map<string, number>();
  const byGender = new Map<string, number>([['Male', 0], ['Female', 0]]);
  for (const en of entries) {
    byCategory.set(en.item.MemberShipType, (byCategory.get(en.item.MemberShipType) ?? 0) + 1);
    byGender.set(en.gender, (byGender.get(en.gender) ?? 0) + 1);
  }
  const stats: MemberStats = {
    total: entries.length,
    byCategory: [...categories.entries()].map(([category, description]) => ({ category, description, count: byCategory.get(category) ?? 0 })),
    byGender: [...byGender.entries()].filter(([g, n]) => g !== '' || n > 0).map(([Gender, count]) => ({ Gender, count })),
  };
  return { entries, byProfileId: new Map(entries.map((en) => [en.item.ProfileID, en])), stats };
}

export function searchIndex(db: Db): SearchIndex {
  const state = watch(db);
  if (!state.index || state.builtAt !== state.revision) {
    state.index = build(db);
    state.builtAt = state.revision;
  }
  return state.index;
}

export interface SearchOptions {
  /** Plain text (already decoded); empty lists everyone. */
  term?: string | undefined;
  gender?: 'Male' | 'Female' | undefined;
  category?: string | undefined;
  /** 1-based. */
  page?: number | undefined;
}

/** The page of members matching every word of the term (name or member number) and the filters. */
export function searchProfiles(db: Db, options: SearchOptions): MemberSearchPage {
  const { entries } = searchIndex(db);
  const words = searchKey(options.term ?? '').split(/\s+/).filter(Boolean);
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

export function memberCard(db: Db, profileId: string): PublicMemberCard {
  const entry = searchIndex(db).byProfileId.get(profileId);
  if (!entry) throw notFound('No member was found with this profile.');
  const contacts = db.contacts
    .findMany((q) => q.where({ ProfileID: profileId, Type: 'Work' }), { orderBy: { lineNo: 'asc' } })
    .map(({ Type, PhoneNo, Email, Address, Country, County, City, PostCode }) => ({ Type, PhoneNo, Email, Address, Country, County, City, PostCode }));
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
    return { data: searchProfiles(db, { term, gender: query.Gender, category: query.category, page: query.page }) };
  }),
  route(e.searchShow, ({ db, params }) => ({ data: memberCard(db, params.profileId) })),
  route(e.searchStats, ({ db }) => ({ data: searchIndex(db).stats })),
];
