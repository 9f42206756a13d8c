// @vitest-environment jsdom
// The settings mock mode paints with before the fake backend answers: the last ones seen, or the defaults when
// nothing readable is remembered.
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberedSite, rememberSite } from '#app/remembered-site';
import { DEFAULT_SITE, type Site } from '#kernel/portal/site-context';

const site: Site = {
  colors: { primary: '#0f4c81' },
  packages: ['Dashboard', 'Profile'],
  minor: { ...DEFAULT_SITE.minor, login_caption: 'Member portal sign-in', registration: true },
  displayName: 'Engineers Board of Kenya (demo)',
  logo: 'data:image/png;base64,iVBORw0KGgo=',
  projectUrl: 'https://projects.example/',
};

describe('remembered site', () => {
  beforeEach(() => localStorage.clear());

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
