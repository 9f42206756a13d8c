// The flows of machines/payment/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { gatewayPageMachine } from './gateway-page.machine';
import { payNowMachine } from './pay-now.machine';
import type { Payable } from './payables';
import type { PendingPayment } from './payment-handoff';
import { paymentConfirmMachine } from './payment-confirm.machine';
import { encodeBase64Json, PAYMENT_DESCRIPTION } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { defineFlow, type FlowPaths, type Persona, text } from '../flow-manifest';

/** A customer's Clear Pending Invoices request, as the member layout hands it off. */
const clearPendingOf = (p: Persona) => ({ kind: 'clearPending', customerNo: p.customerNo, accountNo: p.customerNo });

export const flows = [
  defineFlow({
    name: 'payment-handoff',
    description: 'Back from the payment page: the backend is asked until the payment shows, or a time limit passes',
    source: 'machines/payment/payment-confirm.machine.ts',
    machine: () => paymentConfirmMachine,
    input: (env, given) => ({
      api: env.api,
      pending: (given.pending ?? null) as PendingPayment | null,
      outcome: text(given, 'outcome', 'return'),
    }),
    paths: (facts): FlowPaths => {
      const member = facts.persona('member@demo.test');
      const arrears = facts.persona('arrears@demo.test');
      return {
        starts: [
          // arrears@ owes: the check never sees the payment, so the portal polls until its time limit.
          {
            as: 'arrears@demo.test',
            input: { outcome: 'return', pending: { ref: 'R1', request: clearPendingOf(arrears), startedAt: 0 } },
            events: [{ type: 'payment.check' }],
            // The check's answer: the receipts the payment made once it shows, null before.
            answers: { checkPayment: { done: null } },
          },
          // member@ is paid up: the first check confirms.
          {
            as: 'member@demo.test',
            input: { outcome: 'return', pending: { ref: 'R2', request: clearPendingOf(member), startedAt: 0 } },
            events: [],
            answers: { checkPayment: { done: ['RCT000001'] } },
          },
          { input: { outcome: 'failed' }, events: [] },
          { input: { outcome: 'return' }, events: [] },
        ],
        context: ['waitedMs'],
      };
    },
  }),
  defineFlow({
    name: 'gateway',
    description: 'The simulated payment page of mock mode: pay, fail or cancel a batch, then its same-origin return',
    source: 'machines/payment/gateway-page.machine.ts',
    machine: () => gatewayPageMachine,
    input: (env, given) => ({ api: env.controls, origin: env.origin, batch: text(given, 'batch', '') }),
    paths: (facts): FlowPaths => {
      const arrears = facts.persona('arrears@demo.test');
      const batch = encodeBase64Json({
        customerNo: arrears.customerNo,
        accountNo: arrears.customerNo,
        // App-relative, as a recording writes them: the gateway returns to the origin of whatever world replays the
        // path (the CLI's, or a target's over HTTP), where an absolute address would leave it.
        success_url: `${hrefTo('dashboard')}?payment=return`,
        fail_url: `${hrefTo('billing')}?payment=failed`,
      });
      const returned = { done: `${hrefTo('dashboard')}?payment=return` };
      return {
        starts: [
          {
            input: { batch },
            events: [{ type: 'gateway.pay' }, { type: 'gateway.fail' }, { type: 'gateway.cancel' }],
            answers: { loadPreview: { done: {} }, submit: returned },
          },
          {
            // A payment paid meanwhile: the same batch paid first on this page (another tab, a reload after paying),
            // so the page offers only the way back, which charges nothing.
            run: [{ flow: 'gateway', steps: [{ input: { batch } }, { send: { type: 'gateway.pay' } }, { wait: 'leaving' }] }],
            input: { batch },
            events: [{ type: 'gateway.return' }],
            answers: { loadPreview: { done: { alreadyPaid: true, receiptNos: ['RCT-SAMPLE'] } }, submit: returned },
          },
          { input: { batch: 'not-a-batch' }, events: [], answers: { loadPreview: 'error' } },
        ],
      };
    },
  }),
  defineFlow({
    name: 'pay-now',
    description:
      'Pay Now on anything payable (input `kind`, `code`, `CustomerNo`, `MemberNo`, `lookFirst`): the click asks again, so a thing paid meanwhile shows its receipt',
    source: 'machines/payment/pay-now.machine.ts',
    machine: () => payNowMachine,
    input: (env, given) => ({
      api: env.api,
      payable: { kind: text(given, 'kind', 'invoice'), code: text(given, 'code', '') } as Payable,
      payer: { CustomerNo: text(given, 'CustomerNo', ''), MemberNo: text(given, 'MemberNo', '') },
      lookFirst: given.lookFirst === true,
    }),
    // arrears@'s unpaid 2025 subscription invoice is payable (Pay Now hands off; a hand-off that cannot start comes
    // back); member@'s application was paid long ago, so its click shows the receipt; a row starts without asking.
    paths: (facts): FlowPaths => {
      const member = facts.persona('member@demo.test');
      const arrears = facts.persona('arrears@demo.test');
      const arrearsInvoice = facts.unpaidInvoice(arrears.customerNo);
      const arrearsSubscription = {
        sourceDocumentNo: arrearsInvoice.documentNo,
        description: PAYMENT_DESCRIPTION.subscription,
        amount: arrearsInvoice.amount,
      };
      /** arrears@'s invoice as its Pay Now button hands it over (looked at first: it may be paid meanwhile). */
      const arrearsPayNow = {
        kind: 'invoice',
        code: arrearsInvoice.documentNo,
        CustomerNo: arrears.customerNo,
        MemberNo: arrears.memberNo,
        lookFirst: true,
      };
      const memberApplication = facts.paidApplicationInvoice(member.customerNo);
      return {
        starts: [
          {
            as: 'arrears@demo.test',
            input: arrearsPayNow,
            events: [
              { type: 'pay.start' },
              { type: 'pay.failed', error: 'Online payment is not set up for this portal.' },
              { type: 'load.retry' },
            ],
            answers: { lookUp: { done: { status: 'payable', bill: arrearsSubscription } } },
          },
          {
            as: 'member@demo.test',
            input: {
              kind: 'application',
              code: memberApplication.applicationCode,
              CustomerNo: member.customerNo,
              MemberNo: member.memberNo,
            },
            events: [{ type: 'pay.start' }],
            answers: { lookUp: { done: { status: 'paid', receiptNo: memberApplication.receiptNo } } },
          },
          {
            as: 'arrears@demo.test',
            input: arrearsPayNow,
            events: [{ type: 'load.retry' }],
            answers: { lookUp: 'fail' },
          },
        ],
      };
    },
  }),
];
