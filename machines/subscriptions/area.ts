// The flows of machines/subscriptions/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { paymentHistoryMachine, subscriptionListMachine } from './subscriptions.machine';
import { defineFlow, type FlowPaths } from '../flow-manifest';
import { loads } from '../flow-samples';

export const flows = [
  defineFlow({
    name: 'subscription-list',
    description: 'My Subscriptions (/subscription, the card): the subscriptions with their row actions',
    source: 'machines/subscriptions/subscriptions.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => subscriptionListMachine,
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => loads('arrears@demo.test'),
  }),
  defineFlow({
    name: 'payment-history',
    description: 'My Payment History (/payment-history; under My Subscriptions for IEK): the payments, newest year first',
    source: 'machines/subscriptions/subscriptions.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => paymentHistoryMachine,
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => loads('member@demo.test'),
  }),
];
