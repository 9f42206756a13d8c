// The admin area's screens and their navigation links (spec 1 §2.6, §6): the super administrator has all three
// ('admin' links), every other administrator User Settings ('clientadmin'); the first link one has is where one lands.
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

export const area = areaScreens({
  screens: [
    {
      route: 'adminSettings',
      screen: page(() => import('./admin-settings-page'), 'AdminSettingsPage'),
      nav: { label: 'Admin Settings', order: 1, type: 'admin' },
    },
    {
      route: 'adminPaygate',
      screen: page(() => import('./payment-options-page'), 'PaymentOptionsPage'),
      nav: { label: 'Paygate Setup', order: 2, type: 'admin' },
    },
    {
      route: 'adminUsers',
      screen: page(() => import('./users-page'), 'UsersPage'),
      nav: { label: 'User Settings', order: 3, type: 'clientadmin' },
    },
  ],
});
