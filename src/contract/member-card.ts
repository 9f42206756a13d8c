// A member's public card (spec 1 §2.5, §7, §9): the search's row with work contacts and experience. Apart from
// ./profile-search.ts because its contacts are the profile's contact rows (./profile-lists.ts, every sub-list's
// schemas): the Member Checker's first screen does not build them (docs/decisions/055).
import { z } from './mini';
import { ContactSchema } from './profile-lists';
import { PublicMemberSchema } from './profile-search';
import { AnswerDayOrEmptySchema } from './rules';

/** A contact as the public card shows it: the row without its keys (Type as plain text), phone and e-mail masked (spec 1 §9). */
const PublicContactSchema = z.extend(z.omit(ContactSchema, { lineNo: true, ProfileID: true }), {
  Type: z.string(),
  PhoneNo: z.string(),
  Email: z.string(),
});

export const PublicMemberCardSchema = z.extend(PublicMemberSchema, {
  /** Work contacts only: personal contacts are never public. */
  contacts: z.array(PublicContactSchema),
  /** The first work contact, or null. */
  contactsEntity: z.nullable(PublicContactSchema),
  workexp: z.array(
    z.object({
      PlaceOfWork: z.string(),
      Designation: z.string(),
      StartDate: AnswerDayOrEmptySchema,
      EndDate: AnswerDayOrEmptySchema,
      Current: z.boolean(),
    }),
  ),
});
export type PublicMemberCard = z.infer<typeof PublicMemberCardSchema>;
