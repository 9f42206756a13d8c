// The route table: every route of the three documents once, by the spec's names. Links are built from it
// (`hrefTo('otp', { id })`), with every parameter URI-encoded so a value can never change the path.
export const routes = {
  login: '/',
  forgotPassword: '/forgot-password',
  resetPassword: '/password/:code',
  activate: '/activate/:code?',
  categories: '/categories',
  signup: '/signup/:type/:code',
  register: '/register/:type/:code',
  success: '/success',
  verify: '/verify/:code',
  otp: '/otp/:id',
  initiateProfile: '/initiate-profile',
  initiateFirm: '/initiate-firm',
  dashboard: '/dashboard',
  goodStanding: '/dashboard/goodStanding/:code',
  customerStatement: '/customer/statement',
  profile: '/profile',
  cpd: '/cpd',
  application: '/application',
  subscription: '/subscription',
  upgrade: '/upgrade',
  license: '/license',
  billing: '/billing',
  events: '/events',
  search: '/search',
  searchCard: '/search/search-card/:code',
  admin: '/admin',
  adminSettings: '/admin/settings',
  adminUsers: '/admin/user-settings',
  adminPaygate: '/admin/paygate-setup',
  mockOutbox: '/__mock/outbox',
  mockGateway: '/__mock/gateway',
} as const;

export type RouteName = keyof typeof routes;

/**
 * Paths that need a signed-in user (document 1 §2.3, §2.6; document 2 §2; document 3 §2): each prefix and
 * everything below it. Unauthenticated visitors are sent to the login page.
 */
export const PROTECTED_PREFIXES = [
  '/initiate-profile',
  '/initiate-firm',
  '/dashboard',
  '/customer',
  '/profile',
  '/checklist',
  '/cpd',
  '/application',
  '/subscription',
  '/upgrade',
  '/license',
  '/billing',
  '/events',
  '/payment-history',
  '/admin',
] as const;

export function isProtectedPath(path: string): boolean {
  return PROTECTED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

export const isAdminPath = (path: string) => path === routes.admin || path.startsWith(`${routes.admin}/`);

type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? (Rest extends `${infer Name}/${infer Tail}` ? Name | ParamNames<`/${Tail}`> : Rest) extends infer N
    ? N extends string
      ? N
      : never
    : never
  : never;
type Required<N extends string> = N extends `${string}?` ? never : N;
type Optional<N extends string> = N extends `${infer Name}?` ? Name : never;
export type RouteParams<R extends RouteName> = { [K in Required<ParamNames<(typeof routes)[R]>>]: string } & {
  [K in Optional<ParamNames<(typeof routes)[R]>>]?: string;
};

/** `hrefTo('signup', { type: 'Individual', code: 'PE' })` → '/signup/Individual/PE'. */
export function hrefTo<R extends RouteName>(name: R, ...args: object extends RouteParams<R> ? [params?: RouteParams<R>, query?: Record<string, string>] : [params: RouteParams<R>, query?: Record<string, string>]): string {
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
