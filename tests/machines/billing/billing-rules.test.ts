// My Transactions' rules (spec 3 §2 Billing): Pay Now on an invoice only while the matching application or
// subscription has no posted receipt number — each condition alone, both sides — and where statement rows open.
import { describe, expect, it } from 'vitest';
import {
  invoicePayState,
  isBillingDocumentType,
  statementDocumentHref,
  statementWindow,
  type InvoiceFacts,
} from '#machines/billing/billing-rules.ts';
import type { Application, LedgerEntry, Subscription } from '#contract';

const app = (over: Partial<Application> = {}): Application => ({
  Code: 'APP1',
  AppliedCategory: 'PE',
  Amount: 5000,
  ApplicationDateTime: '2026-01-01T00:00:00Z',
  status: 'Open',
  Submitted: true,
  ProfileID: 'P1',
  postedReceiptNo: '',
  assignedMemberNo: '',
  membershipComments: [],
  ...over,
});
const sub = (over: Partial<Subscription> = {}): Subscription => ({
  subsPeriod: '2026',
  memberCategory: 'PE',
  status: 'Billed',
  billedAmount: 11600,
  paidAmount: 0,
  lastPaidDate: '',
  billed: true,
  paid: false,
  fullyPaid: false,
  documentNo: 'INV9',
  recieptNo: '',
  profileID: 'P1',
  ...over,
});
const entry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  entryNo: 1,
  documentNo: 'INV1',
  externalDocumentNo: 'APP1',
  documentDate: '2026-01-01',
  postingDate: '2026-01-01',
  dueDate: '2026-01-31',
  documentType: 'Invoice',
  description: 'Application Payment',
  amountLCY: 5000,
  remainingAmtLCY: 5000,
  ...over,
});
const facts = (over: Partial<InvoiceFacts> = {}): InvoiceFacts => ({ applications: [], subscriptions: [], ledger: [], ...over });

describe('invoicePayState: Pay Now only while the matching application or subscription has no posted receipt', () => {
  const cases: Array<[string, string, InvoiceFacts, ReturnType<typeof invoicePayState>]> = [
    [
      'application by code, no receipt → Pay Now',
      'APP1',
      facts({ applications: [app()], ledger: [entry()] }),
      { status: 'payable', sourceDocumentNo: 'APP1', description: 'Application Payment', amount: 5000 },
    ],
    [
      'application by code, receipt posted → its receipt',
      'APP1',
      facts({ applications: [app({ postedReceiptNo: 'RCT1' })], ledger: [entry()] }),
      { status: 'paid', receiptNo: 'RCT1' },
    ],
    [
      'application by invoice number, no receipt → Pay Now',
      'INV1',
      facts({ applications: [app()], ledger: [entry()] }),
      { status: 'payable', sourceDocumentNo: 'APP1', description: 'Application Payment', amount: 5000 },
    ],
    [
      'application by invoice number, receipt posted → its receipt',
      'INV1',
      facts({ applications: [app({ postedReceiptNo: 'RCT1' })], ledger: [entry()] }),
      { status: 'paid', receiptNo: 'RCT1' },
    ],
    [
      'subscription, no receipt → Pay Now',
      'INV9',
      facts({ subscriptions: [sub()] }),
      { status: 'payable', sourceDocumentNo: 'INV9', description: 'Subscription Payment', amount: 11600 },
    ],
    [
      'subscription, receipt posted → its receipt',
      'INV9',
      facts({ subscriptions: [sub({ recieptNo: 'RCT9' })] }),
      { status: 'paid', receiptNo: 'RCT9' },
    ],
    [
      'an invoice matching neither (a booking) → no Pay Now',
      'INV5',
      facts({ applications: [app()], subscriptions: [sub()], ledger: [entry({ documentNo: 'INV5', externalDocumentNo: 'BKG1' })] }),
      { status: 'none' },
    ],
    ['an unknown code → no Pay Now', 'NOPE', facts({ applications: [app()], subscriptions: [sub()] }), { status: 'none' }],
  ];
  it.each(cases)('%s', (_name, code, given, expected) => {
    expect(invoicePayState(code, given)).toEqual(expected);
  });

  it('pays what the ledger still owes (the gateway checks the amount), else what was billed less what was paid', () => {
    expect(invoicePayState('INV9', facts({ subscriptions: [sub({ paidAmount: 1600 })] }))).toMatchObject({ amount: 10_000 });
    expect(
      invoicePayState(
        'INV9',
        facts({ subscriptions: [sub()], ledger: [entry({ documentNo: 'INV9', externalDocumentNo: 'INV9', remainingAmtLCY: 600 })] }),
      ),
    ).toMatchObject({ amount: 600 });
    expect(invoicePayState('APP1', facts({ applications: [app()], ledger: [entry({ remainingAmtLCY: 0 })] }))).toMatchObject({
      status: 'payable',
      amount: 5000,
    });
  });

  it('half a cent left is nothing left: the amount billed is paid instead; a cent is owed', () => {
    const owing = (remainingAmtLCY: number) =>
      invoicePayState('APP1', facts({ applications: [app()], ledger: [entry({ remainingAmtLCY })] }));
    expect(owing(0.005)).toMatchObject({ amount: 5000 });
    expect(owing(0.01)).toMatchObject({ amount: 0.01 });
  });

  it('the invoice is the ledger entry of type Invoice whose number, or billed code, is the code; no other entry', () => {
    const other = entry({ entryNo: 7, documentNo: 'INV7', externalDocumentNo: 'APP7', remainingAmtLCY: 1 });
    const payment = entry({ entryNo: 8, documentNo: 'PAY1', externalDocumentNo: 'APP1', documentType: 'Payment', remainingAmtLCY: 2 });
    const ledger = [other, payment, entry({ remainingAmtLCY: 300 })];
    expect(invoicePayState('APP1', facts({ applications: [app()], ledger }))).toMatchObject({ amount: 300 });
    expect(invoicePayState('INV1', facts({ applications: [app()], ledger }))).toMatchObject({ amount: 300 });
    // A payment's number is not an invoice's: nothing to pay from it.
    expect(invoicePayState('PAY1', facts({ applications: [app()], ledger }))).toEqual({ status: 'none' });
  });

  it("an application or subscription matches by the code itself or by what the code's invoice bills", () => {
    const byOwnCode = entry({ documentNo: 'APP1', externalDocumentNo: 'ELSEWHERE' });
    expect(invoicePayState('APP1', facts({ applications: [app()], ledger: [byOwnCode] }))).toMatchObject({ sourceDocumentNo: 'APP1' });
    const billsSub = entry({ documentNo: 'INV1', externalDocumentNo: 'INV9', remainingAmtLCY: 11600 });
    expect(invoicePayState('INV1', facts({ subscriptions: [sub()], ledger: [billsSub] }))).toMatchObject({ sourceDocumentNo: 'INV9' });
    const subByOwnCode = entry({ documentNo: 'INV9', externalDocumentNo: 'SUB-2026', remainingAmtLCY: 11600 });
    expect(invoicePayState('INV9', facts({ subscriptions: [sub()], ledger: [subByOwnCode] }))).toMatchObject({ sourceDocumentNo: 'INV9' });
  });
});

describe('My Statement', () => {
  it('an invoice opens as an invoice, a payment as a receipt, a credit memo not at all', () => {
    expect(statementDocumentHref({ documentType: 'Invoice', documentNo: 'INV 1' })).toBe('/billing/document/invoice/INV%201');
    expect(statementDocumentHref({ documentType: 'Payment', documentNo: 'RCT1' })).toBe('/billing/document/receipt/RCT1');
    expect(statementDocumentHref({ documentType: 'Credit Memo', documentNo: 'CR-1' })).toBeNull();
    expect(statementDocumentHref({ documentType: 'Invoice', documentNo: '' })).toBeNull();
  });

  it('document types of /billing/document/:type/:code', () => {
    expect(['invoice', 'receipt', 'Invoice', 'statement', ''].map(isBillingDocumentType)).toEqual([true, true, false, false, false]);
  });

  it('newest posting first, entry number breaking ties; pages of the chosen size, a page past the end shows the last', () => {
    const rows = Array.from({ length: 45 }, (_, i) =>
      entry({ entryNo: i + 1, postingDate: `2026-01-${String((i % 28) + 1).padStart(2, '0')}` }),
    );
    const first = statementWindow(rows, 20, 1);
    expect(first.pages).toBe(3);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]?.postingDate).toBe('2026-01-28');
    for (let i = 1; i < first.rows.length; i++) {
      const [a, b] = [first.rows[i - 1]!, first.rows[i]!];
      expect(a.postingDate > b.postingDate || (a.postingDate === b.postingDate && a.entryNo > b.entryNo)).toBe(true);
    }
    expect(statementWindow(rows, 20, 9)).toMatchObject({ page: 3 });
    expect(statementWindow(rows, 20, 9).rows).toHaveLength(5);
    expect(statementWindow([], 10, 1)).toMatchObject({ page: 1, pages: 1, rows: [] });
  });
});
