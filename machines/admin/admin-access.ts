// Who may open which admin screen (spec 1 §2.6, §6; spec §A): the super administrator (one configured
// address) sees Admin Settings, Paygate Setup and User Settings and lands on settings; any other administrator
// sees only User Settings and lands there; someone who is not an administrator is sent to their own home and
// no admin screen (so no admin call) is ever started for them.
import type { RouteName } from '#contract/routes';
import type { User } from '#contract';
import { homeRouteOf, type HomeRoute } from '../session/session.machine';

/** Link type 'admin' is the super administrator's; 'clientadmin' is every administrator's (spec 1 §6). */
type AdminLinkType = 'admin' | 'clientadmin';
export type AdminRoute = 'adminSettings' | 'adminPaygate' | 'adminUsers';

export interface AdminLink {
  route: AdminRoute;
  label: string;
  type: AdminLinkType;
}

const ADMIN_LINKS: readonly AdminLink[] = [
  { route: 'adminSettings', label: 'Admin Settings', type: 'admin' },
  { route: 'adminPaygate', label: 'Paygate Setup', type: 'admin' },
  { route: 'adminUsers', label: 'User Settings', type: 'clientadmin' },
];

const isSuperAdmin = (user: User, superAdminEmail: string) =>
  user.is_admin && user.email.trim().toLowerCase() === superAdminEmail.trim().toLowerCase();

/** The admin links a user sees: all for the super administrator, the 'clientadmin' ones for other admins, none otherwise. */
export function adminLinksFor(user: User, superAdminEmail: string): AdminLink[] {
  if (!user.is_admin) return [];
  return ADMIN_LINKS.filter((l) => l.type === 'clientadmin' || isSuperAdmin(user, superAdminEmail));
}

/** Where an administrator lands on /admin (and after signing in). */
export const adminLandingOf = (user: User, superAdminEmail: string): AdminRoute =>
  isSuperAdmin(user, superAdminEmail) ? 'adminSettings' : 'adminUsers';

/**
 * What opening an admin route does: show it, or go elsewhere. A non-admin goes to their own home (the dashboard,
 * or the initiate route without a profile); /admin and any admin path without a screen go to the landing; an
 * admin screen the user's links do not include goes to the landing too.
 */
export type AdminDecision = { show: AdminRoute } | { redirect: AdminRoute | HomeRoute };

export function decideAdminRoute(user: User, superAdminEmail: string, route: RouteName | undefined): AdminDecision {
  if (!user.is_admin) return { redirect: homeRouteOf(user) };
  const allowed = adminLinksFor(user, superAdminEmail).find((l) => l.route === route);
  return allowed ? { show: allowed.route } : { redirect: adminLandingOf(user, superAdminEmail) };
}
