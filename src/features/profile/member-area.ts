// The profile area's screens inside the member layout: the profile, a checklist component and the name
// confirmation (the initiate pages, outside the layout, are in ./area.ts).
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

export const area = areaScreens({
  screens: [
    { route: 'profile', screen: page(() => import('./profile-page'), 'ProfilePage') },
    { route: 'component', screen: page(() => import('./component-page'), 'ChecklistComponentPage') },
    { route: 'profileConfirm', screen: page(() => import('./profile-confirm-page'), 'ProfileConfirmPage') },
  ],
});
