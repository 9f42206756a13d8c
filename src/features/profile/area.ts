// The profile area's screens in the first load: the initiate pages of a signed-in user without a profile (spec 1
// §2.1), which stand outside the member layout (its screens inside the layout are in ./member-area.ts).
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

const initiatePages = () => import('./initiate-pages');

export const area = areaScreens({
  screens: [
    { route: 'initiateProfile', screen: page(initiatePages, 'InitiateProfilePage'), withoutMemberLayout: true },
    { route: 'initiateFirm', screen: page(initiatePages, 'InitiateFirmPage'), withoutMemberLayout: true },
  ],
});
