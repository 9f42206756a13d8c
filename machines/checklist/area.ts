// The flows of machines/checklist/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { ChecklistKindSchema } from '#contract/checklist.ts';
import { checklistMachine } from './checklist.machine';
import { choice, defineFlow, type FlowPaths, text } from '../flow-manifest';
import { loads } from '../flow-samples';

export const flows = [
  defineFlow({
    name: 'checklist',
    description: 'The checklist of an application, an upgrade or a licence (input `category`, `kind`)',
    source: 'machines/checklist/checklist.machine.ts',
    machine: (given) => checklistMachine(text(given, 'category', 'GRADUATE'), choice(ChecklistKindSchema, given.kind, 'Application')),
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => loads('member@demo.test'),
  }),
];
