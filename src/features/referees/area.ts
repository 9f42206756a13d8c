// The referees area's screens: what a referee opens from the link they were sent (public, spec 2 §7).
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

export const area = areaScreens({
  screens: [
    { route: 'refereeResponse', screen: page(() => import('./referee-response-page'), 'RefereeResponsePage') },
    { route: 'refereeFormReport', screen: page(() => import('./referee-report-page'), 'RefereeReportPage') },
  ],
});
