// Mock mode paints before the fake backend answers. With the settings the page showed last time (kept in local
// storage), that first frame already looks like the loaded page and nothing moves when the settings arrive; on a
// first visit the defaults stand in. Anything unreadable counts as nothing remembered.
import { DEFAULT_SITE, type Site } from '#kernel/portal/site-context';

const KEY = 'portal.site';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function rememberedSite(): Site {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (
      !isRecord(stored) ||
      typeof stored.displayName !== 'string' ||
      !isRecord(stored.minor) ||
      !isRecord(stored.colors) ||
      !Array.isArray(stored.packages)
    ) {
      return DEFAULT_SITE;
    }
    const { displayName, minor, colors, packages, logo, projectUrl } = stored;
    return {
      displayName,
      colors: colors as Site['colors'],
      packages: packages as Site['packages'],
      minor: { ...DEFAULT_SITE.minor, ...(minor as Partial<Site['minor']>) },
      logo: typeof logo === 'string' ? logo : null,
      projectUrl: typeof projectUrl === 'string' ? projectUrl : '',
    };
  } catch {
    return DEFAULT_SITE;
  }
}

export function rememberSite(site: Site): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(site));
  } catch {
    // Storage full or blocked: the next visit starts from the defaults.
  }
}
