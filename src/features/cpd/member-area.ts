// The CPD area's screen.
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

export const area = areaScreens({
  screens: [{ route: 'cpd', screen: page(() => import('./cpd-page'), 'CpdPage') }],
});
