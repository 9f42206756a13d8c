// The flows of machines/crud-list/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { setupEndpoints } from '#contract';
import { profileSubLists } from '#contract/profile-lists.ts';
import { createSubListMachine } from './sub-list';
import { lookupOptionsMachine } from './lookup-options.machine';
import { defineFlow, type FlowPaths, text, today } from '../flow-manifest';

/** One lookup field's loader, as the sub-list dialogs make them. */
const countyOptions = lookupOptionsMachine(async (api) =>
  (await api.call(setupEndpoints.counties)).data.map((c) => ({ value: c.countyName, label: c.countyName })),
);

const subListNamed = (name: string) => profileSubLists.find((l) => l.name === name) ?? profileSubLists.find((l) => l.name === 'bankers');

export const flows = [
  defineFlow({
    name: 'crud-list',
    description: 'One profile sub-list (input `list`, default bankers): load, add, edit, delete, reload after each change',
    source: 'machines/crud-list/crud-list.machine.ts',
    // "Not after today" counts from the simulated clock's day, not the device's: a replay's result does not depend
    // on the day it runs (decision 039).
    machine: (given, env) =>
      createSubListMachine(subListNamed(text(given, 'list', 'bankers')) as (typeof profileSubLists)[number], undefined, () => today(env)),
    input: (env) => ({ api: env.api }),
    paths: (facts): FlowPaths => {
      const firm = facts.persona('firm@demo.test');
      const banker = facts.firstBanker(firm.profileId);
      return {
        starts: [
          {
            as: 'firm@demo.test',
            events: [
              { type: 'list.add' },
              { type: 'list.edit', row: banker },
              { type: 'list.delete', row: banker },
              { type: 'list.cancel' },
              { type: 'list.confirm' },
              { type: 'load.reload' },
            ],
            answers: { load: { done: [] }, remove: { done: null }, addForm: 'none', editForm: 'none' },
          },
          // The list cannot be read (a server failure): `failed`, with Try again.
          { as: 'firm@demo.test', events: [], answers: { load: 'fail' } },
        ],
      };
    },
  }),
  defineFlow({
    name: 'lookup-options',
    description: "The choices of a sub-list dialog's lookup field (here: the counties), or a retryable error",
    source: 'machines/crud-list/lookup-options.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => countyOptions,
    input: (env) => ({ api: env.api }),
  }),
];
