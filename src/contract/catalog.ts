// Membership categories and their charges (document 1 §3, document 3 §3).
import { z } from 'zod';

export const ChargeSchema = z.object({
  /** APPLICATION, SUBSCRIPTION, LICENSE, UPGRADE… */
  Charge_Type: z.string(),
  /** Document 3 names the same field Charge_Item. */
  Charge_Item: z.string(),
  Currency_Code: z.string(),
  Amount_Including_VAT: z.number().nonnegative(),
});
export type Charge = z.infer<typeof ChargeSchema>;

export const MembershipCategorySchema = z.object({
  Code: z.string(),
  Description: z.string(),
  categoryType: z.enum(['Individual', 'Corporate']),
  CanApply: z.boolean(),
  charges: z.array(ChargeSchema),
});
export type MembershipCategory = z.infer<typeof MembershipCategorySchema>;
