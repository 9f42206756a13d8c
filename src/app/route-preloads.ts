// The entrance pages a visitor opens by address, and the lazy modules their screens load on arrival. The build
// writes each one a page of its own (dist/categories.html…, scripts/route-pages.ts): index.html with these modules'
// chunks announced, so the browser fetches them beside the entry instead of one round trip after another once the
// entry has run. tests/e2e/route-pages.spec.ts checks each list against what the route really loads; a route that
// is not here works the same, one round trip later. Member pages are not here: a member who opens one by address
// has signed in from this browser, whose cache holds its chunks, and announcing them only put more before the first
// frame (Lighthouse's /dashboard, whose largest paint is the header: 1.7 s without them, 2.9 s with).
import type { RouteName } from '#contract/routes.ts';

export const ROUTE_PRELOADS: Partial<Record<RouteName, readonly string[]>> = {
  categories: ['src/features/access/categories-page.tsx'],
  forgotPassword: ['src/features/access/forgot-password-page.tsx'],
  search: ['src/features/search/member-checker-page.tsx'],
};
