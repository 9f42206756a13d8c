// A Vite plugin: the board's name, logo and colours are in the page before any script runs. The build writes the
// last known settings into index.html (the header with the name and logo, the title, and the settings as a JSON
// data block the app starts from: src/app/remembered-site.ts) and their colours into the stylesheet. Mock mode's
// are the seeded scenario's (mocks/scenarios/seed/site-record.ts); a real backend's come from PORTAL_SITE_FILE, a
// JSON file holding the data of its `admin/settings` and `company` answers ({ "settings": …, "company": … }), which
// a deployment fetches before building. Without one, a real-backend page stays as it was ('Loading the portal…'
// until the settings answer). No inline script or style: the Content-Security-Policy is unchanged (decision 018).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CompanySchema, SettingsSchema } from '../src/contract/site';
import { hrefTo } from '../src/contract/routes';
import { siteOf, type Site } from '../machines/site/site.machine';
import * as look from '../src/app/header-look';
import { PAGE_SITE_ID } from '../src/app/remembered-site';
import { themeVariables } from '../src/app/theme-colors';
import { readBuildConfig } from './built-config';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The settings a build starts from: the seeded scenario's in mock mode, else the configured file's, else none. */
export async function buildTimeSite(mockMode: boolean, siteFile: string | undefined): Promise<Site | null> {
  if (siteFile) {
    const { settings, company } = JSON.parse(readFileSync(siteFile, 'utf8')) as { settings: unknown; company: unknown };
    return siteOf(SettingsSchema.parse(settings), CompanySchema.parse(company));
  }
  if (!mockMode) return null;
  const { SEEDED_COMPANY, SEEDED_SETTINGS } = await import('../mocks/scenarios/seed/site-record');
  return siteOf(SEEDED_SETTINGS, SEEDED_COMPANY);
}

/** The frame's header as src/app/auth-layout.tsx draws it for a visitor, with the board's name and logo. */
export function headerMarkup(site: Site): string {
  const logo = site.logo ? `<img src="${escapeHtml(site.logo)}" alt="" class="${look.LOGO_CLASS}">` : '';
  return (
    `<div class="${look.FRAME_CLASS}"><header class="${look.HEADER_CLASS}"><div class="${look.HEADER_ROW_CLASS}">` +
    `<a href="${hrefTo('login')}" class="${look.BRAND_CLASS}">${logo}` +
    `<span class="${look.NAME_CLASS}" data-testid="company-name">${escapeHtml(site.displayName)}</span></a>` +
    `<div class="${look.LINKS_CLASS}"><nav aria-label="Site" class="${look.NAV_CLASS}">` +
    `<a href="${hrefTo('search')}" class="${look.NAV_LINK_CLASS}">Member Checker</a></nav></div></div></header></div>`
  );
}

/** index.html with the site written in: title, header inside #root (React replaces it), the settings as JSON. */
export function pageWithSite(html: string, site: Site): string {
  // `<` escaped so no value can close the data block.
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(site.displayName)}</title>`)
    .replace('</head>', `  <script type="application/json" id="${PAGE_SITE_ID}">${json}</script>\n  </head>`)
    .replace('<div id="root">', `<div id="root">${headerMarkup(site)}`);
}

/** The site's colours as a rule that overrides the stylesheet's defaults (src/index.css's @theme). */
export const colorRule = (site: Site) =>
  `\n:root{${themeVariables(site.colors)
    .map(([variable, value]) => `${variable}:${value}`)
    .join(';')}}\n`;

export function siteInPage(): Plugin {
  let site: Site | null = null;
  return {
    name: 'portal-site-in-page',
    enforce: 'pre',
    // Read where built-config.ts reads the env, so the page's code knows whether the page holds settings.
    async config(user, { mode }) {
      const root = resolve(user.root ?? '.');
      const envDir = typeof user.envDir === 'string' ? resolve(root, user.envDir) : root;
      const file = process.env.PORTAL_SITE_FILE;
      site = await buildTimeSite(readBuildConfig(mode, envDir).mockMode, file ? resolve(root, file) : undefined);
      return { define: { __SITE_IN_PAGE__: JSON.stringify(site !== null) } };
    },
    transform(code, id) {
      if (!site || !id.endsWith('/src/index.css')) return null;
      return { code: code + colorRule(site), map: null };
    },
    transformIndexHtml(html) {
      return site ? pageWithSite(html, site) : html;
    },
  };
}
