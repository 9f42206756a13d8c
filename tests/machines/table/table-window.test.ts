// The one table window (machines/table/table-window.machine.ts) on the two tables that left useState for it:
// Payment Options (search, 10 rows a page) and My Statement (no search, 20 rows a page). What a user sees is the
// machine's search, size and page cut by the table's own window function.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { paymentOptionsWindow } from '#machines/admin/payment-options.ts';
import { statementWindow } from '#machines/billing/billing-rules.ts';
import { windowSummary, type PageSize } from '#machines/table/table-window.ts';
import { tableWindowMachine } from '#machines/table/table-window.machine.ts';
import type { LedgerEntry, PaymentOption } from '#contract';

const options: PaymentOption[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  description: i % 2 === 0 ? `M-Pesa till ${i + 1}` : `Card ${i + 1}`,
  code: `OPT${String(i + 1).padStart(3, '0')}`,
  ref: `REF-${i + 1}`,
  checkoutCode: 1000 + i,
  priority: i,
  isConfirmPayment: i % 3 === 0,
}));

/** 45 entries, one a day in January and February 2026: entry 45 is the newest. */
const ledger: LedgerEntry[] = Array.from({ length: 45 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
  return {
    entryNo: i + 1,
    documentNo: `INV${String(i + 1).padStart(6, '0')}`,
    externalDocumentNo: '',
    documentDate: day,
    postingDate: day,
    dueDate: day,
    documentType: 'Invoice',
    description: `Entry ${i + 1}`,
    amountLCY: 100,
    remainingAmtLCY: 0,
  };
});

const table = (size: PageSize) => createActor(tableWindowMachine, { input: { size } }).start();

describe('Payment Options on the table window', () => {
  const shown = (actor: ReturnType<typeof table>) => {
    const { search, size, page } = actor.getSnapshot().context;
    return paymentOptionsWindow(options, search, size, page);
  };

  it('opens on the first 10 of 23 options; the last page shows the 3 left', () => {
    const actor = table(10);
    expect(windowSummary(shown(actor), 10, 'payment options')).toBe('Showing 1–10 of 23 payment options');
    actor.send({ type: 'table.page', page: 3 });
    expect(shown(actor).rows.map((o) => o.id)).toEqual([21, 22, 23]);
    expect(windowSummary(shown(actor), 10, 'payment options')).toBe('Showing 21–23 of 23 payment options');
  });

  it('a page past the last shows the last page', () => {
    const actor = table(10);
    actor.send({ type: 'table.page', page: 4 });
    expect(shown(actor)).toMatchObject({ page: 3, pages: 3 });
  });

  it('a search goes back to page 1 and counts only the matches, over code, reference and checkout code too', () => {
    const actor = table(10);
    actor.send({ type: 'table.page', page: 3 });
    actor.send({ type: 'table.search', search: ' m-pesa ' });
    expect(actor.getSnapshot().context.page).toBe(1);
    expect(windowSummary(shown(actor), 10, 'payment options')).toBe('Showing 1–10 of 12 payment options');
    actor.send({ type: 'table.search', search: 'opt023' });
    expect(shown(actor).rows.map((o) => o.id)).toEqual([23]);
    actor.send({ type: 'table.search', search: '1022' });
    expect(shown(actor).rows.map((o) => o.id)).toEqual([23]);
    actor.send({ type: 'table.search', search: 'nothing like it' });
    expect(windowSummary(shown(actor), 10, 'payment options')).toBe('No payment options');
  });

  it('a search of 10,000 characters is kept as typed (the box shows it) and matches nothing', () => {
    const actor = table(10);
    const long = 'm'.repeat(10_000);
    actor.send({ type: 'table.search', search: long });
    expect(actor.getSnapshot().context.search).toBe(long);
    expect(windowSummary(shown(actor), 10, 'payment options')).toBe('No payment options');
  });

  it('a page size change from the last page goes back to page 1, where every option fits', () => {
    const actor = table(10);
    actor.send({ type: 'table.page', page: 3 });
    actor.send({ type: 'table.size', size: 50 });
    expect(actor.getSnapshot().context).toMatchObject({ size: 50, page: 1 });
    expect(shown(actor)).toMatchObject({ page: 1, pages: 1, matches: 23 });
    expect(shown(actor).rows).toHaveLength(23);
  });

  it('a size not offered, and a page that is not a whole number from 1, change nothing', () => {
    const actor = table(10);
    actor.send({ type: 'table.page', page: 2 });
    for (const size of [7, 0, 1000]) actor.send({ type: 'table.size', size });
    for (const page of [0, -1, 1.5]) actor.send({ type: 'table.page', page });
    expect(actor.getSnapshot().context).toEqual({ search: '', size: 10, page: 2 });
  });
});

describe('My Statement on the table window', () => {
  const shown = (actor: ReturnType<typeof table>) => {
    const { size, page } = actor.getSnapshot().context;
    return statementWindow(ledger, size, page);
  };

  it('opens on the newest 20 of 45 entries; the last page holds the oldest 5', () => {
    const actor = table(20);
    expect(shown(actor)).toMatchObject({ page: 1, pages: 3, matches: 45 });
    expect(shown(actor).rows[0]?.entryNo).toBe(45);
    expect(shown(actor).rows).toHaveLength(20);
    actor.send({ type: 'table.page', page: 3 });
    expect(shown(actor).rows.map((e) => e.entryNo)).toEqual([5, 4, 3, 2, 1]);
  });

  it('a page size change from the last page goes back to page 1; a page past the end shows the last', () => {
    const actor = table(20);
    actor.send({ type: 'table.page', page: 3 });
    actor.send({ type: 'table.size', size: 50 });
    expect(shown(actor)).toMatchObject({ page: 1, pages: 1 });
    expect(shown(actor).rows).toHaveLength(45);
    actor.send({ type: 'table.size', size: 10 });
    actor.send({ type: 'table.page', page: 5 });
    expect(shown(actor).rows.map((e) => e.entryNo)).toEqual([5, 4, 3, 2, 1]);
    actor.send({ type: 'table.page', page: 6 });
    expect(shown(actor)).toMatchObject({ page: 5, pages: 5 });
  });
});
