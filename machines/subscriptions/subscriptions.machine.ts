// My Subscriptions and My Payment History (spec 3 §2): the member's subscriptions and payments, each through
// the shared loader (every load ends in data or a visible, retryable error; `load.reload` after a payment keeps
// the rows on screen). Payments arrive sorted by year of subscription, newest first.
import { createLoaderMachine } from '../loader/loader.machine';
import { membershipEndpoints } from '#contract';
import type { PaymentHistoryRow, Subscription } from '#contract/membership-billing';
import { sortPaymentHistory } from './payment-history-rules';

export const subscriptionListMachine = createLoaderMachine<Subscription[]>(
  'subscriptionList',
  async (api) => (await api.call(membershipEndpoints.subscriptions)).data,
  'subscriptions',
);

export const paymentHistoryMachine = createLoaderMachine<PaymentHistoryRow[]>(
  'paymentHistory',
  async (api) => sortPaymentHistory((await api.call(membershipEndpoints.paymentHistory)).data),
  'paymentHistory',
);
