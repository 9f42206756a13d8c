// Pay Now in a view: each payable row (or page) makes its own actor of the one Pay Now machine
// (machines/payment/pay-now.machine.ts), which lives and dies with the row, so the four lists that show Pay Now keep
// their own loaders. The view's only part is leaving for the payment page once the machine hands off.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { payNowMachine, selectHandoffRequest, selectReceiptNo, selectWaitingReason } from '#machines/payment/pay-now.machine.ts';
import type { Payable } from '#machines/payment/payables.ts';
import type { PaymentRequest } from '#machines/payment/payment-handoff.ts';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import type { RowAction } from '#ui/row-actions.tsx';
import { useMemberData } from '../member-data-context';
import { usePortal } from '../portal/portal-context';
import { useFlowActor } from '../portal/use-flow-actor';
import { useStartPayment } from './use-start-payment';

export interface PayNow {
  /** Ask the backend again and leave for the payment page, or show the receipt of a payment made meanwhile. */
  pay: () => void;
  /** Asking the backend or leaving. */
  busy: boolean;
  /** The receipt that paid the thing (found on the click, or on the first look of a page that looks first). */
  receiptNo: string | null;
  /** Why it cannot be paid yet, as the backend said on the last look (an earlier subscription year first). */
  waiting: string | null;
  /** What the backend said on the first look (`lookFirst` only): payable, or not. */
  payable: boolean;
  /** The first look failed: its reason, and the way to ask again. */
  loadError: string | null;
  retry: () => void;
  loading: boolean;
  notice: string | null;
  error: string | null;
}

/** The Pay Now of one payable thing; success comes back to `successPath`, failure to the current page. */
export function usePayNow(payable: Payable, successPath: string, { lookFirst = false }: { lookFirst?: boolean } = {}): PayNow {
  const { api } = usePortal();
  const profile = useSelector(useMemberData(), (s) => s.context.data?.profile ?? null);
  const payer = { CustomerNo: profile?.CustomerNo ?? '', MemberNo: profile?.MemberNo ?? '' };
  const actor = useFlowActor('pay-now', payNowMachine, { input: { api, payable, payer, lookFirst } });
  const state = useSelector(actor, (s) => s.value as string);
  const { error, notice } = useSelector(actor, (s) => s.context);
  const request = useSelector(actor, selectHandoffRequest);
  const receiptNo = useSelector(actor, selectReceiptNo);
  const waiting = useSelector(actor, selectWaitingReason);
  const isPayable = useSelector(actor, (s) => s.context.state?.status === 'payable');
  const startPayment = useStartPayment();
  const handedOff = useRef<PaymentRequest | null>(null);
  // Leaving for the payment page is the one effect the machine leaves to the view (it needs the browser); once
  // for each request the machine hands over.
  useEffect(() => {
    if (!request || handedOff.current === request) return;
    handedOff.current = request;
    const problem = startPayment(request, successPath);
    if (problem) actor.send({ type: 'pay.failed', error: problem });
  }, [request, startPayment, successPath, actor]);
  return {
    pay: () => actor.send({ type: 'pay.start' }),
    busy: state === 'checking' || state === 'handingOff',
    receiptNo,
    waiting,
    payable: isPayable,
    loadError: state === 'failed' ? error : null,
    retry: () => actor.send({ type: 'load.retry' }),
    loading: state === 'starting' || state === 'loading',
    notice,
    error: state === 'failed' ? null : error,
  };
}

/** A row's Pay Now (disabled while `waits` says why), or its receipt once the click found it paid. */
export const payNowAction = (payNow: PayNow, waits: string | null = null): RowAction =>
  payNow.receiptNo
    ? { label: 'Receipt', href: hrefTo('receipt', { code: payNow.receiptNo }) }
    : { label: 'Pay Now', onClick: payNow.pay, disabled: waits !== null };

/**
 * What the last click met: the receipt's notice, or the reason the payment page could not open; or, on a page that
 * looked first, why the thing cannot be paid yet (a later subscription year, spec §F).
 */
/** `waits`: why this row's Pay Now waits (a later subscription year), said instead of the payment's messages. */
export function PayNowMessage({ payNow, waits }: { payNow: PayNow; waits?: string | null }) {
  if (waits)
    return (
      <p className="max-w-xs text-sm text-slate-700" data-testid="pay-now-waits">
        {waits}
      </p>
    );
  return (
    <>
      {payNow.error ? <Alert kind="error">{payNow.error}</Alert> : null}
      {payNow.waiting && !payNow.notice ? <Alert kind="info">{payNow.waiting}</Alert> : null}
      {payNow.notice ? <Alert kind={payNow.receiptNo ? 'success' : 'info'}>{payNow.notice}</Alert> : null}
    </>
  );
}
