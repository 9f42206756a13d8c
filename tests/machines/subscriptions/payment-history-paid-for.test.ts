// What each payment paid for (issue 34 item 3): read from the ledger (the payment's entry names the invoice it
// settled, the invoice's description the kind), never from the row's year; an event or a licence has no year of
// subscription, and sorts by the year it was paid.
import { describe, expect, it } from 'vitest';
import { paidForOfInvoice, paidForText, sortPaymentHistory, withWhatItPaid } from '#machines/subscriptions/payment-history-rules.ts';
import type { LedgerEntry } from '#contract/membership-billing.ts';
import type { PaymentHistoryRow } from '#contract/membership-statement.ts';

const row = (paymentCode: string, yearOfSubscription: string, paymentDate = '2026-03-01T09:00:00.000Z'): PaymentHistoryRow => ({
  paymentCode,
  paymentDate,
  paymentFrom: 'Wanjirũ Kamau',
  paymentTo: 'ICS',
  amount: 1000,
  paymentID: `PAY-${paymentCode}`,
  paymentType: 'M-Pesa',
  yearOfSubscription,
  email: 'member@demo.test',
  name: 'Wanjirũ Kamau',
  no: 1,
  memberNo: 'M1001',
});

let entryNo = 0;
const entry = (documentType: LedgerEntry['documentType'], documentNo: string, description: string): LedgerEntry => ({
  entryNo: ++entryNo,
  documentNo,
  externalDocumentNo: '',
  documentDate: '2026-03-01',
  postingDate: '2026-03-01',
  dueDate: '',
  documentType,
  description,
  amountLCY: documentType === 'Payment' ? -1000 : 1000,
  remainingAmtLCY: 0,
});

/** An invoice and the payment that settled it, as the ledger posts them. */
const paid = (invoiceNo: string, receiptNo: string, description: string) => [
  entry('Invoice', invoiceNo, description),
  entry('Payment', receiptNo, `Payment for ${invoiceNo}: ${description}`),
];

const ledger = [
  ...paid('INV-1', 'RCT-1', 'Subscription Payment 2024: Professional Engineer'),
  ...paid('INV-2', 'RCT-2', 'Event Payment: Bridge design masterclass'),
  ...paid('INV-3', 'RCT-3', 'License fees'),
  ...paid('INV-4', 'RCT-4', 'Application Payment: Graduate Engineer'),
  ...paid('INV-5', 'RCT-5', 'Upgrade Payment: Graduate Engineer to Professional Engineer'),
  ...paid('INV-6', 'RCT-6', 'Library card'),
  entry('Credit Memo', 'CR-1', 'Booking cancelled: Site visit'),
];

describe('what a payment paid for', () => {
  it('each kind of invoice, in words, with the licence named by the site’s caption', () => {
    const rows = withWhatItPaid(
      ['RCT-1', 'RCT-2', 'RCT-3', 'RCT-4', 'RCT-5', 'RCT-6'].map((code) => row(code, '2026')),
      ledger,
    );
    expect(rows.map((r) => paidForText(r.paidFor, 'Practising Licence'))).toEqual([
      'Subscription 2024: Professional Engineer',
      'Event: Bridge design masterclass',
      'Practising Licence fee',
      'Application fee: Graduate Engineer',
      'Upgrade fee: Graduate Engineer to Professional Engineer',
      'Invoice INV-6: Library card',
    ]);
    expect(rows.map((r) => r.paidFor.invoiceNo)).toEqual(['INV-1', 'INV-2', 'INV-3', 'INV-4', 'INV-5', 'INV-6']);
  });

  it('only a subscription has a year of subscription (the invoice’s year, not the row’s); an event or a licence has none', () => {
    const rows = withWhatItPaid([row('RCT-1', '2026'), row('RCT-2', '2026'), row('RCT-3', '2026')], ledger);
    expect(rows.map((r) => r.subscriptionYear)).toEqual(['2024', '', '']);
  });

  it('a subscription invoice without a year keeps the row’s year', () => {
    const [r] = withWhatItPaid([row('RCT-9', '2023')], paid('INV-9', 'RCT-9', 'Subscription Payment'));
    expect(r?.subscriptionYear).toBe('2023');
    expect(paidForText(r!.paidFor, 'License')).toBe('Subscription');
  });

  it('a payment the ledger does not show, or whose invoice it does not hold, is said so, never guessed', () => {
    const rows = withWhatItPaid([row('RCT-404', '2026'), row('RCT-7', '2026')], [entry('Payment', 'RCT-7', 'Payment for INV-404: x')]);
    expect(rows.map((r) => paidForText(r.paidFor, 'License'))).toEqual(['Not shown in your statement', 'Not shown in your statement']);
    expect(rows.map((r) => r.subscriptionYear)).toEqual(['', '']);
  });

  it('a prefix is a whole word: "Event Payments list" is no event', () => {
    expect(paidForOfInvoice({ documentNo: 'INV-1', description: 'Event Payments list' }).kind).toBe('invoice');
    expect(paidForOfInvoice({ documentNo: 'INV-1', description: 'Event Payment' })).toEqual({
      kind: 'event',
      detail: '',
      invoiceNo: 'INV-1',
    });
  });

  it('an event paid in 2026 sorts with 2026, not under a year of subscription, and not last', () => {
    const rows = withWhatItPaid(
      [
        row('RCT-1', '2024', '2024-01-10T09:00:00Z'),
        row('RCT-2', '2026', '2026-02-01T09:00:00Z'),
        row('RCT-3', '2025', '2025-06-01T09:00:00Z'),
      ],
      ledger,
    );
    expect(sortPaymentHistory(rows).map((r) => r.paymentCode)).toEqual(['RCT-2', 'RCT-3', 'RCT-1']);
  });
});
