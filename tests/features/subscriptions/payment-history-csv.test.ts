// The payment history CSV (issue 15 item 2): the spec's columns in order, one row per payment in the order given,
// read back by papaparse; a hostile cell such as =HYPERLINK("http://x") comes out inert, quotes and commas intact.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { PAYMENT_HISTORY_CSV_COLUMNS } from '#machines/subscriptions/payment-history-rules';
import type { PaymentHistoryRow } from '#contract/membership-billing';
import { paymentHistoryCsv } from '#features/subscriptions/payment-history-csv';

const row = (patch: Partial<PaymentHistoryRow> = {}): PaymentHistoryRow => ({
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
  ...patch,
});

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('payment history CSV', () => {
  it('has the spec’s header, in order and spelling', () => {
    expect(parse(paymentHistoryCsv([]))).toEqual([
      [
        'PaymentCode',
        'DateOfPayment',
        'PaymentOrigin',
        'PaymentRecepient',
        'amount',
        'PaymentID',
        'PaymentType',
        'YearOfSubscription',
        'email',
        'name',
        'no',
      ],
    ]);
    expect(PAYMENT_HISTORY_CSV_COLUMNS.map(([, field]) => field)).not.toContain('memberNo');
  });

  it('writes one row per payment, in the order given, with the fields of its columns', () => {
    const rows = [row(), row({ paymentCode: 'RCT-0002', no: 2, amount: 3480.5, yearOfSubscription: '2025', paymentType: 'Card' })];
    const [, first, second] = parse(paymentHistoryCsv(rows));
    expect(first).toEqual([
      'RCT-0001',
      '2026-01-20T11:00:00.000Z',
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
    expect(second).toEqual([
      'RCT-0002',
      '2026-01-20T11:00:00.000Z',
      'Wanjirũ Kamau',
      'ICS',
      '3480.5',
      'PAY-0001',
      'Card',
      '2025',
      'member@demo.test',
      'Wanjirũ Kamau',
      '2',
    ]);
  });

  it('exports =HYPERLINK("http://x") inert, and every other formula trigger too', () => {
    const hostile = row({
      paymentFrom: '=HYPERLINK("http://x")',
      name: '+1+1',
      email: '@SUM(1)',
      paymentType: '-1',
      paymentID: '\t=1',
      paymentCode: '\r=2',
    });
    const csv = paymentHistoryCsv([hostile]);
    const [, cells] = parse(csv);
    expect(cells).toEqual([
      `'\r=2`,
      '2026-01-20T11:00:00.000Z',
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
    const [, cells] = parse(paymentHistoryCsv([odd]));
    expect(cells?.[2]).toBe('Kamau, "Wanjirũ"\nline two');
    expect(cells?.[9]).toBe('<script>alert(1)</script>');
  });

  it('builds 10,000 rows quickly (the browser bench asserts < 300 ms)', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => row({ no: i + 1, paymentCode: `RCT-${i}` }));
    const start = performance.now();
    const csv = paymentHistoryCsv(many);
    const ms = performance.now() - start;
    expect(parse(csv)).toHaveLength(10_001);
    expect(ms).toBeLessThan(1_000);
  });
});
