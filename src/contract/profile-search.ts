// The public Member Checker (spec 1 §2.5, §7): search by name or member number (term sent as base64), 20 per page,
// filters by Gender and category, one public card, grouped counts for the Summary cards.
import { decodeBase64, encodeBase64 } from './base64';
import { CertificateCheckSchema } from './certificate-reference';
import { z } from './mini';
import { AnswerDayOrEmptySchema } from './rules';

export const SEARCH_PAGE_SIZE = 20;

/** Pages of a result (spec §A: ceil(count/20), at least 1, never an empty last page). */
export const searchPageCount = (count: number, perPage: number = SEARCH_PAGE_SIZE) => Math.max(1, Math.ceil(count / perPage));

export const MemberSearchQuerySchema = z.object({
  /** base64 of the trimmed term; empty or absent lists everyone (filters still apply). */
  term: z.optional(z.string().check(z.maxLength(400, 'The search term is too long'))),
  /** 1-based. */
  page: z.optional(
    z.coerce
      .number({ error: 'The page must be a number' })
      .check(z.int('The page must be a number'), z.gte(1, 'The page must be 1 or more'), z.lte(100_000, 'The page is too large')),
  ),
  Gender: z.optional(z.enum(['Male', 'Female'], { error: 'Gender must be Male or Female' })),
  /** Membership category code. */
  category: z.optional(z.string().check(z.maxLength(50, 'Max 255 characters.'))),
});
export type MemberSearchQuery = z.input<typeof MemberSearchQuerySchema>;

const PublicSpecializationSchema = z.object({ Description: z.string() });

export const PublicMemberSchema = z.object({
  ProfileID: z.string(),
  FirstName: z.string(),
  SecondName: z.string(),
  LastName: z.string(),
  MemberNo: z.string(),
  MemberShipType: z.string(),
  /** The category's description (Professional Engineer…). */
  categoryDescription: z.string(),
  Gender: z.enum(['Male', 'Female', '']),
  Discipline: z.string(),
  County: z.string(),
  City: z.string(),
  InGoodStanding: z.boolean(),
  memberInformation: z.array(z.object({ No: z.string(), Status: z.string(), Registration_Date: AnswerDayOrEmptySchema })),
  specialization: z.array(PublicSpecializationSchema),
});
export type PublicMember = z.infer<typeof PublicMemberSchema>;

export const MemberSearchPageSchema = z.object({
  items: z.array(PublicMemberSchema),
  /** All matches: the view shows ceil(count / perPage) pages, at least 1. */
  count: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  perPage: z.number().check(z.int(), z.positive()),
  /** searchPageCount(count): a page past the last answers an empty items list, never an error. */
  pages: z.number().check(z.int(), z.positive()),
  /** When the term is a certificate's verification reference on the register: what the record says of it. */
  certificate: z.optional(CertificateCheckSchema),
});
export type MemberSearchPage = z.infer<typeof MemberSearchPageSchema>;

export const MemberStatsSchema = z.object({
  total: z.number().check(z.int()),
  byCategory: z.array(z.object({ category: z.string(), description: z.string(), count: z.number().check(z.int()) })),
  byGender: z.array(z.object({ Gender: z.string(), count: z.number().check(z.int()) })),
});
export type MemberStats = z.infer<typeof MemberStatsSchema>;

// ------------------------------------------------------------ the search a visitor asks for, and its address

/**
 * Longest term a visitor may search for, in UTF-16 units: at most 300 bytes of UTF-8, whose base64 (400
 * characters) is what the query above accepts. Names and member numbers are far shorter.
 */
export const SEARCH_TERM_MAX = 100;
export const SEARCH_TERM_TOO_LONG = `Enter at most ${SEARCH_TERM_MAX} characters.`;

export const GENDER_FILTERS = ['all', 'Male', 'Female'] as const;
export type GenderFilter = (typeof GENDER_FILTERS)[number];

/** What /search shows: the term (trimmed; blank means no search yet), the page and the two filters. */
export interface MemberSearch {
  term: string;
  page: number;
  gender: GenderFilter;
  /** A category code; '' for every category. */
  category: string;
}

export const NO_SEARCH: MemberSearch = { term: '', page: 1, gender: 'all', category: '' };

const CATEGORY_CODE = /^[A-Za-z0-9_-]{1,50}$/;
const PAGE = /^[1-9]\d{0,4}$/;

/**
 * The search kept in /search's address (?term=&page=&gender=&category=), so Back and a shared link restore it.
 * Each value that is not one the page could have written (a page of letters, an unknown gender, a term too
 * long) falls back to its default on its own; the others are kept.
 */
export function searchFromAddress(query: string | URLSearchParams): MemberSearch {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const term = (params.get('term') ?? '').trim();
  const page = params.get('page') ?? '';
  const gender = params.get('gender') ?? '';
  const category = params.get('category') ?? '';
  const hasTerm = term !== '' && term.length <= SEARCH_TERM_MAX;
  return {
    term: hasTerm ? term : '',
    // A page means something only for a term.
    page: hasTerm && PAGE.test(page) ? Number(page) : 1,
    gender: (GENDER_FILTERS as readonly string[]).includes(gender) ? (gender as GenderFilter) : 'all',
    category: CATEGORY_CODE.test(category) ? category : '',
  };
}

/** The address query of a search: only what differs from the defaults, in a fixed order. */
export function searchToAddress(search: MemberSearch): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.term) query.term = search.term;
  if (search.term && search.page > 1) query.page = String(search.page);
  if (search.gender !== 'all') query.gender = search.gender;
  if (search.category) query.category = search.category;
  return query;
}

/** The call's query for a search: the term as base64 (spec 1 §7), the filters only when set. */
export function searchCallQuery(search: MemberSearch): MemberSearchQuery {
  return {
    term: encodeBase64(search.term),
    page: search.page,
    ...(search.gender === 'all' ? {} : { Gender: search.gender }),
    ...(search.category ? { category: search.category } : {}),
  };
}

/** The code in /search/search-card/:code: the profile id, encoded (spec 1 §2.5). */
export const searchCardCode = (profileId: string) => encodeBase64(profileId);

/** The profile id a card code stands for, or null when the code is not one the portal wrote. */
export function profileIdOfCardCode(code: string): string | null {
  const decoded = decodeBase64(code);
  if (!decoded.ok) return null;
  const id = decoded.value.trim();
  return id !== '' && id.length <= 64 && /^[\w.-]+$/.test(id) ? id : null;
}
