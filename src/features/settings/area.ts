// The settings area's screen.
import { areaScreens } from '#kernel/area-screens';
import { page } from '#kernel/lazy-page';

export const area = areaScreens({
  screens: [{ route: 'settings', screen: page(() => import('./settings-page'), 'SettingsPage') }],
});
