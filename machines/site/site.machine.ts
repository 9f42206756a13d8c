// The portal's settings as every screen's frame needs them (spec 1 §3): the settings record (theme colours,
// installed packages, minor settings) and the company (name, logo), read through the shared loader. It hears the
// `site` change: an administrator's save (machines/admin/admin-settings.machine.ts) repaints the portal at once.
import { MinorSettingsSchema, type ApiClient, type MinorSettings, type Settings, siteEndpoints } from '#contract';
import { createLoaderMachine } from '../loader/loader.machine';

export interface Site {
  colors: Record<string, string>;
  packages: string[];
  minor: MinorSettings;
  displayName: string;
  /** A data: URL, or null for none. */
  logo: string | null;
  /** Where My Projects opens, in a new tab (spec §B: the settings' projectURL); empty when there is none. */
  projectUrl: string;
}

export const DEFAULT_SITE: Site = {
  colors: {},
  packages: [],
  // The contract's defaults, the same a settings record without minor settings gets.
  minor: MinorSettingsSchema.parse({}),
  displayName: 'Member portal',
  logo: null,
  projectUrl: '',
};

/** The settings and the company as the views need them: the answers' data, or the same record read at build time. */
export function siteOf(s: Settings, company: { logo: string; displayName: string }): Site {
  return {
    colors: Object.fromEntries(s.site_colors.map((c) => [c.colorName, c.color])),
    packages: s.site_installed_packages,
    minor: s.minor_settings,
    displayName: company.displayName || DEFAULT_SITE.displayName,
    projectUrl: s.projectURL,
    logo: company.logo ? (company.logo.startsWith('data:') ? company.logo : `data:image/png;base64,${company.logo}`) : null,
  };
}

export async function loadSite(api: ApiClient): Promise<Site> {
  const [settings, company] = await Promise.all([api.call(siteEndpoints.settings), api.call(siteEndpoints.company)]);
  return siteOf(settings.data, company.data);
}

/** Start it with `{ api }`, connected to the changes (machines/changes/change-bus.ts `connectChanges`). */
export const siteMachine = createLoaderMachine<Site>('site', loadSite, { hears: ['site', 'everything'] });
