// Billing, statement, good standing and subscriptions: every answer is the caller's own records only.
import { DEFAULT_STATEMENT_CODEUNIT, endpoints, statementMessages } from '#contract';
import { decodeBase64 } from '#contract/base64.ts';
import type { LedgerEntry } from '#contract/membership-billing.ts';
import type { PaymentHistoryRow } from '#contract/membership-statement.ts';
import { notFound, unprocessable } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { Db } from '../../db';
import type { LedgerRecord } from '../../db/membership';
import { balanceOf } from '../../domain/balance';
import { goodStandingOf } from '../../domain/good-standing';
import { findInvoice } from '../../domain/ledger';
import type { MemberRef } from '../../domain/member';
import { ORGANISATION_SHORT } from '../../domain/organisation';
import { callerOf } from '../member/common';
import { goodStandingPdf, invoicePdf, receiptPdf, statementPdf, subscriptionCertificatePdf } from '../member/documents';

const e = endpoints.membership;

const toEntry = ({ customerNo: _c, profileID: _p, ...entry }: LedgerRecord): LedgerEntry => entry;

function ownReceipt(db: Db, profileId: string, code: string) {
  const receipt = db.receipts.findFirst((q) => q.where({ receiptNo: code, profileID: profileId }));
  if (!receipt) throw notFound('Not found.');
  return receipt;
}

function paymentHistoryOf(db: Db, member: MemberRef): PaymentHistoryRow[] {
  const receipts = db.receipts.findMany((q) => q.where({ profileID: member.profileId }), {
    orderBy: [{ year: 'desc' }, { paidAt: 'desc' }],
  });
  return receipts.map((r, i) => ({
    paymentCode: r.receiptNo,
    paymentDate: r.paidAt,
    paymentFrom: member.name,
    paymentTo: ORGANISATION_SHORT,
    amount: r.amount,
    paymentID: r.paymentID,
    paymentType: r.paymentType,
    // Issue 34 item 3: an event's or a licence's payment concerns no year of subscription.
    yearOfSubscription: r.source === 'Subscription' ? r.year : '',
    email: member.email,
    name: member.name,
    no: i + 1,
    memberNo: member.memberNo,
  }));
}

/** The member number a certificate link names: plain, or base64 of it (the dashboard route encodes it). */
function memberNoFromParam(param: string, expected: string): boolean {
  if (param === expected) return true;
  const decoded = decodeBase64(param);
  return decoded.ok && decoded.value.trim() === expected;
}

export const billingRoutes: MockRoute[] = [
  route(e.goodStanding, ({ db, simulation, user, params }) => {
    const me = callerOf(db, user);
    if (params.profileId !== me.profileId) throw notFound('Not found.');
    return { data: [goodStandingOf(db, me.profileId, simulation.today())] };
  }),

  route(e.goodStandingCertificate, async ({ db, simulation, user, params }) => {
    const me = callerOf(db, user);
    if (!me.memberNo || !memberNoFromParam(params.id, me.memberNo)) throw notFound('Not found.');
    const standing = goodStandingOf(db, me.profileId, simulation.today());
    if (!standing.InGoodStanding)
      throw unprocessable(`A certificate of good standing cannot be issued: ${standing.goodStandingMessage.split('\\').join('; ')}.`);
    return { data: await goodStandingPdf(db, standing, me, `GS-${me.memberNo}-${simulation.today().slice(0, 4)}`) };
  }),

  route(e.statement, async ({ db, simulation, user, params, body }) => {
    const me = callerOf(db, user);
    const { provider, entity } = DEFAULT_STATEMENT_CODEUNIT;
    if (params.provider.toLowerCase() !== provider.toLowerCase() || params.entity.toLowerCase() !== entity.toLowerCase())
      throw notFound('Not found.');
    if (body.customerNo.trim() !== me.customerNo) throw notFound('Not found.');
    const today = simulation.today();
    if (body.startDate > today) throw unprocessable(statementMessages.startFuture);
    if (body.endDate > today) throw unprocessable(statementMessages.endFuture);
    const all = db.ledger.findMany((q) => q.where({ customerNo: me.customerNo }), {
      orderBy: [{ postingDate: 'asc' }, { entryNo: 'asc' }],
    });
    let opening = 0;
    const inRange: LedgerEntry[] = [];
    for (const entry of all) {
      if (entry.postingDate < body.startDate) opening += entry.amountLCY;
      else if (entry.postingDate <= body.endDate) inRange.push(toEntry(entry));
    }
    return { data: await statementPdf(db, inRange, me, body, opening) };
  }),

  route(e.ledger, ({ db, user }) => {
    const me = callerOf(db, user);
    const entries = db.ledger.findMany((q) => q.where({ customerNo: me.customerNo }), {
      orderBy: [{ postingDate: 'desc' }, { entryNo: 'desc' }],
    });
    return { data: entries.map(toEntry) };
  }),

  route(e.balance, ({ db, user }) => ({ data: { BalanceLCY: balanceOf(db, callerOf(db, user).customerNo) } })),

  route(e.proforma, async ({ db, user, params }) => {
    const me = callerOf(db, user);
    const invoice = findInvoice(db, me.profileId, params.code);
    if (!invoice) throw notFound('Not found.');
    return { data: await invoicePdf(db, invoice, me) };
  }),

  route(e.receipt, async ({ db, user, params }) => {
    const me = callerOf(db, user);
    return { data: await receiptPdf(db, ownReceipt(db, me.profileId, params.code), me) };
  }),

  route(e.paymentHistory, ({ db, user }) => ({ data: paymentHistoryOf(db, callerOf(db, user)) })),

  // ——— Subscriptions ———
  route(e.subscriptions, ({ db, user }) => {
    const me = callerOf(db, user);
    return { data: db.subscriptions.findMany((q) => q.where({ profileID: me.profileId }), { orderBy: { subsPeriod: 'desc' } }) };
  }),

  route(e.subscriptionProforma, async ({ db, user, params }) => {
    const me = callerOf(db, user);
    const invoice = db.invoices.findFirst((q) => q.where({ source: 'Subscription', profileID: me.profileId, documentNo: params.code }));
    if (!invoice) throw notFound('Not found.');
    return { data: await invoicePdf(db, invoice, me) };
  }),

  route(e.subscriptionReceipt, async ({ db, user, params }) => {
    const me = callerOf(db, user);
    const receipt = ownReceipt(db, me.profileId, params.code);
    if (receipt.source !== 'Subscription') throw notFound('Not found.');
    return { data: await receiptPdf(db, receipt, me) };
  }),

  route(e.subscriptionCertificate, async ({ db, user, body }) => {
    const me = callerOf(db, user);
    const sub = db.subscriptions.findFirst((q) => q.where({ documentNo: body.documentNo, profileID: me.profileId }));
    if (!sub) throw notFound('Not found.');
    if (sub.memberCategory === 'GRADUATE') throw unprocessable('Subscription certificates are not issued to graduate members.');
    if (!sub.fullyPaid) throw unprocessable('The certificate is available once the subscription is fully paid.');
    return { data: await subscriptionCertificatePdf(db, sub, me) };
  }),
];
