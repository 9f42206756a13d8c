// The CPD area's screen.
import { areaScreens } from '#kernel/area-screens';
import { page } from '#kernel/lazy-page';

export const area = areaScreens({
  screens: [{ route: 'cpd', screen: page(() => import('./cpd-page'), 'CpdPage') }],
});
