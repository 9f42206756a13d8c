// The public Member Checker (document 1 §2.5, §7): search by name or member number (term sent as base64), 20 per page,
// filters by Gender and category, one public card, grouped counts for the Summary cards.
import { z } from './mini';
import { ContactSchema } from './profile-lists';

export const SEARCH_PAGE_SIZE = 20;

/** Pages of a result (decisions §A: ceil(count/20), at least 1, never an empty last page). */
export const searchPageCount = (count: number, perPage: number = SEARCH_PAGE_SIZE) => Math.max(1, Math.ceil(count / perPage));

export const MemberSearchQuerySchema = z.object({
  /** base64 of the trimmed term; empty or absent lists everyone (filters still apply). */
  term: z.optional(z.string().check(z.maxLength(400, 'The search term is too long'))),
  /** 1-based. */
  page: z.optional(z.coerce.number({ error: 'The page must be a number' }).check(z.int('The page must be a number'), z.gte(1, 'The page must be 1 or more'), z.lte(100_000, 'The page is too large'))),
  Gender: z.optional(z.enum(['Male', 'Female'], { error: 'Gender must be Male or Female' })),
  /** Membership category code. */
  category: z.optional(z.string().check(z.maxLength(50, 'Max 255 characters.'))),
});
export type MemberSearchQuery = z.input<typeof MemberSearchQuerySchema>;

export const PublicSpecializationSchema = z.object({ Description: z.string() });

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
  memberInformation: z.array(z.object({ No: z.string(), Status: z.string(), Registration_Date: z.string() })),
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
});
export type MemberSearchPage = z.infer<typeof MemberSearchPageSchema>;

/** A contact as the public card shows it: the row without its keys (Type as plain text). */
export const PublicContactSchema = z.extend(z.omit(ContactSchema, { lineNo: true, ProfileID: true }), { Type: z.string() });

export const PublicMemberCardSchema = z.extend(PublicMemberSchema, {
  /** Work contacts only: personal contacts are never public. */
  contacts: z.array(PublicContactSchema),
  /** The first work contact, or null. */
  contactsEntity: z.nullable(PublicContactSchema),
  workexp: z.array(z.object({ PlaceOfWork: z.string(), Designation: z.string(), StartDate: z.string(), EndDate: z.string(), Current: z.boolean() })),
});
export type PublicMemberCard = z.infer<typeof PublicMemberCardSchema>;

export const MemberStatsSchema = z.object({
  total: z.number().check(z.int()),
  byCategory: z.array(z.object({ category: z.string(), description: z.string(), count: z.number().check(z.int()) })),
  byGender: z.array(z.object({ Gender: z.string(), count: z.number().check(z.int()) })),
});
export type MemberStats = z.infer<typeof MemberStatsSchema>;
