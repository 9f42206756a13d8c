// Paying twice is impossible, for every Pay Now of the portal (issue 21 item 1): the one Pay Now machine against the
// fake backend and its simulated gateway, one case per payable kind (application, upgrade, subscription, licence
// pro-forma, invoice, Clear Pending Invoices). Each row hands off the batch built from the contract's description
// and the member's account; once the gateway paid that batch (another tab), a stale row's click asks the backend
// again, shows the receipt, charges nothing and tells the change bus that a payment settled.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PAY_NOW_MESSAGES, payNowMachine, selectHandoffRequest, selectReceiptNo } from '#machines/payment/pay-now.machine.ts';
import type { Payable } from '#machines/payment/payables.ts';
import { buildHandoff, type PaymentRequest } from '#machines/payment/payment-handoff.ts';
import { connectChanges, createChangeBus, type Change } from '#machines/changes/change-bus.ts';
import { memberAccountEndpoints, PAYMENT_DESCRIPTION, type ApiClient, type Payer } from '#contract';
import { createInvoice } from '#mocks/domain/ledger.ts';
import { memberRefOf } from '#mocks/domain/member.ts';
import { payBatch, previewBatch } from '#mocks/simulation/gateway.ts';
import { useBackend } from '../../support/backend';

const origin = 'https://portal.example.org';
const member: Payer = { CustomerNo: 'CUST-0001', MemberNo: 'M1001' };
const arrears: Payer = { CustomerNo: 'CUST-0002', MemberNo: 'M1002' };
/** pending@ has no member number yet: its payments are posted to its customer number. */
const pending: Payer = { CustomerNo: 'CUST-0004', MemberNo: '' };
const firm: Payer = { CustomerNo: 'CUST-0005', MemberNo: 'F2001' };

describe('Pay Now (machines/payment/pay-now.machine.ts)', () => {
  const t = useBackend({ scenario: 'default' });

  /** A row's actor: it starts ready (the list already decided to show Pay Now) and asks only on the click. */
  const row = (api: ApiClient, payable: Payable, payer: Payer, bus = createChangeBus()) =>
    connectChanges(createActor(payNowMachine, { input: { api, payable, payer } }), bus).start();
  /** A page's actor that asks first (the invoice page). */
  const look = async (api: ApiClient, code: string, payer: Payer) => {
    const actor = createActor(payNowMachine, { input: { api, payable: { kind: 'invoice', code }, payer, lookFirst: true } }).start();
    await waitFor(actor, (s) => !s.matches('loading'));
    return actor;
  };
  const click = async (actor: ReturnType<typeof row>) => {
    actor.send({ type: 'pay.start' });
    await waitFor(actor, (s) => !s.matches('checking'));
    return actor.getSnapshot();
  };
  const batchOf = (request: PaymentRequest) => {
    const built = buildHandoff({
      origin,
      paymentPageUrl: '/__mock/gateway',
      request,
      successPath: '/dashboard',
      failPath: '/application',
      ref: 'r1',
      now: 1,
    });
    if (!built.ok) throw new Error(built.error);
    return new URL(built.value.url).searchParams.get('batch') ?? '';
  };
  const balance = async (api: ApiClient) => (await api.call(memberAccountEndpoints.balance)).data.BalanceLCY;
  /** An open invoice in the fake backend for something the seed left without one. */
  const bill = async (profileId: string, source: 'Application' | 'Upgrade' | 'License' | 'Event', sourceCode: string, amount: number) =>
    createInvoice(t.backend.simulation, {
      member: memberRefOf(t.backend.db, profileId),
      source,
      sourceCode,
      description: `${source} ${sourceCode}`,
      amount,
    });

  interface Case {
    name: string;
    email: string;
    payer: Payer;
    payable: Payable;
    /** Makes the thing payable when the seed has none of its kind unpaid. */
    prepare?: () => Promise<void>;
    /** What the hand-off must carry (without the payer's fields, checked for every case). */
    expected: Partial<PaymentRequest>;
  }

  const cases: Case[] = [
    {
      name: 'an application (pending@, before a member number: the account is the customer number)',
      email: 'pending@demo.test',
      payer: pending,
      payable: { kind: 'application', code: 'APP000004' },
      prepare: async () => void (await bill('PROF-0004', 'Application', 'APP000004', 2320)),
      expected: {
        kind: 'document',
        sourceDocumentNo: 'APP000004',
        description: PAYMENT_DESCRIPTION.application,
        amount: 2320,
        payerID: 'CUST-0004',
        accountNo: 'CUST-0004',
      },
    },
    {
      name: 'an upgrade',
      email: 'member@demo.test',
      payer: member,
      payable: { kind: 'upgrade', code: 'UPG000099' },
      prepare: async () => {
        const seeded = t.backend.db.upgrades.findFirst((q) => q.where({ code: 'UPG000001' }))!;
        const invoice = await bill('PROF-0001', 'Upgrade', 'UPG000099', 11000);
        await t.backend.db.upgrades.create({
          ...seeded,
          code: 'UPG000099',
          status: 'New',
          postedReceiptNo: '',
          proFormaRef: invoice.documentNo,
        });
      },
      expected: {
        kind: 'document',
        sourceDocumentNo: 'UPG000099',
        description: PAYMENT_DESCRIPTION.upgrade,
        amount: 11000,
        payerID: 'CUST-0001',
        accountNo: 'M1001',
      },
    },
    {
      name: 'a subscription (what is still owed on its invoice)',
      email: 'arrears@demo.test',
      payer: arrears,
      payable: { kind: 'subscription', code: 'INV000016' },
      expected: {
        kind: 'document',
        sourceDocumentNo: 'INV000016',
        description: PAYMENT_DESCRIPTION.subscription,
        amount: 11600,
        payerID: 'CUST-0002',
        accountNo: 'M1002',
      },
    },
    {
      name: 'a licence pro-forma',
      email: 'firm@demo.test',
      payer: firm,
      payable: { kind: 'licence', code: 'LIC000002' },
      prepare: async () => {
        const invoice = await bill('PROF-0005', 'License', 'LIC000002', 69600);
        await t.backend.db.licences.update((q) => q.where({ licenseApplicationNo: 'LIC000002' }), {
          data: (l) => void (l.proFormaRef = invoice.documentNo),
        });
      },
      expected: {
        kind: 'document',
        sourceDocumentNo: 'LIC000002',
        description: PAYMENT_DESCRIPTION.licence,
        amount: 69600,
        payerID: 'CUST-0005',
        accountNo: 'F2001',
      },
    },
    {
      name: 'an invoice (arrears@’s 2026 subscription invoice, by its number)',
      email: 'arrears@demo.test',
      payer: arrears,
      payable: { kind: 'invoice', code: 'INV000017' },
      expected: {
        kind: 'document',
        sourceDocumentNo: 'INV000017',
        description: PAYMENT_DESCRIPTION.subscription,
        amount: 11600,
        payerID: 'CUST-0002',
        accountNo: 'M1002',
      },
    },
    {
      name: 'Clear Pending Invoices (every open invoice; here a booking’s, the others being paid above)',
      email: 'arrears@demo.test',
      payer: arrears,
      payable: { kind: 'clearPending' },
      prepare: async () => void (await bill('PROF-0002', 'Event', 'BK-PAYNOW', 1500)),
      expected: { kind: 'clearPending', customerNo: 'CUST-0002', accountNo: 'M1002' },
    },
  ];

  // In order: the invoice and Clear Pending cases run after the subscription case paid INV000016.
  it.each(cases.map((c) => [c.name, c] as const))(
    '%s: hands off the batch; paid meanwhile, a stale row shows the receipt and pays nothing',
    async (_name, c) => {
      const api = await t.signIn(c.email);
      await c.prepare?.();
      const bus = createChangeBus();
      const heard: Change[] = [];
      bus.listen((news) => heard.push(news.change));

      // Unpaid: the click asks, then hands off the batch the machine built. Nothing settled, so the change bus hears nothing.
      const first = row(api, c.payable, c.payer, bus);
      const stale = row(api, c.payable, c.payer, bus); // the same row in another tab, loaded before the payment
      expect((await click(first)).value).toBe('handingOff');
      const request = selectHandoffRequest(first.getSnapshot())!;
      expect(request).toEqual(c.expected);
      expect(heard).toEqual([]);

      // Paid meanwhile, in the fake server (the gateway, another tab).
      const before = await balance(api);
      const paid = await payBatch(t.backend.simulation, batchOf(request), 'paid');
      expect(paid).toMatchObject({ status: 'paid', duplicate: false });
      const receiptNo = paid.receiptNos.at(-1)!;
      expect(receiptNo).toMatch(/^RCT/);
      const after = await balance(api);
      expect(after).toBeLessThan(before);

      // The stale row's click asks again: the receipt instead of a second hand-off, and the change bus hears it once.
      const snapshot = await click(stale);
      expect(snapshot.value).toBe('alreadyPaid');
      expect(selectReceiptNo(snapshot)).toBe(receiptNo);
      expect(selectHandoffRequest(snapshot)).toBeNull();
      expect(snapshot.context.notice).toBe(PAY_NOW_MESSAGES.alreadyPaid);
      expect(heard).toEqual(['payment']);
      // Back on the first tab's page (the hand-off came back), the same: never a second charge.
      first.send({ type: 'pay.failed', error: 'back on the page' });
      expect((await click(first)).value).toBe('alreadyPaid');
      expect(await balance(api)).toBe(after);
    },
  );

  it('the batch paid again at the gateway (its page reloaded) charges nothing and names the same receipt', async () => {
    const api = await t.signIn('arrears@demo.test');
    const request = {
      kind: 'document' as const,
      payerID: 'CUST-0002',
      sourceDocumentNo: 'INV000016',
      description: PAYMENT_DESCRIPTION.subscription,
      amount: 11600,
      accountNo: 'M1002',
    };
    const batch = batchOf(request);
    const before = await balance(api);
    const again = await payBatch(t.backend.simulation, batch, 'paid');
    expect(previewBatch(t.backend.simulation, batch)).toMatchObject({ alreadyPaid: true, receiptNos: again.receiptNos });
    expect(again).toMatchObject({ status: 'paid', duplicate: true, amount: 0 });
    expect(await balance(api)).toBe(before);
  });

  it('a hand-off that cannot start comes back with its reason, Pay Now again; nothing to pay says so', async () => {
    const owing = await t.signIn('pending@demo.test');
    const application = row(owing, { kind: 'application', code: 'APP000004' }, pending);
    await t.backend.db.applications.update((q) => q.where({ Code: 'APP000004' }), { data: (a) => void (a.postedReceiptNo = '') }); // owed again
    expect((await click(application)).value).toBe('handingOff');
    application.send({ type: 'pay.failed', error: 'Online payment is not set up for this portal.' });
    expect(application.getSnapshot().value).toBe('ready');
    expect(application.getSnapshot().context.error).toBe('Online payment is not set up for this portal.');

    const api = await t.signIn('member@demo.test');
    const actor = row(api, { kind: 'upgrade', code: 'UPG-NONE' }, member);
    const snapshot = await click(actor);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.notice).toBe(PAY_NOW_MESSAGES.notPayable);
    const payable = row(api, { kind: 'clearPending' }, member);
    // member@ owes nothing: Clear Pending Invoices finds the newest receipt instead (paid, never a zero batch).
    expect((await click(payable)).value).toBe('alreadyPaid');
  });

  it('an application invoice paid long ago shows its receipt and no Pay Now, by its code or its invoice number', async () => {
    const api = await t.signIn('member@demo.test');
    const byCode = await look(api, 'APP000001', member);
    expect(byCode.getSnapshot().context.state).toEqual({ status: 'paid', receiptNo: 'RCT000001' });
    const invoiceNo =
      (await api.call(memberAccountEndpoints.ledger)).data.find((e) => e.documentType === 'Invoice' && e.externalDocumentNo === 'APP000001')
        ?.documentNo ?? '';
    const byNumber = await look(api, invoiceNo, member);
    expect(byNumber.getSnapshot().context.state).toEqual({ status: 'paid', receiptNo: 'RCT000001' });
  });

  it('an invoice of something else (a booking) has no Pay Now here; an unknown code neither', async () => {
    const api = await t.signIn('member@demo.test');
    expect((await look(api, 'INV000010', member)).getSnapshot().context.state).toEqual({ status: 'none' });
    expect((await look(api, 'NOPE', member)).getSnapshot().context.state).toEqual({ status: 'none' });
  });

  it('a failed look-up is a visible, retryable error; a failed check on the click keeps Pay Now with the reason', async () => {
    const real = await t.signIn('arrears@demo.test');
    let failing = true;
    const flaky: ApiClient = {
      call: (endpoint, ...args) => (failing ? Promise.reject(new TypeError('Failed to fetch')) : real.call(endpoint, ...args)),
    };
    // The 2026 invoice (this file's world keeps the 2025 one paid).
    const actor = await look(flaky, 'INV000017', arrears);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBeTruthy();
    failing = false;
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    const known = actor.getSnapshot().context.state;
    expect(known).not.toBeNull();
    failing = true;
    actor.send({ type: 'pay.start' });
    await waitFor(actor, (s) => !s.matches('checking'));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeTruthy();
    expect(actor.getSnapshot().context.state).toBe(known);
  });
});
