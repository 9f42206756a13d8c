// The dashboard area's screens: the dashboard and the certificate of good standing.
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

export const area = areaScreens({
  screens: [
    { route: 'dashboard', screen: page(() => import('./dashboard-page'), 'DashboardPage') },
    { route: 'goodStanding', screen: page(() => import('./good-standing-page'), 'GoodStandingPage') },
  ],
});
