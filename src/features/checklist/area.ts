// The checklist area's screen: the application checklist of a type.
import { areaScreens } from '#kernel/area-screens';
import { page } from '#kernel/lazy-page';

export const area = areaScreens({
  screens: [{ route: 'listing', screen: page(() => import('./checklist-page'), 'ChecklistPage') }],
});
