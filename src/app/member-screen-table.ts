// The tables of the screens behind sign-in, gathered from the areas' `src/features/<area>/member-area.ts`
// manifests (found by name, as ./screen-table.ts finds the first load's): the member layout's screens and the admin
// navigation. Only the member layout (./member/member-screens.tsx), the admin gate and a link's intent
// (./screen-intent.ts) import it, so it is a chunk they load, not part of a visitor's first load.
import type { ComponentType } from 'react';
import type { AdminLink } from '#machines/admin/admin-access.ts';
import type { AdminScreen, AreaScreens } from '#kernel/area-screens.ts';
import { screensIn, screensOf } from './screen-table';

const manifests = import.meta.glob<AreaScreens>('/src/features/*/member-area.ts', { eager: true, import: 'area' });

/** Every screen behind sign-in, in the route table's order. */
export const memberAreaScreens = screensIn(manifests);

/** Screens inside the member layout. */
export const memberScreens = screensOf(memberAreaScreens, 'member');

const adminScreens = memberAreaScreens.filter((s): s is AdminScreen => 'nav' in s);
/** The admin navigation, in the order its manifest states. */
export const adminLinks: readonly AdminLink[] = adminScreens
  .slice()
  .sort((a, b) => a.nav.order - b.nav.order)
  .map(({ route, nav }) => ({ route, label: nav.label, type: nav.type }));
export const adminScreenOf = (route: AdminLink['route']): ComponentType | undefined => adminScreens.find((s) => s.route === route)?.screen;

/** The member-area manifests by file, for the tests that hold them to the route table and the screen files. */
export const memberManifestsByFile: Readonly<Record<string, AreaScreens>> = manifests;
