// Who may open which admin screen (spec 1 §2.6, §6; spec §A): the super administrator (one configured
// address) sees Admin Settings, Paygate Setup and User Settings and lands on settings; any other administrator
// sees only User Settings and lands there; someone who is not an administrator is sent to their own home and
// no admin screen (so no admin call) is ever started for them. The links themselves (label, place, type) are the
// admin area's screen manifest's (src/features/admin/area.ts); the rules here take them as given.
import type { RouteName, routeTable } from '#contract/routes.ts';
import type { User } from '#contract';
import { homeRouteOf, type HomeRoute } from '../session/session.machine';

/** Link type 'admin' is the super administrator's; 'clientadmin' is every administrator's (spec 1 §6). */
export type AdminLinkType = 'admin' | 'clientadmin';
/** Every admin route but /admin itself, which only leads to the landing. */
export type AdminRoute = Exclude<{ [K in RouteName]: (typeof routeTable)[K]['access'] extends 'admin' ? K : never }[RouteName], 'admin'>;

/** The admin navigation's links, in their order. */
export interface AdminLink {
  route: AdminRoute;
  label: string;
  type: AdminLinkType;
}

const isSuperAdmin = (user: User, superAdminEmail: string) =>
  user.is_admin && user.email.trim().toLowerCase() === superAdminEmail.trim().toLowerCase();

/** The admin links a user sees: all for the super administrator, the 'clientadmin' ones for other admins, none otherwise. */
export function adminLinksFor(user: User, superAdminEmail: string, links: readonly AdminLink[]): AdminLink[] {
  if (!user.is_admin) return [];
  return links.filter((l) => l.type === 'clientadmin' || isSuperAdmin(user, superAdminEmail));
}

/**
 * Where an administrator lands on /admin (and after signing in): the first of their links, so Admin Settings for
 * the super administrator and User Settings for the others (spec 1 §6). Every administrator has a 'clientadmin' link.
 */
export function adminLandingOf(user: User, superAdminEmail: string, links: readonly AdminLink[]): AdminRoute {
  const first = adminLinksFor(user, superAdminEmail, links)[0];
  if (!first) throw new Error('The admin navigation has no link every administrator has');
  return first.route;
}

/**
 * What opening an admin route does: show it, or go elsewhere. A non-admin goes to their own home (the dashboard,
 * or the initiate route without a profile); /admin and any admin path without a screen go to the landing; an
 * admin screen the user's links do not include goes to the landing too.
 */
export type AdminDecision = { show: AdminRoute } | { redirect: AdminRoute | HomeRoute };

export function decideAdminRoute(
  user: User,
  superAdminEmail: string,
  route: RouteName | undefined,
  links: readonly AdminLink[],
): AdminDecision {
  if (!user.is_admin) return { redirect: homeRouteOf(user) };
  const allowed = adminLinksFor(user, superAdminEmail, links).find((l) => l.route === route);
  return allowed ? { show: allowed.route } : { redirect: adminLandingOf(user, superAdminEmail, links) };
}
