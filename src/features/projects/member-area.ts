// The projects area's screen.
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

export const area = areaScreens({
  screens: [{ route: 'projects', screen: page(() => import('./projects-page'), 'ProjectsPage') }],
});
