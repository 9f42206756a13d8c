// @vitest-environment jsdom
// The settings a build writes into its page (scripts/site-in-page.ts), so the board's name and logo show before any
// script runs: mock mode's are the seeded scenario's, a real backend's the configured file's (none: the page stays
// as it was); the header written is the one React draws, so nothing moves when React takes over.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildTimeSite, colorRule, pageWithSite } from '../../scripts/site-in-page';
import { PAGE_SITE_ID } from '#app/remembered-site.ts';
import { DEFAULT_SITE, type Site } from '#kernel/portal/site-context.tsx';
import { SEEDED_COMPANY, SEEDED_SETTINGS } from '#mocks/scenarios/seed/site-record.ts';
import { renderPortal } from '../support/portal';
import { useBackend } from '../support/backend';

const INDEX = '<html><head>\n<title>Member portal</title>\n</head><body><div id="root"><noscript>x</noscript></div></body></html>';
const site: Site = {
  ...DEFAULT_SITE,
  displayName: 'Board <of> "Engineers" & Co',
  logo: 'data:image/png;base64,AAAA',
  colors: { primary: '#123456' },
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** Each element of a header, in order: what draws it (tag, classes, own text, link target, picture). */
const shape = (header: Element) =>
  [header, ...header.querySelectorAll('*')].map((e) => ({
    tag: e.tagName,
    class: e.getAttribute('class'),
    text: [...e.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent)
      .join(''),
    href: e.getAttribute('href'),
    src: e.getAttribute('src'),
  }));

describe('the settings written into the page', () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-site-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("are the seeded scenario's in mock mode", async () => {
    const written = await buildTimeSite(true, undefined);
    expect(written?.displayName).toBe(SEEDED_COMPANY.displayName);
    expect(written?.logo).toBe(`data:image/png;base64,${SEEDED_COMPANY.logo}`);
    expect(written?.colors.BadgeTheme).toBe('#d4a017');
    expect(written?.minor.login_caption).toBe(SEEDED_SETTINGS.minor_settings.login_caption);
  });

  it("are none for a real backend without a configured file, and the file's when there is one", async () => {
    expect(await buildTimeSite(false, undefined)).toBeNull();
    const file = join(folder, 'site.json');
    writeFileSync(file, JSON.stringify({ settings: SEEDED_SETTINGS, company: { logo: '', displayName: 'A Real Board' } }));
    expect(await buildTimeSite(false, file)).toMatchObject({ displayName: 'A Real Board', logo: null });
  });

  it("refuse a configured file that does not hold the contract's answers", async () => {
    const file = join(folder, 'bad.json');
    writeFileSync(file, JSON.stringify({ settings: { id: 'one' }, company: { displayName: 'X' } }));
    await expect(buildTimeSite(false, file)).rejects.toThrow();
  });

  it('put the name in the title and the header, the logo in the header, and the settings in a data block', () => {
    const page = parse(pageWithSite(INDEX, site));
    expect(page.title).toBe(site.displayName);
    expect(page.querySelector('#root header [data-testid="company-name"]')?.textContent).toBe(site.displayName);
    expect(page.querySelector('#root header img')?.getAttribute('src')).toBe(site.logo);
    expect(page.querySelector('#root noscript')).not.toBeNull();
    const block = page.getElementById(PAGE_SITE_ID);
    expect(block?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(block?.textContent ?? '')).toEqual(site);
  });

  it('cannot be broken out of: markup in a name is text, and the data block cannot be closed from inside', () => {
    const hostile = { ...site, displayName: '</script><script>alert(1)</script><b>x</b>' };
    const html = pageWithSite(INDEX, hostile);
    const page = parse(html);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.querySelector('b')).toBeNull();
    expect((JSON.parse(page.getElementById(PAGE_SITE_ID)?.textContent ?? '') as Site).displayName).toBe(hostile.displayName);
  });

  it('give the stylesheet only plain colours', () => {
    expect(colorRule({ ...site, colors: { primary: '#123456', BackTheme: 'rgb(1, 2, 3)' } })).toBe(
      '\n:root{--color-primary:#123456;--color-back-theme:rgb(1, 2, 3)}\n',
    );
    expect(colorRule({ ...site, colors: { primary: 'red;} body{display:none', 'x-y': '#fff' } })).toBe('\n:root{}\n');
  });
});

describe('the header written into the page', () => {
  useBackend({ scenario: 'fresh' });
  // Unmounted after: files share one jsdom (isolate: false), and a portal left mounted follows the next file's
  // address (the referee page drawn twice, two Reject buttons, in referee-response-view.test.tsx).
  afterEach(cleanup);

  it('is drawn as React draws it for a visitor: the same elements, classes and text', async () => {
    const seeded = await buildTimeSite(true, undefined);
    if (!seeded) throw new Error('no seeded site');
    renderPortal();
    await screen.findByLabelText('E-mail', {}, { timeout: 10_000 });
    const react = document.querySelector('header');
    const written = parse(pageWithSite(INDEX, seeded)).querySelector('header');
    if (!react || !written) throw new Error('no header');
    expect(shape(written)).toEqual(shape(react));
  });
});
