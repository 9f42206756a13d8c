// What an area's screen manifest (src/features/<area>/area.ts for the first load's screens, member-area.ts for
// those inside the member layout and the admin gate) says about itself: which route each of its screens
// answers and, for the admin area, the navigation link a screen has. Who may open a route is the route table's
// (src/contract/routes.ts `access`): the router and the server-side path guard read it from there, so a manifest
// does not say it again. src/app/screen-table.ts, member-screen-table.ts and admin-screen-table.ts gather them into
// the router's tables (docs/decisions/030-area-screen-manifests.md).
import type { ComponentType } from 'react';
import type { AdminLinkType, AdminRoute } from '#machines/admin/admin-access.ts';
import type { RouteName } from '#contract/routes.ts';
import type { LazyPage } from './lazy-page';

export interface AreaScreen {
  route: RouteName;
  /** A lazy screen (`page(() => import('./x-page'), 'XPage')`, fetched on a link's intent), or a static one for the login page only. */
  screen: ComponentType | LazyPage;
  /**
   * A member route shown on its own, outside the member layout: the initiate pages of a signed-in user who has no
   * profile yet (spec 1 §2.1), which the layout would send straight back there.
   */
  withoutMemberLayout?: true;
}

/** An admin screen's link in the admin navigation (spec 1 §6): its label, its place (ascending) and who has it. */
interface AdminNavLink {
  label: string;
  order: number;
  type: AdminLinkType;
}

export interface AdminScreen extends AreaScreen {
  route: AdminRoute;
  nav: AdminNavLink;
}

export interface AreaScreens {
  screens: readonly (AreaScreen | AdminScreen)[];
  /** What a path no route has shows ('Nothing here'): exactly one area says it. */
  notFound?: ComponentType;
}

/** Written around each manifest so that a mistyped field is an error where it is written. */
export const areaScreens = (manifest: AreaScreens): AreaScreens => manifest;
