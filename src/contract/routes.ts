// The route table: every screen of the three documents once, by the spec's names, with who may open it (the label
// a member page's breadcrumb shows is in ./route-labels.ts, which only the member frame reads). Views, machines
// (menus) and the fake server (links in e-mails) all build paths from it with `hrefTo`, which encodes every
// parameter so a value can never change the path.

/**
 * visitor: screens for someone signed out (a signed-in user is sent home); public: anyone (the member checker,
 * a referee's link); member: a signed-in user; admin: administrators; mock: mock mode's own pages.
 */
type RouteAccess = 'visitor' | 'public' | 'member' | 'admin' | 'mock';

interface RouteDef {
  path: string;
  access: RouteAccess;
}

export const routeTable = {
  login: { path: '/', access: 'visitor' },
  forgotPassword: { path: '/forgot-password', access: 'visitor' },
  resetPassword: { path: '/password/:code', access: 'visitor' },
  activate: { path: '/activate/:code?', access: 'visitor' },
  categories: { path: '/categories', access: 'visitor' },
  signup: { path: '/signup/:type/:code', access: 'visitor' },
  register: { path: '/register/:type/:code', access: 'visitor' },
  success: { path: '/success', access: 'visitor' },
  verify: { path: '/verify/:code', access: 'visitor' },
  otp: { path: '/otp/:id', access: 'visitor' },
  initiateProfile: { path: '/initiate-profile', access: 'member' },
  initiateFirm: { path: '/initiate-firm', access: 'member' },

  dashboard: { path: '/dashboard', access: 'member' },
  settings: { path: '/dashboard/settings', access: 'member' },
  goodStanding: { path: '/dashboard/goodStanding/:code', access: 'member' },
  customerStatement: { path: '/customer/statement', access: 'member' },

  profile: { path: '/profile', access: 'member' },
  profileConfirm: { path: '/profile/profileConfirm', access: 'member' },
  // A referee answers through the e-mailed link with no account (issue 11 item 6): the link is the credential.
  refereeResponse: { path: '/profile/response/:user?/:code?', access: 'public' },
  refereeFormReport: { path: '/profile/RefereeFormReport/:entryNo', access: 'public' },
  listing: { path: '/checklist/type/:type', access: 'member' },
  component: { path: '/checklist/component/:name', access: 'member' },
  cpd: { path: '/cpd', access: 'member' },

  application: { path: '/application', access: 'member' },
  applicationDocument: { path: '/application/document/:code', access: 'member' },
  certificate: { path: '/application/certificate/:code', access: 'member' },
  rejectionLetter: { path: '/application/rejectionLetter/:code', access: 'member' },
  acceptanceLetter: { path: '/application/acceptanceLetter/:code', access: 'member' },

  upgrade: { path: '/upgrade', access: 'member' },
  upgradePlan: { path: '/upgrade/plan', access: 'member' },
  upgradeCard: { path: '/upgrade/card', access: 'member' },
  upgradeChecklist: { path: '/upgrade/checklist/:code', access: 'member' },
  upgradeDocument: { path: '/upgrade/document/:code', access: 'member' },
  upgradeAcceptanceLetter: { path: '/upgrade/acceptance-letter/:code', access: 'member' },

  subscription: { path: '/subscription', access: 'member' },
  subscriptionCard: { path: '/subscription/card/:code?', access: 'member' },
  subscriptionDocument: { path: '/subscription/document/:code', access: 'member' },
  subscriptionCertificate: { path: '/subscription/certificate/:code', access: 'member' },
  // Document 3's endpoint table gives a subscription its own receipt call (subs/receipt/{code}).
  subscriptionReceipt: { path: '/subscription/receipt/:code', access: 'member' },
  paymentHistory: { path: '/payment-history', access: 'member' },

  license: { path: '/license', access: 'member' },
  licenseCard: { path: '/license/card/:code?', access: 'member' },
  licenseDocument: { path: '/license/document/:code', access: 'member' },
  licenseInvoice: { path: '/license/license/:code', access: 'member' },

  billing: { path: '/billing', access: 'member' },
  invoice: { path: '/billing/invoice/:code', access: 'member' },
  receipt: { path: '/billing/receipt/:code', access: 'member' },
  billingDocument: { path: '/billing/document/:type/:code', access: 'member' },
  events: { path: '/events', access: 'member' },
  // My Projects: document 3 gives it no screen; spec §B makes it the settings' project link (to be built).
  projects: { path: '/projects', access: 'member' },

  search: { path: '/search', access: 'public' },
  searchCard: { path: '/search/search-card/:code', access: 'public' },

  admin: { path: '/admin', access: 'admin' },
  adminSettings: { path: '/admin/settings', access: 'admin' },
  adminUsers: { path: '/admin/user-settings', access: 'admin' },
  adminPaygate: { path: '/admin/paygate-setup', access: 'admin' },

  mockOutbox: { path: '/__mock/outbox', access: 'mock' },
  mockGateway: { path: '/__mock/gateway', access: 'mock' },
  // Spec §B: in mock mode the settings' projectURL (My Projects) points here, so the link never dead-ends.
  mockProjects: { path: '/__mock/projects', access: 'mock' },
  // Spec §B: in mock mode the events site's links (CPD view, Book Now) open this demo page.
  mockEvents: { path: '/__mock/events/:view?/:id?', access: 'mock' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routeTable;

/** Paths by name, for the router and for comparisons with the current location. */
export const routes = Object.fromEntries(Object.entries(routeTable).map(([name, def]) => [name, def.path])) as {
  [K in RouteName]: (typeof routeTable)[K]['path'];
};

const firstSegment = (path: string) => `/${path.split('/')[1] ?? ''}`;

/**
 * Every area that needs a signed-in user, as the first segment of its routes (spec 1 §2.3, §2.6; document 2
 * §2; spec 3 §2): everything below one of them is guarded, a path that is merely similar (/dashboards) is not.
 */
const PROTECTED_PREFIXES: readonly string[] = [
  ...new Set(
    Object.values(routeTable)
      .filter((r: RouteDef) => r.access === 'member' || r.access === 'admin')
      .map((r) => firstSegment(r.path)),
  ),
];

/**
 * Whether a path needs a signed-in user: a route of the table says so itself (the referee's public pages sit
 * under /profile); a path no route has is guarded when it lies in a protected area.
 */
export function isProtectedPath(path: string): boolean {
  const name = routeNameOf(path);
  if (name) return routeTable[name].access === 'member' || routeTable[name].access === 'admin';
  return PROTECTED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

export const isAdminPath = (path: string) => firstSegment(path) === routes.admin;

const patterns = Object.entries(routeTable).map(([name, def]) => {
  const source = def.path.replace(/\/:[A-Za-z]+(\?)?/g, (_, optional?: string) => (optional ? '(?:/[^/]+)?' : '/[^/]+'));
  return { name: name as RouteName, pattern: new RegExp(`^${source}/?$`) };
});

/** The route a location shows (the query string aside), or undefined for a path no route has. */
export function routeNameOf(location: string): RouteName | undefined {
  const path = location.split(/[?#]/)[0] ?? '';
  return patterns.find((p) => p.pattern.test(path))?.name;
}

type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? (Rest extends `${infer Name}/${infer Tail}` ? Name | ParamNames<`/${Tail}`> : Rest) extends infer N
    ? N extends string
      ? N
      : never
    : never
  : never;
type RequiredNames<N extends string> = N extends `${string}?` ? never : N;
type OptionalNames<N extends string> = N extends `${infer Name}?` ? Name : never;
export type RouteParams<R extends RouteName> = { [K in RequiredNames<ParamNames<(typeof routes)[R]>>]: string } & {
  [K in OptionalNames<ParamNames<(typeof routes)[R]>>]?: string;
};

/** `hrefTo('signup', { type: 'Individual', code: 'PE' })` → '/signup/Individual/PE'. */
export function hrefTo<R extends RouteName>(
  name: R,
  ...args: object extends RouteParams<R>
    ? [params?: RouteParams<R>, query?: Record<string, string>]
    : [params: RouteParams<R>, query?: Record<string, string>]
): string {
  const [params, query] = args as [Record<string, string> | undefined, Record<string, string> | undefined];
  const path = routes[name].replace(/\/:([A-Za-z]+)(\?)?/g, (_, key: string, optional?: string) => {
    const value = params?.[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Route ${name} needs the parameter ${key}.`);
    }
    return `/${encodeURIComponent(value)}`;
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return `${path || '/'}${search ? `?${search}` : ''}`;
}
