// Upgrades (spec 3 §3, §4, §9; spec §B): a module of their own, so the member pages' first load (which reads the
// member's applications, membership-applications.ts) carries no upgrade schema.
import { z } from './mini';
import { MembershipCommentSchema } from './membership-applications';
import { AnswerDayOrEmptySchema, messages, requiredText } from './rules';

/**
 * Document 3 names New, Open and Released and says others exist; the review steps are those of spec §B
 * (Committee Review, Board Review), displayed as In Review like an application's.
 */
const UpgradeStatusSchema = z.enum(['New', 'Open', 'Committee Review', 'Board Review', 'Released', 'Rejected']);
export type UpgradeStatus = z.infer<typeof UpgradeStatusSchema>;

export const UpgradeApplicationSchema = z.object({
  code: z.string(),
  fromCategory: z.string(),
  toCategory: z.string(),
  amount: z.number().check(z.nonnegative()),
  /** Year of the request, as text. */
  subsPeriod: z.string(),
  status: UpgradeStatusSchema,
  membershipComments: z.array(MembershipCommentSchema),
  postedReceiptNo: z.string(),
  /** Document number of the pro-forma invoice. */
  proFormaRef: z.string(),
  ProfileID: z.string(),
});
export type UpgradeApplication = z.infer<typeof UpgradeApplicationSchema>;

export const UpgradePlanSchema = z.object({
  /** Target category code. */
  ToCategory: z.string(),
  ToCategoryDescription: z.string(),
  Amount: z.number().check(z.nonnegative()),
});
export type UpgradePlan = z.infer<typeof UpgradePlanSchema>;

/** The static Available Upgrade Plan cards (spec 3 §2, §9). */
export interface StaticCategory {
  code: 'PE' | 'CE' | 'AC';
  name: string;
  amount: number;
  type: 'individual';
  description: string;
  disabled: boolean;
}

export const STATIC_UPGRADE_CATEGORIES: readonly StaticCategory[] = [
  {
    code: 'PE',
    name: 'Professional Engineer',
    amount: 11_000,
    type: 'individual',
    description: 'Upgrade to Professional Engineer',
    disabled: false,
  },
  {
    code: 'CE',
    name: 'Consulting Engineer',
    amount: 100_000,
    type: 'individual',
    description: 'Upgrade to Consulting Engineer',
    disabled: true,
  },
  {
    code: 'AC',
    name: 'Accredited Checker',
    amount: 11_000,
    type: 'individual',
    description: 'Upgrade to Accredited Checker',
    disabled: true,
  },
];

/** POST upgrade/submit (requestedDate is sent empty by the portal). */
export const UpgradeSubmitSchema = z.object({
  amount: z.number({ error: messages.fieldRequired }).check(z.positive('The amount must be positive')),
  toCategory: requiredText(messages.fieldRequired, 50),
  memberNo: requiredText(messages.fieldRequired, 50),
  ProfileID: requiredText(messages.fieldRequired, 50),
  requestedDate: z.optional(AnswerDayOrEmptySchema),
});

/** POST upgrade/upgrade-report and upgrade/acceptance-letter: the upgrade application code. */
export const UpgradeDocumentRequestSchema = z.object({ code: requiredText(messages.fieldRequired, 50) });
