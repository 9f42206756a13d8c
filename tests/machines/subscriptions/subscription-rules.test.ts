// The rules of My Subscriptions and My Payment History (issue 15 items 1, 2; spec 3 §2, §4, §6, §9): the row
// actions as a table of cases (each condition alone, both sides), Pay Now's hand-off, the card's choice, the IEK
// rule, the payments' order, the table's search and page sizes. No fake backend: these run under `npm run mutate`.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  paymentHistoryFileName,
  paymentHistoryTexts,
  sortPaymentHistory,
  type PaymentWithPurpose,
} from '#machines/subscriptions/payment-history-rules.ts';
import {
  amountDue,
  datePaid,
  showsPaymentHistoryUnderSubscriptions,
  subscriptionForCard,
  subscriptionRowActions,
  type SubscriptionViewer,
} from '#machines/subscriptions/subscription-rules.ts';
import { tableWindow } from '#machines/table/table-window.ts';
import { paymentRequestFor } from '#machines/payment/pay-now.machine.ts';
import { PAYMENT_DESCRIPTION, type Subscription } from '#contract/membership-billing.ts';
import { type PaymentHistoryRow } from '#contract/membership-statement.ts';
import { tableWindowMachine } from '#machines/table/table-window.machine.ts';

const sub = (patch: Partial<Subscription> = {}): Subscription => ({
  subsPeriod: '2026',
  memberCategory: 'PE',
  status: 'Paid',
  billedAmount: 11600,
  paidAmount: 11600,
  lastPaidDate: '2026-02-01T11:00:00.000Z',
  billed: true,
  paid: true,
  fullyPaid: true,
  documentNo: 'INV-0001',
  recieptNo: 'RCT-0001',
  profileID: 'PROF-0001',
  ...patch,
});
const IEK: SubscriptionViewer = { memberType: 'PE', company: 'IEK' };

describe('subscription row actions (spec 3 §2, §4, §6)', () => {
  // [case, subscription, viewer, invoice, certificate, receipt, payNow]
  const cases: Array<[string, Subscription, SubscriptionViewer, boolean, boolean, boolean, boolean]> = [
    ['paid in full, PE, IEK: everything but Pay Now', sub(), IEK, true, true, true, false],
    // billed alone
    ['not billed: no Invoice', sub({ billed: false }), IEK, false, true, true, false],
    // paid alone (Certificate and Receipt need it)
    [
      'not paid: no Certificate, no Receipt',
      sub({ paid: false, fullyPaid: false, paidAmount: 0, recieptNo: 'RCT-0001' }),
      IEK,
      true,
      false,
      false,
      true,
    ],
    [
      'paid but not fully: Certificate, Receipt and Pay Now',
      sub({ fullyPaid: false, paidAmount: 5000, status: 'Partially Paid' }),
      IEK,
      true,
      true,
      true,
      true,
    ],
    // member type alone
    ['GRADUATE member: no Certificate', sub(), { memberType: 'GRADUATE', company: 'IEK' }, true, false, true, false],
    ['graduate in any case: no Certificate', sub(), { memberType: ' graduate ', company: 'IEK' }, true, false, true, false],
    ['another type (CE): Certificate', sub(), { memberType: 'CE', company: 'IEK' }, true, true, true, false],
    // company alone
    ['company ICS (the default): no Certificate', sub(), { memberType: 'PE', company: 'ICS' }, true, false, true, false],
    ['company ics in any case: no Certificate', sub(), { memberType: 'PE', company: 'ics' }, true, false, true, false],
    ['another company: Certificate', sub(), { memberType: 'PE', company: 'EBK' }, true, true, true, false],
    // receipt number alone
    ['paid without a receipt number: no Receipt', sub({ recieptNo: '' }), IEK, true, true, false, false],
    ['a blank receipt number counts as none', sub({ recieptNo: '   ' }), IEK, true, true, false, false],
    // fully paid alone
    ['not fully paid: Pay Now', sub({ fullyPaid: false }), IEK, true, true, true, true],
    [
      'billed and unpaid (arrears)',
      sub({ status: 'Billed', paid: false, fullyPaid: false, paidAmount: 0, lastPaidDate: '', recieptNo: '' }),
      { memberType: 'PE', company: 'ICS' },
      true,
      false,
      false,
      true,
    ],
  ];
  it.each(cases)('%s', (_name, s, viewer, invoice, certificate, receipt, payNow) => {
    expect(subscriptionRowActions(s, viewer)).toEqual({ invoice, certificate, receipt, payNow });
  });
});

describe('the Payment History table under the list (spec 3 §6)', () => {
  it.each([
    ['IEK', true],
    ['iek', true],
    [' IEK ', true],
    ['ICS', false],
    ['EBK', false],
    ['', false],
  ] as const)('company %j: %s', (company, shown) => expect(showsPaymentHistoryUnderSubscriptions(company)).toBe(shown));
});

describe('Date Paid, the amount due and Pay Now', () => {
  it('Date Paid is the first 10 characters of lastPaidDate; empty while unpaid', () => {
    expect(datePaid(sub())).toBe('2026-02-01');
    expect(datePaid(sub({ lastPaidDate: '' }))).toBe('');
  });
  it('pays what is still owed, to the cent, as Subscription Payment of the invoice', () => {
    expect(amountDue(sub({ billedAmount: 11600, paidAmount: 5000.1 }))).toBe(6599.9);
    expect(amountDue(sub({ billedAmount: 100, paidAmount: 150 }))).toBe(0);
    const bill = { sourceDocumentNo: 'INV-0042', description: PAYMENT_DESCRIPTION.subscription, amount: amountDue(sub({ paidAmount: 0 })) };
    expect(paymentRequestFor(bill, { CustomerNo: 'CUST-0002', MemberNo: 'M1002' })).toEqual({
      kind: 'document',
      payerID: 'CUST-0002',
      sourceDocumentNo: 'INV-0042',
      description: 'Subscription Payment',
      amount: 11600,
      accountNo: 'M1002',
    });
    // Before registration there is no member number: the account is the customer number.
    expect(paymentRequestFor(bill, { CustomerNo: 'CUST-0009', MemberNo: '' }).accountNo).toBe('CUST-0009');
  });
});

describe('the subscription card’s subscription', () => {
  const list = [
    sub({ subsPeriod: '2024', documentNo: 'INV-1' }),
    sub({ subsPeriod: '2026', documentNo: 'INV-3' }),
    sub({ subsPeriod: '2025', documentNo: 'INV-2' }),
  ];
  it('by invoice number, else by period; the newest without a code; none when nothing matches', () => {
    expect(subscriptionForCard(list, 'INV-2')?.subsPeriod).toBe('2025');
    expect(subscriptionForCard(list, '2024')?.documentNo).toBe('INV-1');
    expect(subscriptionForCard(list, undefined)?.documentNo).toBe('INV-3');
    expect(subscriptionForCard(list, ' ')?.documentNo).toBe('INV-3');
    expect(subscriptionForCard(list, 'INV-9')).toBeNull();
    expect(subscriptionForCard([], undefined)).toBeNull();
  });
});

const row = (no: number, year: string, date: string): PaymentHistoryRow => ({
  paymentCode: `RCT-${no}`,
  paymentDate: date,
  paymentFrom: 'Wanjirũ Kamau',
  paymentTo: 'ICS',
  amount: 100 * no,
  paymentID: `PAY-${no}`,
  paymentType: no % 2 ? 'M-Pesa' : 'Card',
  yearOfSubscription: year,
  email: 'member@demo.test',
  name: 'Wanjirũ Kamau',
  no,
  memberNo: 'M1001',
});
/** A subscription payment of `year`, as the loader gives it. */
const payment = (no: number, year: string, date: string): PaymentWithPurpose => ({
  ...row(no, year, date),
  paidFor: { kind: 'subscription', detail: year, invoiceNo: `INV-${no}` },
  subscriptionYear: year,
});

describe('payment history order and table', () => {
  it('the year of subscription comes before the payment date; a year that is no number goes last; ties keep the server order', () => {
    const rows = [
      payment(1, '2025', '2026-01-05'),
      payment(2, 'n/a', '2027-01-01'),
      payment(3, '2026', '2025-12-01'),
      payment(4, '2024', '2024-05-01'),
      payment(5, '2024', '2024-05-01'),
      payment(6, '2024', '2024-05-01'),
    ];
    expect(sortPaymentHistory(rows).map((r) => r.no)).toEqual([3, 1, 4, 5, 6, 2]);
    expect(sortPaymentHistory([...rows].reverse()).map((r) => r.no)).toEqual([3, 1, 6, 5, 4, 2]);
  });

  it("the export's file name carries the member number, or 'member' without one", () => {
    expect(paymentHistoryFileName(' M1001 ')).toBe('payment-history-M1001.csv');
    expect(paymentHistoryFileName('   ')).toBe('payment-history-member.csv');
    expect(paymentHistoryFileName('')).toBe('payment-history-member.csv');
  });

  it('sorts by year of subscription descending (as numbers), then the latest payment first', () => {
    const rows = [
      payment(1, '2024', '2024-02-01'),
      payment(2, '2026', '2026-01-05'),
      payment(3, '999', '1999-01-01'),
      payment(4, '2026', '2026-03-01'),
      payment(5, '2025', '2025-01-01'),
    ];
    expect(sortPaymentHistory(rows).map((r) => r.no)).toEqual([4, 2, 5, 1, 3]);
  });

  it('searches code, payment id, type and year in any case, and pages 10, 20, 50 or 100 at a time', () => {
    const rows = Array.from({ length: 45 }, (_, i) => payment(i + 1, String(2000 + (i % 5)), `${2000 + (i % 5)}-01-01`));
    expect(tableWindow(rows, paymentHistoryTexts('License'), '', 10, 5)).toMatchObject({ matches: 45, pages: 5, page: 5 });
    expect(tableWindow(rows, paymentHistoryTexts('License'), '', 10, 5).rows).toHaveLength(5);
    expect(tableWindow(rows, paymentHistoryTexts('License'), '', 20, 9)).toMatchObject({ page: 3, pages: 3 });
    expect(tableWindow(rows, paymentHistoryTexts('License'), '', 50, 1).rows).toHaveLength(45);
    expect(tableWindow(rows, paymentHistoryTexts('License'), 'card', 100, 1).matches).toBe(22);
    expect(tableWindow(rows, paymentHistoryTexts('License'), ' PAY-4 ', 10, 1).rows.map((r) => r.no)).toEqual([4, 40, 41, 42, 43, 44, 45]);
    expect(tableWindow(rows, paymentHistoryTexts('License'), '2003', 10, 1).matches).toBe(9);
    expect(tableWindow(rows, paymentHistoryTexts('License'), 'nothing', 10, 1)).toMatchObject({ rows: [], matches: 0, pages: 1, page: 1 });
  });

  it('the table machine: a search or a page size goes back to page 1; only the offered sizes and whole pages count', () => {
    const table = createActor(tableWindowMachine, { input: { size: 10 } }).start();
    expect(table.getSnapshot().context).toEqual({ search: '', size: 10, page: 1 });
    table.send({ type: 'table.page', page: 3 });
    expect(table.getSnapshot().context.page).toBe(3);
    table.send({ type: 'table.size', size: 50 });
    expect(table.getSnapshot().context).toEqual({ search: '', size: 50, page: 1 });
    table.send({ type: 'table.page', page: 2 });
    table.send({ type: 'table.search', search: 'mpesa' });
    expect(table.getSnapshot().context).toEqual({ search: 'mpesa', size: 50, page: 1 });
    for (const size of [7, 0, 1000]) table.send({ type: 'table.size', size });
    for (const page of [0, -1, 1.5]) table.send({ type: 'table.page', page });
    expect(table.getSnapshot().context).toEqual({ search: 'mpesa', size: 50, page: 1 });
    // Kept whole (issue 24 item 4): the search box shows this value, and a cut once cut what the member typed.
    table.send({ type: 'table.search', search: 'x'.repeat(10_000) });
    expect(table.getSnapshot().context.search).toHaveLength(10_000);
  });
});
