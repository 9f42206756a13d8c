// When the settings are read again (spec 1 §1, §2.1; document 2 §2 /profile): on entering a page of the auth
// layout and on entering the profile area, so a change made in another session (an administrator closing
// registration, a new caption) shows without a reload. The site machine reloads on a `site` change.
import { routeNameOf, routeTable, type RouteName } from '#contract/routes.ts';

/** The profile area's screens (document 2 §2; the referee's public pages under /profile are not part of it). */
const PROFILE_AREA: readonly RouteName[] = ['profile', 'profileConfirm'];

const isVisitorPage = (location: string) => {
  const name = routeNameOf(location);
  return name !== undefined && routeTable[name].access === 'visitor';
};
const inProfileArea = (location: string) => {
  const name = routeNameOf(location);
  return name !== undefined && PROFILE_AREA.includes(name);
};
const pathOf = (location: string) => location.split(/[?#]/)[0] ?? '';

/** Whether moving from `from` to `to` enters a page whose layout reads the settings. */
export function rereadsSettings(from: string, to: string): boolean {
  if (pathOf(from) === pathOf(to)) return false;
  if (isVisitorPage(to)) return true;
  return inProfileArea(to) && !inProfileArea(from);
}
