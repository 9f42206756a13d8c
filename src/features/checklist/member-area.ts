// The checklist area's screen: the application checklist of a type.
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

export const area = areaScreens({
  screens: [{ route: 'listing', screen: page(() => import('./checklist-page'), 'ChecklistPage') }],
});
