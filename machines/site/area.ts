// The flows of machines/site/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { siteMachine } from './site.machine';
import { defineFlow } from '../flow-manifest';

export const flows = [
  defineFlow({
    name: 'site',
    description: "What every screen's frame shows: the settings record (colours, packages, minor settings) and the company",
    source: 'machines/site/site.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => siteMachine,
    input: (env) => ({ api: env.api }),
  }),
];
