// The registration body itself: its name on documents and its categories' charges.
import { MinorSettingsSchema } from '#contract';
import type { FormSwitches } from '#contract/form-switches.ts';
import { categoryName as nameOfCategory } from '#contract/catalog.ts';
import type { Db } from '../db';
import type { Board } from '../pdf/pdf';

/** The demo organisation: the company record's display name (seed/setup.ts) and the PDFs' letterhead. */
export const ORGANISATION = 'Engineers Board of Kenya (demo)';
export const ORGANISATION_SHORT = 'EBK';

/** A charge of a category in KES (Amount_Including_VAT), 0 when the category has none. */
export function chargeOf(db: Db, category: string, item: 'APPLICATION' | 'SUBSCRIPTION' | 'LICENSE' | 'UPGRADE'): number {
  const c = db.categories.findFirst((q) => q.where({ Code: category }));
  const charge = c?.charges.find((x) => x.Charge_Item === item || x.Charge_Type === item);
  return charge?.Amount_Including_VAT ?? 0;
}

/** A category's name as the portal shows it (the contract's rule): the code when the world has no such category. */
export const categoryName = (db: Db, code: string) => nameOfCategory(db.categories.findMany(), code);

/** Whose documents these are: the company's name and the theme's primary and secondary colours (the settings). */
export function boardOf(db: Pick<Db, 'company' | 'settings'>): Board {
  const colours = db.settings.findFirst()?.site_colors ?? [];
  const colour = (name: string, fallback: string) => colours.find((c) => c.colorName === name)?.color ?? fallback;
  return {
    name: db.company.findFirst()?.displayName || ORGANISATION,
    primary: colour('primary', '#0f4c81'),
    secondary: colour('secondary', '#b7860b'),
  };
}

/**
 * Which parts of the forms the body asks for now (the settings' countyField and practicing_firm, docs/spec/decisions.md
 * §E): the fake server's checks and the RESIDENCE checklist item follow them. No settings stored: the contract's defaults.
 */
export function formSwitchesOf(db: Pick<Db, 'settings'>): FormSwitches {
  const { countyField, practicing_firm } = db.settings.findFirst()?.minor_settings ?? MinorSettingsSchema.parse({});
  return { countyField, practicing_firm };
}

/** What a form that stores a country says when the code is not one of setup/countries. */
export const UNKNOWN_COUNTRY = 'Choose a country from the list.';

/**
 * Whether a country code is one of setup/countries: every write that stores a country checks it the same way, so
 * what a contact stores the licence wizard can prefill (issue 24 item 1).
 */
export const isKnownCountry = (db: Db, code: string) => Boolean(db.countries.findFirst((q) => q.where({ code })));
