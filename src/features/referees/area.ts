// The referees area's screens: what a referee opens from the link they were sent (public, spec 2 §7).
import { areaScreens } from '#kernel/area-screens';
import { page } from '#kernel/lazy-page';

export const area = areaScreens({
  screens: [
    { route: 'refereeResponse', screen: page(() => import('./referee-response-page'), 'RefereeResponsePage') },
    { route: 'refereeFormReport', screen: page(() => import('./referee-report-page'), 'RefereeReportPage') },
  ],
});
