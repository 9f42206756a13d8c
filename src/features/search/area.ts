// The search area's screens: the public Member Checker and a member's card (spec 1 §2.5).
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

export const area = areaScreens({
  screens: [
    { route: 'search', screen: page(() => import('./member-checker-page'), 'MemberCheckerPage') },
    { route: 'searchCard', screen: page(() => import('./member-card-page'), 'MemberCardPage') },
  ],
});
