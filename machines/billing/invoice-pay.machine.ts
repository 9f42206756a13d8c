// Pay Now on /billing/invoice/:code (document 3 §2 Billing): the shared Pay Now flow over the member's
// applications, subscriptions and ledger, judged by billing-rules' `invoicePayState`. Started here, a payment
// comes back to the dashboard on success (the view's hand-off; document 3 §4).
import { membershipEndpoints, type ApiClient } from '../../src/contract';
import { createPayNowMachine, type PayNowState } from '../payment/pay-now.machine';
import { invoicePayState } from './billing-rules';

export interface InvoicePayGiven {
  /** The route's code: an invoice number or the code of what it bills. */
  code: string;
  /** The member's customer number (the gateway's payer) and account (member number, or the customer number). */
  payerID: string;
  accountNo: string;
}

async function lookUpInvoice(api: ApiClient, given: InvoicePayGiven): Promise<PayNowState> {
  const [applications, subscriptions, ledger] = await Promise.all([
    api.call(membershipEndpoints.applications),
    api.call(membershipEndpoints.subscriptions),
    api.call(membershipEndpoints.ledger),
  ]);
  const state = invoicePayState(given.code, { applications: applications.data, subscriptions: subscriptions.data, ledger: ledger.data });
  if (state.status !== 'payable') return state;
  const { sourceDocumentNo, description, amount } = state;
  return { status: 'payable', request: { kind: 'document', payerID: given.payerID, sourceDocumentNo, description, amount, accountNo: given.accountNo } };
}

export const invoicePayMachine = createPayNowMachine<InvoicePayGiven>('invoicePay', lookUpInvoice);
