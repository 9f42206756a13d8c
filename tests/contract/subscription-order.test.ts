// Subscriptions are paid oldest first (spec §F): the contract's rule, each cause alone and both sides of it.
import { describe, expect, it } from 'vitest';
import { earlierUnpaidSubscription, subscriptionWaitsMessage } from '#contract/subscription-order.ts';
import { payNowWaits } from '#machines/subscriptions/subscription-rules.ts';
import type { Subscription } from '#contract/membership-billing.ts';

const year = (subsPeriod: string, fullyPaid: boolean): Subscription => ({
  subsPeriod,
  memberCategory: 'PE',
  status: fullyPaid ? 'Paid' : 'Billed',
  billedAmount: 11_600,
  paidAmount: fullyPaid ? 11_600 : 0,
  lastPaidDate: '',
  billed: true,
  paid: fullyPaid,
  fullyPaid,
  documentNo: `INV-${subsPeriod}`,
  recieptNo: fullyPaid ? `RCT-${subsPeriod}` : '',
  profileID: 'PROF-0002',
});

describe('earlierUnpaidSubscription (src/contract/subscription-order.ts)', () => {
  it('the earliest unpaid year may be paid; the next waits for it, naming it', () => {
    const all = [year('2026', false), year('2025', false), year('2024', true)];
    expect(earlierUnpaidSubscription(all, all[1]!)).toBeNull();
    expect(earlierUnpaidSubscription(all, all[0]!)).toBe(all[1]);
    expect(subscriptionWaitsMessage(all[1]!)).toBe('Pay the 2025 subscription first: subscriptions are paid oldest first.');
  });

  it('once the earliest is paid, the next may be paid', () => {
    const all = [year('2026', false), year('2025', true), year('2024', true)];
    expect(earlierUnpaidSubscription(all, all[0]!)).toBeNull();
  });

  it('names the oldest of several unpaid earlier years, whatever the list order', () => {
    const all = [year('2024', false), year('2026', false), year('2023', false), year('2025', false)];
    expect(earlierUnpaidSubscription(all, all[1]!)?.subsPeriod).toBe('2023');
  });

  it('a later unpaid year never holds back an earlier one, and a year never waits for itself', () => {
    const all = [year('2026', false), year('2025', false)];
    expect(earlierUnpaidSubscription(all, all[1]!)).toBeNull();
    expect(earlierUnpaidSubscription([year('2025', false)], year('2025', false))).toBeNull();
  });

  it('payNowWaits: a paid year never waits; an unpaid later year says why', () => {
    const all = [year('2026', true), year('2025', false)];
    expect(payNowWaits(all, all[0]!)).toBeNull();
    const owing = [year('2026', false), year('2025', false)];
    expect(payNowWaits(owing, owing[0]!)).toBe(subscriptionWaitsMessage(owing[1]!));
    expect(payNowWaits(owing, owing[1]!)).toBeNull();
  });
});
