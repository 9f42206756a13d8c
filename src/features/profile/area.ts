// The profile area's screens: the profile, a checklist component, the name confirmation, and the initiate pages
// of a signed-in user without a profile (spec 1 §2.1), which stand outside the member layout.
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

const initiatePages = () => import('./initiate-pages');

export const area = areaScreens({
  screens: [
    { route: 'profile', screen: page(() => import('./profile-page'), 'ProfilePage') },
    { route: 'component', screen: page(() => import('./component-page'), 'ChecklistComponentPage') },
    { route: 'profileConfirm', screen: page(() => import('./profile-confirm-page'), 'ProfileConfirmPage') },
    { route: 'initiateProfile', screen: page(initiatePages, 'InitiateProfilePage'), withoutMemberLayout: true },
    { route: 'initiateFirm', screen: page(initiatePages, 'InitiateFirmPage'), withoutMemberLayout: true },
  ],
});
