// The route table: links are built with encoded parameters, and every protected area is guarded.
import { describe, expect, it } from 'vitest';
import { breadcrumbOf } from '#contract/route-labels.ts';
import { hrefTo, isProtectedPath, routeNameOf } from '#contract/routes.ts';

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
    for (const path of [
      '/dashboard',
      '/dashboard/goodStanding/abc',
      '/profile',
      '/profile/profileConfirm',
      '/profile/not-a-screen',
      '/profile/response/1/2/3',
      '/profile/RefereeFormReport',
      '/checklist/type/Application',
      '/cpd',
      '/application/certificate/X',
      '/subscription',
      '/upgrade/checklist/CE',
      '/license',
      '/billing',
      '/events',
      '/payment-history',
      '/admin',
      '/admin/settings',
      '/initiate-profile',
      '/initiate-firm',
      '/customer/statement',
    ]) {
      expect(isProtectedPath(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/forgot-password',
      '/password/abc',
      '/activate',
      '/categories',
      '/signup/Individual/PE',
      '/register/Corporate/CORPORATE',
      '/success',
      '/verify/x',
      '/otp/x',
      '/search',
      '/search/search-card/x',
      '/dashboards',
      '/administrator',
    ]) {
      expect(isProtectedPath(path), path).toBe(false);
    }
  });

  it("leaves the referee's link and report open inside the guarded /profile area, and nothing else of it", () => {
    for (const path of [
      '/profile/response',
      '/profile/response/UFJPRi0wMDA0',
      '/profile/response/UFJPRi0wMDA0/Q09ERQ==',
      '/profile/response/!!!/',
      '/profile/RefereeFormReport/2',
    ]) {
      expect(isProtectedPath(path), path).toBe(false);
    }
    for (const path of [
      '/profile',
      '/profile/',
      '/profile/responses',
      '/profile/response/a/b/c',
      '/profile/RefereeFormReport/2/x',
      '/profile/refereeformreport/2',
    ]) {
      expect(isProtectedPath(path), path).toBe(true);
    }
  });
});

describe('route names and breadcrumbs', () => {
  it('names the route a location shows, parameters and query aside, and nothing for an unknown path', () => {
    expect(routeNameOf('/dashboard')).toBe('dashboard');
    expect(routeNameOf('/dashboard/settings')).toBe('settings');
    expect(routeNameOf('/billing/invoice/INV%2F1?x=1')).toBe('invoice');
    expect(routeNameOf('/activate')).toBe('activate');
    expect(routeNameOf('/activate/ABC')).toBe('activate');
    expect(routeNameOf('/profile/response')).toBe('refereeResponse');
    expect(routeNameOf('/billing/invoice')).toBeUndefined();
    expect(routeNameOf('/dashboards')).toBeUndefined();
  });

  it('labels member pages for the breadcrumb and leaves the dashboard itself unlabelled', () => {
    expect(breadcrumbOf('/dashboard/settings', 'License')).toBe('Settings');
    expect(breadcrumbOf('/billing/receipt/RCP-1', 'License')).toBe('Receipt');
    expect(breadcrumbOf('/customer/statement?start=2026-01-01&end=2026-02-01', 'License')).toBe('Statement');
    expect(breadcrumbOf('/dashboard', 'License')).toBeUndefined();
  });

  it("license_alternative_caption (document 3, ADR 014): the licence pages' breadcrumbs say the caption, as the pages do", () => {
    expect(breadcrumbOf('/license', 'License')).toBe('License');
    expect(breadcrumbOf('/license/card', 'Practising Certificate')).toBe('Practising Certificate application');
    expect(breadcrumbOf('/license/document/LIC-1', 'Licence')).toBe('Licence document');
    expect(breadcrumbOf('/license/license/LIC-1', 'Permit')).toBe('Permit invoice');
  });
});
