// The flows of machines/loader/ (decision 029): the generic read loader, which a screen that only shows one plain
// read's answer drives by naming the call and what it hears (no machine, flow or docs page of its own). The
// loader machine itself is what many flows are built on and has no flow. machines/flows.ts gathers every manifest.
import { endpoints } from '#contract';
import { createReadLoader, hearsOf } from './read-loader.machine';
import { defineFlow, text, type FlowPaths } from '../flow-manifest';
import { loads } from '../flow-samples';

const readLoader = createReadLoader(endpoints);

export const flows = [
  defineFlow({
    name: 'read-loader',
    description: 'A screen that shows one plain read (input `endpoint` "area.name", default setup.settings; `hears`)',
    source: 'machines/loader/read-loader.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => readLoader,
    // The machine checks the id when it loads: an id that names no plain read is a failed load that says so.
    input: (env, given) => ({ api: env.api, endpoint: text(given, 'endpoint', 'setup.settings') as never, hears: hearsOf(given.hears) }),
    paths: (): FlowPaths => loads('superadmin@demo.test', { endpoint: 'setup.paymentOptions', hears: ['everything'] }),
  }),
];
