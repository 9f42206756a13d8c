// The public pages' first screens as the build writes them (scripts/prerender.ts, decision 056): rendered from the
// app's components with the page's settings, a visitor's, before any answer: the heading, the labelled fields and
// the board's name; a list only the backend knows drawn as loading; nothing the Content-Security-Policy refuses (no
// inline script, no style attribute). tests/e2e/prerender.spec.ts hydrates them in Chromium.
// A node file, read with a JSDOM of its own: React's server renderer marks every context it renders as its own and
// never unmarks it, so in a worker's shared module graph the jsdom files after it (decision 038: jsdom files first)
// would each log "multiple renderers".
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { pageData, pageWithScreen, PRERENDERED_ROUTES } from '../../scripts/prerender';
import { prerenderScreen } from '../../scripts/prerender-screen';
import { pageWithSite } from '../../scripts/site-in-page';
import { readConfig } from '#config';
import { routes } from '#contract/routes.ts';
import { PRERENDERED_ATTRIBUTE } from '#app/prerendered-mark.ts';
import { DEFAULT_SITE, type Site } from '#kernel/portal/site-context.tsx';
import { SEEDED_COMPANY, SEEDED_SETTINGS } from '#mocks/scenarios/seed/site-record.ts';
import { siteOf } from '#machines/site/site.machine.ts';

const INDEX =
  '<html><head>\n<title>Member portal</title>\n<script type="module" crossorigin src="/assets/index-x.js"></script>\n</head>' +
  '<body><div id="root"><noscript>x</noscript></div></body></html>';
const MOCK_BUILD = readConfig({});
const seeded = siteOf(SEEDED_SETTINGS, SEEDED_COMPANY);
/** The data block's text of a page written with `site` (scripts/site-in-page.ts). */
const dataOf = (site: Site) => pageData(pageWithSite(INDEX, site)) ?? '';

const parse = (html: string) => new JSDOM(`<div id="root">${html}</div>`).window.document;
const labelled = (page: Document) =>
  [...page.querySelectorAll('label')].map((l) => [l.textContent, page.getElementById(l.htmlFor)?.tagName]);

describe('a prerendered first screen', () => {
  it('is written for the four public pages', () => {
    expect(PRERENDERED_ROUTES.map((route) => routes[route])).toEqual(['/', '/categories', '/search', '/forgot-password']);
  });

  it("/ is the login form with the settings' caption and the board's name, and no script or style attribute", async () => {
    const html = await prerenderScreen('/', dataOf(seeded), MOCK_BUILD);
    const page = parse(html);
    expect(page.querySelector('h1')?.textContent).toBe(SEEDED_SETTINGS.minor_settings.login_caption);
    expect(page.querySelector('[data-testid="company-name"]')?.textContent).toBe(SEEDED_COMPANY.displayName);
    expect(labelled(page)).toEqual([
      ['E-mail', 'INPUT'],
      ['Password', 'INPUT'],
    ]);
    expect(page.querySelector('button[type="submit"]')?.textContent).toBe('Login');
    expect(html).not.toMatch(/<script|<template|\sstyle=/);
  });

  it('follows the settings it is given: a closed registration has no Register As Member', async () => {
    const open = parse(await prerenderScreen('/', dataOf(seeded), MOCK_BUILD));
    const closed = parse(await prerenderScreen('/', dataOf({ ...seeded, minor: { ...seeded.minor, registration: false } }), MOCK_BUILD));
    const texts = (page: Document) => [...page.querySelectorAll('a')].map((a) => a.textContent);
    expect(texts(open)).toContain('Register As Member');
    expect(texts(closed)).not.toContain('Register As Member');
  });

  it('/categories draws the categories as loading: only the backend knows them', async () => {
    const page = parse(await prerenderScreen('/categories', dataOf(seeded), MOCK_BUILD));
    expect(page.querySelector('h1')?.textContent).toBe('Choose your membership category');
    expect(page.querySelector('[role="status"][data-loading]')?.textContent).toBe('Loading…');
    expect(page.querySelector('[data-testid="category-card"]')).toBeNull();
  });

  it('/search and /forgot-password are their forms, every field labelled', async () => {
    const search = parse(await prerenderScreen('/search', dataOf(seeded), MOCK_BUILD));
    expect(search.querySelector('h1')?.textContent).toBe('Member Checker');
    expect(labelled(search)).toEqual([
      ['Name or member number', 'INPUT'],
      ['Gender', 'SELECT'],
      ['Category', 'SELECT'],
    ]);
    const forgot = parse(await prerenderScreen('/forgot-password', dataOf(seeded), MOCK_BUILD));
    expect(forgot.querySelector('h1')?.textContent).toBe('Forgot password');
    expect(labelled(forgot)).toEqual([['E-mail', 'INPUT']]);
  });

  it("writes the board's name as text, whatever it holds", async () => {
    const hostile = { ...DEFAULT_SITE, displayName: '<img src=x onerror=alert(1)></script>' };
    const html = await prerenderScreen('/', dataOf(hostile), MOCK_BUILD);
    expect(parse(html).querySelector('[data-testid="company-name"]')?.textContent).toBe(hostile.displayName);
    expect(html).not.toContain('<img src=x');
  });

  it('refuses a page without settings it can read', async () => {
    await expect(prerenderScreen('/', 'not json', MOCK_BUILD)).rejects.toThrow(/no settings/);
  });
});

describe('the page a screen is written into', () => {
  it('has #root replaced by the screen, marked with its path; the rest of the page as it was', () => {
    const page = pageWithSite(INDEX, seeded);
    const written = pageWithScreen(page, '/search', '<main>screen</main>');
    expect(written).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE}="/search"><main>screen</main></div>`);
    expect(written).not.toContain('<noscript>');
    const outsideRoot = (html: string) => html.replace(/<div id="root"[\s\S]*<\/div>/, '').replace(' fetchpriority="low"', '');
    expect(outsideRoot(written)).toBe(outsideRoot(page));
  });

  it('fetches the entry at low priority: the screen does not wait for it', () => {
    const written = pageWithScreen(pageWithSite(INDEX, seeded), '/', '<main>screen</main>');
    expect(written).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-x.js">');
  });

  it('stops the build when the page has no #root as site-in-page leaves it, or no entry as Vite writes it', () => {
    expect(() => pageWithScreen('<html><body></body></html>', '/', '')).toThrow(/no #root/);
    expect(() => pageWithScreen(INDEX.replace(' crossorigin', ''), '/', '')).toThrow(/no entry/);
  });

  it('carries the settings as the data block, or none (a real backend without PORTAL_SITE_FILE: nothing prerendered)', () => {
    expect(JSON.parse(dataOf(seeded))).toEqual(JSON.parse(JSON.stringify(seeded)));
    expect(pageData(INDEX)).toBeNull();
  });
});
