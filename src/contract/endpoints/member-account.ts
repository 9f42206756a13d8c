// The membership calls the member data makes on every member page (spec 1 §7, spec 3 §7): the
// member's applications, subscriptions, ledger, balance, good standing and CPD awards. A module of their own so
// the dashboard's first load carries these schemas and not every membership area's (licence, events, upgrades).
import { defineEndpoint } from '../endpoint';
import { envelope, listEnvelope } from '../envelope';
import { ApplicationSchema } from '../membership-applications';
import { BalanceSchema, GoodStandingSchema, LedgerEntrySchema, SubscriptionSchema } from '../membership-billing';
import { CpdAwardSchema, CpdAwardsQuerySchema } from '../membership-cpd';

const doc3 = '3 §7';
const doc1 = '1 §7';
const member = 'member' as const;

export const memberAccountEndpoints = {
  applications: defineEndpoint({
    method: 'GET',
    path: 'application',
    access: member,
    spec: doc3,
    summary: "The member's membership applications (hidden comments removed)",
    answer: listEnvelope(ApplicationSchema),
  }),
  goodStanding: defineEndpoint({
    method: 'GET',
    path: 'profile/good-standing/:profileId',
    access: member,
    spec: doc1,
    summary: 'Good-standing record (read data.data[0])',
    answer: listEnvelope(GoodStandingSchema),
  }),
  ledger: defineEndpoint({
    method: 'GET',
    path: 'profile/ledger',
    access: member,
    spec: doc1,
    summary: 'Customer ledger entries, newest first',
    answer: listEnvelope(LedgerEntrySchema),
  }),
  balance: defineEndpoint({
    method: 'GET',
    path: 'billing/balance',
    access: member,
    spec: doc1,
    summary: 'Outstanding balance (KES)',
    answer: envelope(BalanceSchema),
  }),
  cpdAwards: defineEndpoint({
    method: 'GET',
    path: 'cpd_awards/awards',
    access: member,
    spec: doc3,
    summary: "CPD awards of the caller's own member number",
    query: CpdAwardsQuerySchema,
    answer: listEnvelope(CpdAwardSchema),
  }),
  subscriptions: defineEndpoint({
    method: 'GET',
    path: 'subs',
    access: member,
    spec: doc3,
    summary: "The member's subscriptions, newest period first",
    answer: listEnvelope(SubscriptionSchema),
  }),
};
