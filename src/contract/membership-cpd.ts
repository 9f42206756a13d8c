// CPD awards (spec 2 §3, §9; spec 3 §2): a module of their own, read by the member data on every member page, so
// its first load carries no event or booking schema (membership-events.ts).
import { z } from './mini';
import { AnswerDayOrEmptySchema, AnswerDaySchema, messages, requiredText } from './rules';

export const CpdAwardSchema = z.object({
  memberNo: z.string(),
  description: z.string(),
  provider: z.string(),
  location: z.string(),
  eventDate: AnswerDaySchema,
  endDate: AnswerDayOrEmptySchema,
  pointAwarded: z.number().check(z.nonnegative()),
  eventCode: z.string(),
  certificateNo: z.string(),
  bookingNo: z.string(),
  /** The year, as text (the year filter compares text). */
  period: z.string(),
});
export type CpdAward = z.infer<typeof CpdAwardSchema>;

/** Spec 2 §9: a helper fetches with this placeholder when the member has no number yet (answers an empty list). */
export const PLACEHOLDER_MEMBER_NO = 'A00000';

export const CpdAwardsQuerySchema = z.object({ memberNo: requiredText(messages.fieldRequired, 50) });
