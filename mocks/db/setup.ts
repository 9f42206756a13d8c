// Collections of the setup area: categories, the settings record, company, terms, disclaimers, payment options
// and the setup lookups.
import { Collection } from '@msw/data';
import { z } from '#contract/mini.ts';
import { MembershipCategorySchema } from '#contract/catalog.ts';
import {
  CitySchema,
  CountrySchema,
  CountySchema,
  DisclaimerSchema,
  MinorSettingsSchema,
  PackagesSchema,
  PaymentOptionSchema,
  SettingsAddressSchema,
  SiteColorsSchema,
} from '#contract/setup.ts';

/** The settings as stored: the three JSON columns as objects. */
const SettingsRecordSchema = z.object({
  id: z.number().check(z.int()),
  site_colors: SiteColorsSchema,
  site_installed_packages: PackagesSchema,
  minor_settings: MinorSettingsSchema,
  // The fake server stores only what the contract lets it answer (an https URL or a same-origin path).
  projectURL: SettingsAddressSchema,
});

/** One row of a code/description lookup; `list` names the lookup (qualification-codes, title…). */
const LookupRowSchema = z.object({ list: z.string(), Code: z.string(), Description: z.string(), order: z.number().check(z.int()) });

export function createSetupCollections() {
  return {
    categories: new Collection({ schema: MembershipCategorySchema }),
    settings: new Collection({ schema: SettingsRecordSchema }),
    company: new Collection({ schema: z.object({ logo: z.string(), displayName: z.string(), termsAndConditions: z.string() }) }),
    disclaimers: new Collection({ schema: DisclaimerSchema }),
    paymentOptions: new Collection({ schema: PaymentOptionSchema }),
    countries: new Collection({ schema: CountrySchema }),
    counties: new Collection({ schema: CountySchema }),
    cities: new Collection({ schema: CitySchema }),
    lookups: new Collection({ schema: LookupRowSchema }),
  };
}
