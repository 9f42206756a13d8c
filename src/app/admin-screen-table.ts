// The admin gate's screens and navigation, from the admin area's manifest (src/features/admin/member-area.ts, which
// ./member-screen-table.ts leaves out). Only the admin gate (./admin-gate.tsx) imports it, so it travels in the
// gate's own chunk: no member's first load carries the admin screens' declarations
// (docs/decisions/037-no-worse-than-e151423.md).
import type { ComponentType } from 'react';
import type { AdminLink } from '#machines/admin/admin-access.ts';
import type { AdminScreen, AreaScreens } from '#kernel/area-screens.ts';
import { screensIn } from './screen-table';

const manifests = import.meta.glob<AreaScreens>('/src/features/admin/member-area.ts', { eager: true, import: 'area' });

/** The admin screens, in the route table's order. */
export const adminScreens = screensIn(manifests).filter((s): s is AdminScreen => 'nav' in s);

/** The admin navigation, in the order its manifest states. */
export const adminLinks: readonly AdminLink[] = adminScreens
  .slice()
  .sort((a, b) => a.nav.order - b.nav.order)
  .map(({ route, nav }) => ({ route, label: nav.label, type: nav.type }));
export const adminScreenOf = (route: AdminLink['route']): ComponentType | undefined => adminScreens.find((s) => s.route === route)?.screen;

/** The admin area's manifest by file, for the tests that hold it to the route table and the screen files. */
export const adminManifestsByFile: Readonly<Record<string, AreaScreens>> = manifests;
