// The flows of machines/settings/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { changePasswordMachine, notificationsMachine, pickSettings } from './settings.machines';
import { defineFlow, type FlowPaths } from '../flow-manifest';
import { fills } from '../flow-samples';

export const flows = [
  defineFlow({
    name: 'settings',
    description: 'Settings: the notification switches, each saved at once and put back with the reason on a refusal',
    source: 'machines/settings/settings.machines.ts',
    machine: () => notificationsMachine,
    input: (env, given) => ({
      api: env.api,
      settings: pickSettings({
        email_reminders: true,
        email_updates: true,
        sms_reminders: true,
        sms_updates: true,
        ...(given.settings as object),
      }),
    }),
  }),
  defineFlow({
    name: 'settings-password',
    description: 'Settings: change the password (the rule of the contract, twice)',
    source: 'machines/settings/settings.machines.ts',
    machine: () => changePasswordMachine,
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => fills('member@demo.test', { password: 'N3wPassw0rd!', confirmPassword: 'N3wPassw0rd!' }),
  }),
];
