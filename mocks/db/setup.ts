// Collections of the setup area: categories, the settings record, company, terms, disclaimers, payment options
// and the setup lookups.
import { lazyCollection } from './lazy-collection';
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
    categories: lazyCollection({ schema: MembershipCategorySchema }),
    settings: lazyCollection({ schema: SettingsRecordSchema }),
    company: lazyCollection({ schema: z.object({ logo: z.string(), displayName: z.string(), termsAndConditions: z.string() }) }),
    disclaimers: lazyCollection({ schema: DisclaimerSchema }),
    paymentOptions: lazyCollection({ schema: PaymentOptionSchema }),
    countries: lazyCollection({ schema: CountrySchema }),
    counties: lazyCollection({ schema: CountySchema }),
    cities: lazyCollection({ schema: CitySchema }),
    lookups: lazyCollection({ schema: LookupRowSchema }),
  };
}
