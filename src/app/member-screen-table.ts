// The member layout's screens, gathered from the areas' `src/features/<area>/member-area.ts` manifests (found by
// name, as ./screen-table.ts finds the first load's), but the admin area's: the admin gate reads that one
// (./admin-screen-table.ts). Only the member layout (./member/member-screens.tsx) imports it, so it travels in the
// layout's own chunk: a visitor's first load carries neither, and a member's dashboard fetches no chunk of
// declarations beside the layout, nor the admin screens' (docs/decisions/037-no-worse-than-e151423.md).
import type { AreaScreens } from '#kernel/area-screens.ts';
import { screensIn } from './screen-table';

const manifests = import.meta.glob<AreaScreens>(['/src/features/*/member-area.ts', '!/src/features/admin/member-area.ts'], {
  eager: true,
  import: 'area',
});

/** Screens inside the member layout, in the route table's order. */
export const memberScreens = screensIn(manifests);

/** The member layout's manifests by file, for the tests that hold them to the route table and the screen files. */
export const memberManifestsByFile: Readonly<Record<string, AreaScreens>> = manifests;
