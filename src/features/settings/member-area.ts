// The settings area's screen.
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

export const area = areaScreens({
  screens: [{ route: 'settings', screen: page(() => import('./settings-page'), 'SettingsPage') }],
});
