// When the settings are read again (document 1 §1 "loaded when the auth layout or profile area is entered",
// §2.1 "On entry it loads the settings"; document 2 §2 "Entering the screen loads the admin settings"): every
// page of the auth layout, and the profile area when it is entered from outside; not a page of the member area
// elsewhere, not a move inside the profile area, not the same page again.
import { describe, expect, it } from 'vitest';
import { rereadsSettings } from '#machines/site/site-rules.ts';

describe('settings re-read on entry', () => {
  it('document 1 §2.1: entering a page of the auth layout reads the settings again', () => {
    expect(rereadsSettings('/dashboard', '/')).toBe(true);
    expect(rereadsSettings('/', '/categories')).toBe(true);
    expect(rereadsSettings('/categories', '/register/Individual/GRADUATE')).toBe(true);
    expect(rereadsSettings('/search', '/activate')).toBe(true);
  });
  it('document 2 §2: entering the profile area reads the settings again; moving inside it does not', () => {
    expect(rereadsSettings('/dashboard', '/profile')).toBe(true);
    expect(rereadsSettings('/application', '/profile/profileConfirm')).toBe(true);
    expect(rereadsSettings('/profile', '/profile/profileConfirm')).toBe(false);
  });
  it('other member pages, public pages and the same page (a query change) do not', () => {
    expect(rereadsSettings('/profile', '/dashboard')).toBe(false);
    expect(rereadsSettings('/dashboard', '/application')).toBe(false);
    expect(rereadsSettings('/', '/search')).toBe(false);
    expect(rereadsSettings('/dashboard', '/profile/response/abc/def')).toBe(false);
    expect(rereadsSettings('/categories', '/categories?tab=Firm')).toBe(false);
  });
  it('an address that is no page of the portal (the not-found page) does not, from or to it', () => {
    expect(rereadsSettings('/dashboard', '/no/such/page')).toBe(false);
    expect(rereadsSettings('/no/such/page', '/dashboard')).toBe(false);
  });
});
