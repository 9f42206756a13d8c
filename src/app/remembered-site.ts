// The portal paints before the settings answer. With the settings this browser showed last (local storage), or
// else the ones the build wrote into the page (scripts/site-in-page.ts: the seeded scenario's in mock mode, a
// configured record for a real backend), that first frame already looks like the loaded page and nothing moves
// when the settings arrive. Anything unreadable counts as nothing known.
import { DEFAULT_SITE, type Site } from '#kernel/portal/site-context.tsx';

const KEY = 'portal.site';
/** The element the build writes the settings into (a JSON data block: never run, so the CSP has no say). */
export const PAGE_SITE_ID = 'portal-site';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function siteFrom(read: () => string | null | undefined): Site | undefined {
  try {
    const stored: unknown = JSON.parse(read() ?? 'null');
    if (
      !isRecord(stored) ||
      typeof stored.displayName !== 'string' ||
      !isRecord(stored.minor) ||
      !isRecord(stored.colors) ||
      !Array.isArray(stored.packages)
    ) {
      return undefined;
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
    return undefined;
  }
}

/** The settings of a page's data block (its text), as the page reads them; the build's prerender reads the same. */
export const siteOfPageData = (text: string | null | undefined): Site | undefined => siteFrom(() => text);

const writtenInPage = () => siteOfPageData(document.getElementById(PAGE_SITE_ID)?.textContent);

/** What this browser showed last, else what the build wrote into the page, else the defaults. */
export const rememberedSite = (): Site => siteFrom(() => localStorage.getItem(KEY)) ?? writtenInPage() ?? DEFAULT_SITE;

/**
 * What the build wrote into the page, which its prerendered screen shows (scripts/prerender.ts): a page that hydrates
 * that screen starts from them, whatever this browser showed last, and the settings' answer updates it.
 */
export const pageSite = (): Site => writtenInPage() ?? DEFAULT_SITE;

export function rememberSite(site: Site): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(site));
  } catch {
    // Storage full or blocked: the next visit starts from what the page says.
  }
}
