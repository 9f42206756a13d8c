// The route table: links are built with encoded parameters, and every protected area is guarded.
import { describe, expect, it } from 'vitest';
import { hrefTo, isProtectedPath } from '../../src/features/routes';

describe('route table', () => {
  it('builds links with encoded parameters and optional ones left out', () => {
    expect(hrefTo('signup', { type: 'Individual', code: 'PE' })).toBe('/signup/Individual/PE');
    expect(hrefTo('otp', { id: 'a/b?c' })).toBe('/otp/a%2Fb%3Fc');
    expect(hrefTo('activate')).toBe('/activate');
    expect(hrefTo('activate', { code: 'XYZ' }, { memberNo: 'TTEwMDE=' })).toBe('/activate/XYZ?memberNo=TTEwMDE%3D');
    expect(hrefTo('login')).toBe('/');
  });

  it('refuses a link without a required parameter', () => {
    expect(() => hrefTo('otp', { id: '' })).toThrow(/needs the parameter id/);
  });

  it('guards every member, admin and profile route, and nothing a visitor needs', () => {
    for (const path of ['/dashboard', '/dashboard/goodStanding/abc', '/profile', '/profile/response/1/2', '/checklist/type/Application', '/cpd', '/application/certificate/X', '/subscription', '/upgrade/checklist/CE', '/license', '/billing', '/events', '/payment-history', '/admin', '/admin/settings', '/initiate-profile', '/initiate-firm', '/customer/statement']) {
      expect(isProtectedPath(path), path).toBe(true);
    }
    for (const path of ['/', '/forgot-password', '/password/abc', '/activate', '/categories', '/signup/Individual/PE', '/register/Corporate/CORPORATE', '/success', '/verify/x', '/otp/x', '/search', '/search/search-card/x', '/dashboards', '/administrator']) {
      expect(isProtectedPath(path), path).toBe(false);
    }
  });
});
