// Membership categories and their charges (spec 1 §3, spec 3 §3).
import { z } from './mini';

const ChargeSchema = z.object({
  /** APPLICATION, SUBSCRIPTION, LICENSE, UPGRADE… */
  Charge_Type: z.string(),
  /** Document 3 names the same field Charge_Item. */
  Charge_Item: z.string(),
  Currency_Code: z.string(),
  Amount_Including_VAT: z.number().check(z.nonnegative()),
});

export const MembershipCategorySchema = z.object({
  Code: z.string(),
  Description: z.string(),
  categoryType: z.enum(['Individual', 'Corporate']),
  CanApply: z.boolean(),
  charges: z.array(ChargeSchema),
});
export type MembershipCategory = z.infer<typeof MembershipCategorySchema>;

/** The application charge of a category (the card on /categories), or null when it has none. */
export function applicationCharge(category: MembershipCategory): { amount: number; currency: string } | null {
  const charge = category.charges.find((c) => /APPLICATION/i.test(c.Charge_Type) || /APPLICATION/i.test(c.Charge_Item));
  return charge ? { amount: charge.Amount_Including_VAT, currency: charge.Currency_Code || 'KES' } : null;
}

/** The categories a visitor can apply for, of one type (the tabs Individual and Firm). */
export function applicableCategories(categories: MembershipCategory[], type: MembershipCategory['categoryType']): MembershipCategory[] {
  return categories.filter((c) => c.CanApply && c.categoryType === type);
}

/**
 * The name a person reads for a category code ('Graduate Engineer' for 'GRADUATE', matched without regard to case):
 * the code itself when the categories have not arrived or do not hold it, so a code is never lost.
 */
export function categoryName(categories: readonly Pick<MembershipCategory, 'Code' | 'Description'>[], code: string): string {
  const wanted = code.trim().toUpperCase();
  return categories.find((c) => c.Code.toUpperCase() === wanted)?.Description.trim() || code;
}
