// What each payable thing owes now, asked of the backend: the one table the Pay Now machine reads (an application,
// an upgrade, a subscription, a licence pro-forma, an invoice, or every open invoice at once). Each look-up says
// what is still to pay, the receipt that paid it, or that nothing is payable here; it never builds the batch.
import {
  type ApiClient,
  type LedgerEntry,
  memberAccountEndpoints,
  membershipEndpoints,
  PAYMENT_DESCRIPTION,
  type PaymentDescription,
  type Subscription,
} from '#contract';
import { earlierUnpaidSubscription, subscriptionWaitsMessage } from '#contract/subscription-order.ts';
import { invoicePayState } from '../billing/billing-rules';
import { pendingPayments } from '../member/member-rules';
import { amountDue } from '../subscriptions/subscription-rules';

/** A thing with a Pay Now: its kind and its code (Clear Pending Invoices has none: it pays every open invoice). */
export type Payable = { kind: 'application' | 'upgrade' | 'subscription' | 'licence' | 'invoice'; code: string } | { kind: 'clearPending' };
type PayableKind = Payable['kind'];

/** What is to pay: one document, or every open invoice of the member. */
export type Bill = { sourceDocumentNo: string; description: PaymentDescription; amount: number } | 'allPending';

/**
 * What the backend says now: payable (the bill), paid (the receipt that paid it), waiting (payable only after
 * something else is paid, and why: a later subscription year, spec §F), or nothing to pay here.
 */
export type Owed =
  { status: 'payable'; bill: Bill } | { status: 'paid'; receiptNo: string } | { status: 'waiting'; reason: string } | { status: 'none' };

const has = (text: string) => text.trim() !== '';
const NOTHING: Owed = { status: 'none' };

/** One record's answer: paid by `receiptNo` when it has one, else payable for `bill`. */
const owedOf = (receiptNo: string, bill: Exclude<Bill, 'allPending'>): Owed =>
  has(receiptNo) ? { status: 'paid', receiptNo } : { status: 'payable', bill };

/** The newest receipt of the ledger: what paid the member's invoices last. */
const newestReceipt = (ledger: readonly LedgerEntry[]) =>
  [...ledger].filter((e) => e.documentType === 'Payment' && has(e.documentNo)).sort((a, b) => b.entryNo - a.entryNo)[0]?.documentNo;

type LookUp = (api: ApiClient, code: string) => Promise<Owed>;

/** A subscription year's bill waits while an earlier year is unpaid (oldest first, spec §F). */
function subscriptionOwed(subscriptions: readonly Subscription[], s: Subscription, bill: Exclude<Bill, 'allPending'>): Owed {
  const earlier = earlierUnpaidSubscription(subscriptions, s);
  return earlier ? { status: 'waiting', reason: subscriptionWaitsMessage(earlier) } : { status: 'payable', bill };
}

/** The look-up for each kind of payable thing. */
const PAYABLE_LOOKUPS: Record<PayableKind, LookUp> = {
  async application(api, code) {
    const app = (await api.call(memberAccountEndpoints.applications)).data.find((a) => a.Code === code);
    return app
      ? owedOf(app.postedReceiptNo, { sourceDocumentNo: app.Code, description: PAYMENT_DESCRIPTION.application, amount: app.Amount })
      : NOTHING;
  },
  async upgrade(api, code) {
    const upgrade = (await api.call(membershipEndpoints.upgrades)).data.find((u) => u.code === code);
    return upgrade
      ? owedOf(upgrade.postedReceiptNo, {
          sourceDocumentNo: upgrade.code,
          description: PAYMENT_DESCRIPTION.upgrade,
          amount: upgrade.amount,
        })
      : NOTHING;
  },
  async subscription(api, code) {
    const subscriptions = (await api.call(memberAccountEndpoints.subscriptions)).data;
    const s = subscriptions.find((row) => row.documentNo === code);
    if (!s) return NOTHING;
    if (s.fullyPaid) return has(s.recieptNo) ? { status: 'paid', receiptNo: s.recieptNo } : NOTHING;
    return subscriptionOwed(subscriptions, s, {
      sourceDocumentNo: s.documentNo,
      description: PAYMENT_DESCRIPTION.subscription,
      amount: amountDue(s),
    });
  },
  async licence(api, code) {
    const licence = (await api.call(membershipEndpoints.licence, { params: { id: code } })).data;
    return owedOf(licence.receiptNo, {
      sourceDocumentNo: licence.licenseApplicationNo,
      description: PAYMENT_DESCRIPTION.licence,
      amount: licence.amount,
    });
  },
  async invoice(api, code) {
    const [applications, subscriptions, ledger] = await Promise.all([
      api.call(memberAccountEndpoints.applications),
      api.call(memberAccountEndpoints.subscriptions),
      api.call(memberAccountEndpoints.ledger),
    ]);
    const state = invoicePayState(code, { applications: applications.data, subscriptions: subscriptions.data, ledger: ledger.data });
    if (state.status !== 'payable') return state;
    const { sourceDocumentNo, description, amount } = state;
    const bill = { sourceDocumentNo, description, amount };
    const subscription = subscriptions.data.find((s) => s.documentNo === sourceDocumentNo);
    return subscription ? subscriptionOwed(subscriptions.data, subscription, bill) : { status: 'payable', bill };
  },
  async clearPending(api) {
    const ledger = (await api.call(memberAccountEndpoints.ledger)).data;
    if (pendingPayments(ledger).length > 0) return { status: 'payable', bill: 'allPending' };
    const receiptNo = newestReceipt(ledger);
    return receiptNo ? { status: 'paid', receiptNo } : NOTHING;
  },
};

/** Asks the backend what `payable` owes now. */
export const lookUpPayable = (api: ApiClient, payable: Payable): Promise<Owed> =>
  PAYABLE_LOOKUPS[payable.kind](api, 'code' in payable ? payable.code : '');
