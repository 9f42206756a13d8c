// My Subscriptions and My Payment History (spec 3 §2): the member's subscriptions and payments, each through
// the shared loader (every load ends in data or a visible, retryable error; `load.reload` after a payment keeps
// the rows on screen). Payments arrive with what each paid for (read from the ledger, loaded beside them: issue 34
// item 3), sorted by year of subscription, newest first.
import { createLoaderMachine } from '../loader/loader.machine';
import { memberAccountEndpoints, membershipEndpoints } from '#contract';
import type { Subscription } from '#contract/membership-billing.ts';
import { sortPaymentHistory, withWhatItPaid, type PaymentWithPurpose } from './payment-history-rules';

export const subscriptionListMachine = createLoaderMachine<Subscription[]>(
  'subscriptionList',
  async (api) => (await api.call(membershipEndpoints.subscriptions)).data,
  { hears: ['payment', 'everything'] },
);

export const paymentHistoryMachine = createLoaderMachine<PaymentWithPurpose[]>(
  'paymentHistory',
  async (api) => {
    const [history, ledger] = await Promise.all([api.call(membershipEndpoints.paymentHistory), api.call(memberAccountEndpoints.ledger)]);
    return sortPaymentHistory(withWhatItPaid(history.data, ledger.data));
  },
  { hears: ['payment', 'everything'] },
);
