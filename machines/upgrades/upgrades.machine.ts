// My Upgrades (spec 3 §2 Upgrades): the member's upgrade applications, and the server's plan cards of New
// Upgrade (card), each through the shared loader.
import { createLoaderMachine } from '../loader/loader.machine';
import { membershipEndpoints } from '#contract';
import type { UpgradeApplication, UpgradePlan } from '#contract/membership-upgrades.ts';

export const upgradeListMachine = createLoaderMachine<UpgradeApplication[]>(
  'upgradeList',
  async (api) => (await api.call(membershipEndpoints.upgrades)).data,
  { hears: ['payment', 'upgrade', 'everything'] },
);

export const upgradePlansMachine = createLoaderMachine<UpgradePlan[]>(
  'upgradePlans',
  async (api) => (await api.call(membershipEndpoints.upgradePlans)).data,
  { hears: [] },
);
