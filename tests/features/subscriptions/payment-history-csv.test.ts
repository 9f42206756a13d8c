// The payment history CSV (issue 15 item 2, issue 34 item 3): readable headings in the spec's order with what each
// payment paid for, one row per payment in the order given, the date of payment in the portal's form at the
// member's local time (Nairobi here, so a late-evening UTC payment falls on the next day), read back by papaparse;
// a hostile cell such as =HYPERLINK("http://x") comes out inert, quotes and commas intact.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentWithPurpose } from '#machines/subscriptions/payment-history-rules.ts';
import { paymentHistoryCsv } from '#features/subscriptions/payment-history-csv.ts';
import { PAYMENT_HISTORY_CSV_HEADER } from '../../support/payment-history-columns';

const row = (patch: Partial<PaymentWithPurpose> = {}): PaymentWithPurpose => ({
  paymentCode: 'RCT-0001',
  paymentDate: '2026-01-20T11:00:00.000Z',
  paymentFrom: 'Wanjirũ Kamau',
  paymentTo: 'ICS',
  amount: 11600,
  paymentID: 'PAY-0001',
  paymentType: 'M-Pesa',
  yearOfSubscription: '2026',
  email: 'member@demo.test',
  name: 'Wanjirũ Kamau',
  no: 1,
  memberNo: 'M1001',
  paidFor: { kind: 'subscription', detail: '2026: Professional Engineer', invoiceNo: 'INV-1' },
  subscriptionYear: '2026',
  ...patch,
});

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
const csvOf = (rows: PaymentWithPurpose[]) => paymentHistoryCsv(rows, 'License');

// Node reads TZ on every date conversion: the member's local time is Nairobi's (UTC+3) for these tests.
const zone = process.env.TZ;
beforeAll(() => void (process.env.TZ = 'Africa/Nairobi'));
afterAll(() => void (zone === undefined ? delete process.env.TZ : (process.env.TZ = zone)));

const HEADER = PAYMENT_HISTORY_CSV_HEADER;

describe('payment history CSV', () => {
  it('has readable headings, in the spec’s order, with Paid for; no field name of the spec, no member number', () => {
    const [header] = parse(csvOf([]));
    expect(header).toEqual(HEADER);
    for (const raw of ['PaymentRecepient', 'PaymentOrigin', 'DateOfPayment', 'YearOfSubscription', 'memberNo'])
      expect(header).not.toContain(raw);
  });

  it('writes one row per payment, in the order given: local date and time, what it paid for, the amount a number', () => {
    const rows = [
      row(),
      row({
        paymentCode: 'RCT-0002',
        no: 2,
        amount: 3480.5,
        paymentType: 'Card',
        paymentDate: '2026-01-20T21:00:00.000Z',
        paidFor: { kind: 'event', detail: 'Bridge design', invoiceNo: 'INV-2' },
        subscriptionYear: '',
      }),
    ];
    const csv = csvOf(rows);
    const [, first, second] = parse(csv);
    expect(first).toEqual([
      'RCT-0001',
      '20 Jan 2026, 14:00',
      'Subscription 2026: Professional Engineer',
      'Wanjirũ Kamau',
      'ICS',
      '11600',
      'PAY-0001',
      'M-Pesa',
      '2026',
      'member@demo.test',
      'Wanjirũ Kamau',
      '1',
    ]);
    // 21:00 UTC is past midnight in Nairobi: the member's day, not the server's; an event has no year of subscription.
    expect(second).toEqual([
      'RCT-0002',
      '21 Jan 2026, 00:00',
      'Event: Bridge design',
      'Wanjirũ Kamau',
      'ICS',
      '3480.5',
      'PAY-0001',
      'Card',
      '',
      'member@demo.test',
      'Wanjirũ Kamau',
      '2',
    ]);
    expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('a calendar day (no time) stays that day wherever the member is', () => {
    const [, cells] = parse(csvOf([row({ paymentDate: '2026-01-20' })]));
    expect(cells?.[1]).toBe('20 Jan 2026');
  });

  it('exports =HYPERLINK("http://x") inert, and every other formula trigger too', () => {
    const hostile = row({
      paymentFrom: '=HYPERLINK("http://x")',
      name: '+1+1',
      email: '@SUM(1)',
      paymentType: '-1',
      paymentID: '\t=1',
      paymentCode: '\r=2',
      paidFor: { kind: 'invoice', detail: 'x', invoiceNo: '=1+1' },
    });
    const csv = csvOf([hostile]);
    const [, cells] = parse(csv);
    expect(cells).toEqual([
      `'\r=2`,
      '20 Jan 2026, 14:00',
      'Invoice =1+1: x',
      `'=HYPERLINK("http://x")`,
      'ICS',
      '11600',
      `'\t=1`,
      `'-1`,
      '2026',
      `'@SUM(1)`,
      `'+1+1`,
      '1',
    ]);
    // In the file itself no field starts with a formula trigger: text is quoted and begins with the apostrophe.
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    for (const line of csv.split('\r\n')) for (const field of line.split(',')) expect(field).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('keeps commas, quotes, line breaks and HTML inside their cell', () => {
    const odd = row({ paymentFrom: 'Kamau, "Wanjirũ"\nline two', name: '<script>alert(1)</script>' });
    const [, cells] = parse(csvOf([odd]));
    expect(cells?.[3]).toBe('Kamau, "Wanjirũ"\nline two');
    expect(cells?.[10]).toBe('<script>alert(1)</script>');
  });

  it('builds 10,000 rows quickly (the browser bench asserts < 300 ms)', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => row({ no: i + 1, paymentCode: `RCT-${i}` }));
    const start = performance.now();
    const csv = csvOf(many);
    const ms = performance.now() - start;
    expect(parse(csv)).toHaveLength(10_001);
    expect(ms).toBeLessThan(1_000);
  });
});
