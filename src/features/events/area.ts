// The events area's screen.
import { areaScreens } from '#kernel/area-screens';
import { page } from '#kernel/lazy-page';

export const area = areaScreens({
  screens: [{ route: 'events', screen: page(() => import('./events-page'), 'EventsPage') }],
});
