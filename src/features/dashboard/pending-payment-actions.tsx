// A Pending Payments row's actions on the dashboard (issue 34 item 5): Preview of the invoice and Pay Now through
// the one Pay Now machine (asks the backend again on the click). A later subscription year's Pay Now waits, and
// says why, while an earlier year is unpaid (spec §F), as on My Subscriptions.
import type { LedgerEntry, Subscription } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { payNowWaits } from '#machines/subscriptions/subscription-rules.ts';
import { RowActions } from '#ui/row-actions.tsx';
import { PayNowMessage, payNowAction, usePayNow } from '#kernel/payment/use-pay-now.tsx';

export function PendingPaymentActions({ entry, subscriptions }: { entry: LedgerEntry; subscriptions: readonly Subscription[] }) {
  const payNow = usePayNow({ kind: 'invoice', code: entry.documentNo }, hrefTo('dashboard'));
  const subscription = subscriptions.find((s) => s.documentNo === entry.documentNo || s.documentNo === entry.externalDocumentNo);
  const waits = subscription && !payNow.receiptNo ? (payNowWaits(subscriptions, subscription) ?? payNow.waiting) : payNow.waiting;
  return (
    <div className="flex flex-col items-end gap-2">
      <RowActions
        of={entry.documentNo}
        actions={[{ label: 'Preview', href: hrefTo('invoice', { code: entry.documentNo }) }, payNowAction(payNow, waits)]}
      />
      <PayNowMessage payNow={payNow} waits={waits} />
    </div>
  );
}
