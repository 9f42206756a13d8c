// The upgrades area's screens: upgrades, plans, a new upgrade, its checklist and documents.
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

const upgradePages = () => import('./upgrade-pages');

export const area = areaScreens({
  screens: [
    { route: 'upgrade', screen: page(upgradePages, 'UpgradesPage') },
    { route: 'upgradeCard', screen: page(upgradePages, 'UpgradeCardPage') },
    { route: 'upgradePlan', screen: page(upgradePages, 'UpgradePlanPage') },
    { route: 'upgradeChecklist', screen: page(upgradePages, 'UpgradeChecklistPage') },
    { route: 'upgradeDocument', screen: page(upgradePages, 'UpgradeReportPage') },
    { route: 'upgradeAcceptanceLetter', screen: page(upgradePages, 'UpgradeAcceptanceLetterPage') },
  ],
});
