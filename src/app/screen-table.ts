// The router's tables, gathered from the areas' screen manifests (found by name: a new area's manifest needs no
// line here). An area says its screens in two files, by where they load: `src/features/<area>/area.ts` for the
// screens the app shell routes itself (visitor, public, mock, and the initiate pages outside the member layout), in
// the first load; `src/features/<area>/member-area.ts` for the screens inside the member layout and the admin gate,
// gathered by ./member-screen-table.ts and ./admin-screen-table.ts in those frames' own chunks, so a visitor's first
// load carries neither their declarations nor their preload lists (docs/decisions/030-area-screen-manifests.md,
// 037-no-worse-than-e151423.md). Who may open a route
// is the route table's (src/contract/routes.ts); the routes keep the route table's order, so where two paths could
// match, the contract decides which is tried first. tests/app/screen-table.test.ts holds each file to its side.
import type { ComponentType } from 'react';
import type { AreaScreen, AreaScreens } from '#kernel/area-screens.ts';
import { routeTable, type RouteName } from '#contract/routes.ts';

const manifests = import.meta.glob<AreaScreens>('/src/features/*/area.ts', { eager: true, import: 'area' });

const order = Object.keys(routeTable);
/** Every screen of some manifests, in the route table's order. */
export const screensIn = (byFile: Readonly<Record<string, AreaScreens>>): readonly AreaScreen[] =>
  Object.values(byFile)
    .flatMap((m) => m.screens)
    .sort((a, b) => order.indexOf(a.route) - order.indexOf(b.route));

type Access = (typeof routeTable)[RouteName]['access'];
/** The screens of one access, inside the member layout or (`withoutMemberLayout`) outside it. */
const screensOf = (screens: readonly AreaScreen[], access: Access, withoutMemberLayout = false) =>
  screens.filter((s) => routeTable[s.route].access === access && Boolean(s.withoutMemberLayout) === withoutMemberLayout);

/** The screens of the first load, in the route table's order. */
export const firstLoadScreens = screensIn(manifests);

/** Screens for someone signed out (a signed-in user is sent home). */
export const visitorScreens = screensOf(firstLoadScreens, 'visitor');
/** Screens anyone may open, signed in or not. */
export const publicScreens = screensOf(firstLoadScreens, 'public');
/** Mock mode's own pages (none in a real-backend build). */
export const mockScreens = screensOf(firstLoadScreens, 'mock');
/** Screens of a signed-in user that stand outside the member layout (the initiate pages). */
export const signedInScreens = screensOf(firstLoadScreens, 'member', true);

/** 'Nothing here', for a path no route has. */
export const NotFoundScreen: ComponentType = Object.values(manifests).flatMap((m) => (m.notFound ? [m.notFound] : []))[0] ?? (() => null);

/** The first load's manifests by file, for the tests that hold them to the route table and the screen files. */
export const manifestsByFile: Readonly<Record<string, AreaScreens>> = manifests;
