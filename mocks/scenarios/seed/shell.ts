// Seeds the shell area's collections for a scenario.
import type { SeedContext } from '../context';
import { kenya } from '../kenya';

/** Application charges in KES (ours to choose: DECISIONS.md §B). */
const CHARGES: Record<string, { application: number; subscription: number; license: number; upgrade: number }> = {
  GRADUATE: { application: 2_320, subscription: 3_480, license: 0, upgrade: 0 },
  TECHNOLOGIST: { application: 3_480, subscription: 4_640, license: 0, upgrade: 0 },
  TECHNICIAN: { application: 2_900, subscription: 3_480, license: 0, upgrade: 0 },
  PE: { application: 11_600, subscription: 11_600, license: 17_400, upgrade: 11_000 },
  CE: { application: 23_200, subscription: 23_200, license: 34_800, upgrade: 100_000 },
  AC: { application: 11_600, subscription: 11_600, license: 17_400, upgrade: 11_000 },
  CORPORATE: { application: 58_000, subscription: 46_400, license: 69_600, upgrade: 0 },
};

export async function seedShell(ctx: SeedContext): Promise<void> {
  for (const c of kenya.membershipCategories) {
    const amounts = CHARGES[c.Code] ?? { application: 5_800, subscription: 5_800, license: 0, upgrade: 0 };
    const charge = (type: string, amount: number) => ({ Charge_Type: type, Charge_Item: type, Currency_Code: 'KES', Amount_Including_VAT: amount });
    await ctx.db.categories.create({
      ...c,
      charges: [
        charge('APPLICATION', amounts.application),
        charge('SUBSCRIPTION', amounts.subscription),
        ...(amounts.license > 0 ? [charge('LICENSE', amounts.license)] : []),
        ...(amounts.upgrade > 0 ? [charge('UPGRADE', amounts.upgrade)] : []),
      ],
    });
  }
}
