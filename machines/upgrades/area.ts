// The flows of machines/upgrades/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { upgradeChecklistMachine } from './upgrade-checklist.machine';
import { upgradeListMachine, upgradePlansMachine } from './upgrades.machine';
import { defineFlow, type FlowPaths, type Persona, text } from '../flow-manifest';
import { loads } from '../flow-samples';

/** What the upgrade checklist loads for a member and CE (sample: the guards read `items` and `plan`). */
const upgradeLoaded = (p: Persona) => ({
  items: [{ checkListType: 'PROFESSIONAL', description: 'Add your professional body memberships', pass: true }],
  plan: { ToCategory: 'CE', ToCategoryDescription: 'Consulting Engineer', Amount: 100_000 },
  memberNo: p.memberNo,
  profileId: p.profileId,
});

export const flows = [
  defineFlow({
    name: 'upgrade-list',
    description: 'My Upgrades (/upgrade): the upgrade applications with their row actions',
    source: 'machines/upgrades/upgrades.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => upgradeListMachine,
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => loads('member@demo.test'),
  }),
  defineFlow({
    name: 'upgrade-plans',
    description: "New Upgrade (/upgrade/card): the plans open to the member's category",
    source: 'machines/upgrades/upgrades.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => upgradePlansMachine,
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => loads('member@demo.test'),
  }),
  defineFlow({
    name: 'upgrade-checklist',
    description: "The upgrade checklist (/upgrade/checklist/:code, input `code`): confirm, 'Submit Application ?', submit",
    source: 'machines/upgrades/upgrade-checklist.machine.ts',
    machine: () => upgradeChecklistMachine,
    input: (env, given) => ({ api: env.api, code: text(given, 'code', 'PE') }),
    paths: (facts): FlowPaths => {
      const member = facts.persona('member@demo.test');
      return {
        starts: [
          // member@ (PE) → CE: every requirement passes, so Continue opens the dialog and Submit submits.
          {
            as: 'member@demo.test',
            input: { code: 'CE' },
            events: [
              { type: 'upgrade.confirm', confirmed: true },
              { type: 'upgrade.confirm', confirmed: false },
              { type: 'upgrade.continue' },
              { type: 'upgrade.cancel' },
              { type: 'upgrade.submit' },
            ],
            answers: { load: { done: upgradeLoaded(member) }, submitUpgrade: { done: { code: 'UPG-0001' } } },
          },
          // The submission fails (server or network): the dialog stays with the message, Submit again or Cancel.
          {
            as: 'member@demo.test',
            input: { code: 'CE' },
            events: [
              { type: 'upgrade.confirm', confirmed: true },
              { type: 'upgrade.continue' },
              { type: 'upgrade.cancel' },
              { type: 'upgrade.submit' },
            ],
            answers: { load: { done: upgradeLoaded(member) }, submitUpgrade: 'fail' },
          },
          // An unknown category: the checklist call is refused (404).
          { as: 'member@demo.test', input: { code: 'NOPE' }, events: [{ type: 'load.retry' }], answers: { load: 'error' } },
          // A category that exists but is no upgrade of PE.
          {
            as: 'member@demo.test',
            input: { code: 'GRADUATE' },
            events: [],
            answers: { load: { done: { ...upgradeLoaded(member), plan: null } } },
          },
        ],
        context: ['confirmed'],
      };
    },
  }),
];
