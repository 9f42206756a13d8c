// Spec 1 §7: the settings record and the company, read before anyone signs in (the login page shows the
// registration switch and captions; every screen's frame the name, logo and colours). Part of the `setup` area
// of the table with endpoints/setup.ts.
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { CompanySchema, SettingsSchema } from '../site';

const spec = '1 §7';

export const siteEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: 'admin/settings',
    access: 'public',
    spec,
    summary: 'The settings record (colours, packages, minor settings)',
    answer: envelope(SettingsSchema),
  }),
  company: defineEndpoint({
    method: 'GET',
    path: 'company',
    access: 'public',
    spec,
    summary: "The organisation's name and logo",
    answer: envelope(CompanySchema),
  }),
};
