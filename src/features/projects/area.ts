// The projects area's screen.
import { areaScreens } from '#kernel/area-screens';
import { page } from '#kernel/lazy-page';

export const area = areaScreens({
  screens: [{ route: 'projects', screen: page(() => import('./projects-page'), 'ProjectsPage') }],
});
