// Reads what every screen's frame needs: the settings record (colours, packages, minor settings) and the
// company (name, logo), through the real client, and turns them into the views' Site.
import { type ApiClient, siteEndpoints } from '../contract';
import { DEFAULT_SITE, type Site } from '../features/portal/site-context';

export async function loadSite(api: ApiClient): Promise<Site> {
  const [settings, company] = await Promise.all([api.call(siteEndpoints.settings), api.call(siteEndpoints.company)]);
  const s = settings.data;
  return {
    colors: Object.fromEntries(s.site_colors.map((c) => [c.colorName, c.color])),
    packages: s.site_installed_packages,
    minor: s.minor_settings,
    displayName: company.data.displayName || DEFAULT_SITE.displayName,
    projectUrl: s.projectURL,
    logo: company.data.logo ? (company.data.logo.startsWith('data:') ? company.data.logo : `data:image/png;base64,${company.data.logo}`) : null,
  };
}
