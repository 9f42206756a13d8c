// The verification reference a membership certificate prints (DECISIONS.md §F): the member number, the grade and
// the day it was conferred, "M1001-PE-20230316". A third party types it into the Member Checker (or follows the
// certificate's link, /search?term=…), and the register confirms it: the search answers that member, and says
// whether that grade was conferred on that day. The facts are in the reference itself, so it cannot be guessed
// for a grade or a day the record does not hold.
import { hrefTo } from './routes';
import { z } from './mini';
import { AnswerDaySchema } from './rules';

export interface CertificateFacts {
  memberNo: string;
  /** The category code (PE, GRADUATE…). */
  category: string;
  /** yyyy-mm-dd. */
  conferredOn: string;
}

/** The reference of a certificate stating `facts`: upper case, the day without dashes. */
export const certificateReference = ({ memberNo, category, conferredOn }: CertificateFacts): string =>
  `${memberNo}-${category}-${conferredOn.slice(0, 10).replaceAll('-', '')}`.toUpperCase();

// The member number may hold dashes; the category code does not, and the day is eight digits.
const REFERENCE = /^(.+)-([A-Z0-9_]+)-(\d{4})(\d{2})(\d{2})$/;

/** The facts a typed reference names (any case, spaces around it), or null when the text is not a reference. */
export function parseCertificateReference(text: string): CertificateFacts | null {
  const match = REFERENCE.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, memberNo = '', category = '', year = '', month = '', day = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return { memberNo, category, conferredOn: `${year}-${month}-${day}` };
}

/** Where a certificate's reader checks it: the Member Checker searching for the reference. */
export const certificateCheckHref = (reference: string) => hrefTo('search', undefined, { term: reference });

/**
 * What the register says of a reference a search was for (beside the member it found): the grade and day the
 * reference names, as the record holds them, and whether that grade is still the member's.
 */
export const CertificateCheckSchema = z.object({
  reference: z.string(),
  memberNo: z.string(),
  /** The category's name (Professional Engineer…). */
  categoryDescription: z.string(),
  conferredOn: AnswerDaySchema,
  /** False when a later grade has been conferred since (the card shows the member's grade today). */
  current: z.boolean(),
});
export type CertificateCheck = z.infer<typeof CertificateCheckSchema>;
