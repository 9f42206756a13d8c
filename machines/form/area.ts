// The flows of machines/form/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { editBioMachine } from '../profile/bio-forms';
import { defineFlow, type FlowPaths, text, today } from '../flow-manifest';
import { fills } from '../flow-samples';
import { memberBio } from '../profile/area';

export const flows = [
  defineFlow({
    name: 'form',
    description: "The shared form machine, as the profile's Bio form (input `profileId`)",
    source: 'machines/form/form.machine.ts',
    builtOn: ['machines/profile/bio-forms.ts'],
    machine: (given, env) => editBioMachine(today(env), text(given, 'profileId', 'PROF-0001')),
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => fills('member@demo.test', memberBio),
  }),
];
