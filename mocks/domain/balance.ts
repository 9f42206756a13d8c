// What a customer owes: its open invoices and the remaining amounts of its ledger's invoice entries.
import type { Db } from '../db';

/** Open invoices of a customer, oldest first. */
export const openInvoices = (db: Db, customerNo: string) =>
  db.invoices.findMany((q) => q.where({ customerNo, remainingAmount: (r) => r > 0 }), {
    orderBy: [{ postingDate: 'asc' }, { documentNo: 'asc' }],
  });

/** What the customer owes: the remaining amounts of its invoice entries. */
export function balanceOf(db: Db, customerNo: string): number {
  let total = 0;
  for (const entry of db.ledger.findMany((q) => q.where({ customerNo, documentType: 'Invoice', remainingAmtLCY: (r) => r !== 0 }))) {
    total += entry.remainingAmtLCY;
  }
  return Math.round(total * 100) / 100;
}
