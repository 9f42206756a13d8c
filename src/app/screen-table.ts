// The router's tables, gathered from every area's screen manifest (src/features/<area>/area.ts, found by name: a
// new area's manifest needs no line here). Who may open a route is the route table's (src/contract/routes.ts); the
// routes keep the route table's order, so where two paths could match, the contract decides which is tried first.
// The manifests are small (a route name and a lazy screen each); the screens themselves stay chunks of their own.
import type { ComponentType } from 'react';
import type { AdminLink } from '#machines/admin/admin-access.ts';
import type { AdminScreen, AreaScreen, AreaScreens } from '#kernel/area-screens.ts';
import { routeTable, type RouteName } from '#contract/routes.ts';

const manifests = import.meta.glob<AreaScreens>('/src/features/*/area.ts', { eager: true, import: 'area' });

const order = Object.keys(routeTable);
/** Every area's screens, in the route table's order. */
export const allScreens: readonly AreaScreen[] = Object.values(manifests)
  .flatMap((m) => m.screens)
  .sort((a, b) => order.indexOf(a.route) - order.indexOf(b.route));

type Access = (typeof routeTable)[RouteName]['access'];
const screensOf = (access: Access, withoutMemberLayout = false) =>
  allScreens.filter((s) => routeTable[s.route].access === access && Boolean(s.withoutMemberLayout) === withoutMemberLayout);

/** Screens for someone signed out (a signed-in user is sent home). */
export const visitorScreens = screensOf('visitor');
/** Screens anyone may open, signed in or not. */
export const publicScreens = screensOf('public');
/** Mock mode's own pages (none in a real-backend build). */
export const mockScreens = screensOf('mock');
/** Screens inside the member layout. */
export const memberScreens = screensOf('member');
/** Screens of a signed-in user that stand outside the member layout (the initiate pages). */
export const signedInScreens = screensOf('member', true);

const adminScreens = allScreens.filter((s): s is AdminScreen => 'nav' in s);
/** The admin navigation, in the order its manifest states. */
export const adminLinks: readonly AdminLink[] = adminScreens
  .slice()
  .sort((a, b) => a.nav.order - b.nav.order)
  .map(({ route, nav }) => ({ route, label: nav.label, type: nav.type }));
export const adminScreenOf = (route: AdminLink['route']): ComponentType | undefined => adminScreens.find((s) => s.route === route)?.screen;

/** 'Nothing here', for a path no route has. */
export const NotFoundScreen: ComponentType = Object.values(manifests).flatMap((m) => (m.notFound ? [m.notFound] : []))[0] ?? (() => null);

/** Every manifest by file, for the tests that hold them to the route table and the screen files. */
export const manifestsByFile: Readonly<Record<string, AreaScreens>> = manifests;
