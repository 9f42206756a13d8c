// @vitest-environment jsdom
// The settings the portal paints with before the settings answer: the last ones this browser saw, else the ones the
// build wrote into the page (scripts/site-in-page.ts), else the defaults when nothing readable is known.
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_SITE_ID, rememberedSite, rememberSite } from '#app/remembered-site.ts';
import { DEFAULT_SITE, type Site } from '#kernel/portal/site-context.tsx';

const site: Site = {
  colors: { primary: '#0f4c81' },
  packages: ['Dashboard', 'Profile'],
  minor: { ...DEFAULT_SITE.minor, login_caption: 'Member portal sign-in', registration: true },
  displayName: 'Engineers Board of Kenya (demo)',
  logo: 'data:image/png;base64,iVBORw0KGgo=',
  projectUrl: 'https://projects.example/',
};

/** The data block the build writes into the page's head. */
function writeIntoPage(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_SITE_ID;
  block.textContent = text;
  document.head.append(block);
}

describe('remembered site', () => {
  beforeEach(() => {
    localStorage.clear();
    document.getElementById(PAGE_SITE_ID)?.remove();
  });

  it('is what the build wrote into the page when this browser remembers nothing', () => {
    writeIntoPage(JSON.stringify(site));
    expect(rememberedSite()).toEqual(site);
  });

  it('is what this browser saw last before what the page says (an administrator changed them since the build)', () => {
    writeIntoPage(JSON.stringify(site));
    const changed = { ...site, displayName: 'Engineers Board of Kenya' };
    rememberSite(changed);
    expect(rememberedSite()).toEqual(changed);
  });

  it('is what the page says when what this browser kept is unreadable', () => {
    writeIntoPage(JSON.stringify(site));
    localStorage.setItem('portal.site', '{');
    expect(rememberedSite()).toEqual(site);
  });

  it("is the defaults when the page's block is unreadable too", () => {
    writeIntoPage('{"displayName": 3}');
    expect(rememberedSite()).toEqual(DEFAULT_SITE);
  });

  it('is the defaults on a first visit', () => {
    expect(rememberedSite()).toEqual(DEFAULT_SITE);
  });

  it('is what was last remembered', () => {
    rememberSite(site);
    expect(rememberedSite()).toEqual(site);
  });

  it('has no projects address when an older page did not keep one', () => {
    const { projectUrl: _dropped, ...older } = site;
    localStorage.setItem('portal.site', JSON.stringify(older));
    expect(rememberedSite().projectUrl).toBe('');
  });

  it('fills minor settings an older page did not keep with their defaults', () => {
    localStorage.setItem('portal.site', JSON.stringify({ ...site, minor: { registration: true } }));
    expect(rememberedSite().minor).toEqual({ ...DEFAULT_SITE.minor, registration: true });
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '[1,2]'],
    ['no name', JSON.stringify({ ...site, displayName: 3 })],
    ['no minor settings', JSON.stringify({ ...site, minor: null })],
    ['colours not an object', JSON.stringify({ ...site, colors: [] })],
    ['packages not a list', JSON.stringify({ ...site, packages: 'Dashboard' })],
  ])('is the defaults when what is stored is unreadable (%s)', (_, raw) => {
    localStorage.setItem('portal.site', raw);
    expect(rememberedSite()).toEqual(DEFAULT_SITE);
  });

  it('drops a logo that is not text', () => {
    localStorage.setItem('portal.site', JSON.stringify({ ...site, logo: 42 }));
    expect(rememberedSite()).toEqual({ ...site, logo: null });
  });
});
