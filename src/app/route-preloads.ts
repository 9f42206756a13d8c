// The entrance pages a visitor or a returning member opens by address, and the lazy modules their screens load on
// arrival. The build writes each one a page of its own (dist/categories.html…, scripts/route-pages.ts): index.html
// with these modules' chunks announced, so the browser fetches them beside the entry instead of one round trip
// after another once the entry has run. tests/e2e/route-pages.spec.ts checks each list against what the route
// really loads; a route that is not here works the same, one round trip later.
import type { RouteName } from '#contract/routes';

export const ROUTE_PRELOADS: Partial<Record<RouteName, readonly string[]>> = {
  categories: ['src/features/access/categories-page.tsx'],
  forgotPassword: ['src/features/access/forgot-password-page.tsx'],
  search: ['src/features/search/member-checker-page.tsx'],
  dashboard: [
    'src/app/member/member-screens.tsx',
    'src/features/dashboard/dashboard-page.tsx',
    'src/app/inactivity-watch.tsx',
    'src/features/admin/acting-as-banner.tsx',
    // The top bar's Headless UI controls: the member layout asks for them as it first shows (use-member-chrome.ts).
    'src/app/member/member-chrome.tsx',
  ],
};
