// The portal's settings as every screen's frame needs them (spec 1 §3): the settings record (theme colours,
// installed packages, minor settings) and the company (name, logo), read through the shared loader. It hears the
// world as `site`: an administrator's save (machines/admin/admin-settings.machine.ts) repaints the portal at once.
import { MinorSettingsSchema, type ApiClient, type MinorSettings, siteEndpoints } from '#contract';
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

export async function loadSite(api: ApiClient): Promise<Site> {
  const [settings, company] = await Promise.all([api.call(siteEndpoints.settings), api.call(siteEndpoints.company)]);
  const s = settings.data;
  return {
    colors: Object.fromEntries(s.site_colors.map((c) => [c.colorName, c.color])),
    packages: s.site_installed_packages,
    minor: s.minor_settings,
    displayName: company.data.displayName || DEFAULT_SITE.displayName,
    projectUrl: s.projectURL,
    logo: company.data.logo
      ? company.data.logo.startsWith('data:')
        ? company.data.logo
        : `data:image/png;base64,${company.data.logo}`
      : null,
  };
}

/** Start it with `{ api, world, listenAs: 'site' }`. */
export const siteMachine = createLoaderMachine<Site>('site', loadSite, 'site');
