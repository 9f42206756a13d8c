// Clear Pending Invoices in the member bar (spec 1 §7): the one Pay Now over every open invoice. The click asks
// the backend again; invoices cleared meanwhile (another tab) show the receipt that paid them instead of paying.
// In the member layout's own chunk: /dashboard's first load has the Pay Now already (its pending-payment rows).
import { Link } from 'wouter';
import { hrefTo } from '#contract/routes.ts';
import { Button } from '#ui/button.tsx';
import { ACTION_LINK_LOOK } from '#ui/row-actions.tsx';
import { PayNowMessage, usePayNow } from '#kernel/payment/use-pay-now.tsx';

/** `pending`: the member's ledger shows open invoices. The actor stays while the bar does, so its notice outlives them. */
export function ClearPendingInvoices({ pending }: { pending: boolean }) {
  const payNow = usePayNow({ kind: 'clearPending' }, hrefTo('dashboard'));
  return (
    <>
      {payNow.receiptNo ? (
        <Link href={hrefTo('receipt', { code: payNow.receiptNo })} className={ACTION_LINK_LOOK}>
          Receipt {payNow.receiptNo}
        </Link>
      ) : pending ? (
        <Button look="secondary" onClick={payNow.pay} disabled={payNow.busy}>
          Clear Pending Invoices
        </Button>
      ) : null}
      {payNow.error || payNow.notice ? (
        <div className="w-full">
          <PayNowMessage payNow={payNow} />
        </div>
      ) : null}
    </>
  );
}
