// The upgrade screens as one lazy chunk (src/app/app.tsx loads it once for all six routes): one dynamic import in
// the first load instead of six, and the chunk reaches the membership contract as the dashboard does, so the
// bundler keeps that contract in one piece (docs/decisions/009, `npm run bench`).
export { UpgradesPage } from './upgrades-page';
export { UpgradeCardPage } from './upgrade-card-page';
export { UpgradePlanPage } from './upgrade-plan-page';
export { UpgradeChecklistPage } from './upgrade-checklist-page';
export { UpgradeAcceptanceLetterPage, UpgradeReportPage } from './upgrade-documents';
