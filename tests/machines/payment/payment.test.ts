// The payment hand-off against the fake backend: the batch the gateway receives, same-origin returns only, and
// confirmation by polling the backend (never trusting the arrival at success_url), on the simulated clock.
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { decodePaymentBatch, type ApiClient } from '#contract';
import { buildHandoff, PAYMENT_MESSAGES, type PendingPayment } from '#machines/payment/payment-handoff.ts';
import { paymentConfirmMachine, receiptsOfLastPayment } from '#machines/payment/payment-confirm.machine.ts';
import type { LedgerEntry } from '#contract';
import { connectChanges, createChangeBus, type Change } from '#machines/changes/change-bus.ts';
import { payBatch } from '#mocks/simulation/gateway.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';

const origin = 'https://portal.example.org';
const arrears = personaByKey('arrears');
const clearPending = { kind: 'clearPending' as const, customerNo: arrears.customerNo ?? '', accountNo: arrears.memberNo ?? '' };

describe('payment hand-off', () => {
  const t = useBackend({ scenario: 'default' });

  it('builds the batch of spec 1 §7 with same-origin return addresses', () => {
    const built = buildHandoff({
      origin,
      paymentPageUrl: '/__mock/gateway',
      request: clearPending,
      successPath: '/dashboard',
      failPath: '/billing',
      ref: 'r1',
      now: 1,
    });
    if (!built.ok) throw new Error(built.error);
    const url = new URL(built.value.url);
    expect(url.pathname).toBe('/__mock/gateway');
    const batch = decodePaymentBatch(url.searchParams.get('batch') ?? '');
    expect(batch).toEqual({
      ok: true,
      value: {
        ...{ customerNo: arrears.customerNo, accountNo: arrears.memberNo },
        success_url: `${origin}/dashboard?payment=return&ref=r1`,
        fail_url: `${origin}/billing?payment=failed&ref=r1`,
      },
    });
  });

  it('return address rule: refuses a success or a failure address of another origin', () => {
    for (const bad of ['//evil.com', 'https://portal@evil.com', 'javascript:alert(1)', '/\\evil.com']) {
      expect(
        buildHandoff({ origin, paymentPageUrl: '/pay', request: clearPending, successPath: bad, failPath: '/billing', ref: 'r', now: 1 }),
      ).toEqual({ ok: false, error: PAYMENT_MESSAGES.badReturn });
      expect(
        buildHandoff({ origin, paymentPageUrl: '/pay', request: clearPending, successPath: '/dashboard', failPath: bad, ref: 'r', now: 1 }),
      ).toEqual({ ok: false, error: PAYMENT_MESSAGES.badReturn });
    }
  });

  it('confirms only once the backend shows the payment, polling on the clock; then tells the change bus and forgets the payment', async () => {
    const built = buildHandoff({
      origin,
      paymentPageUrl: '/__mock/gateway',
      request: clearPending,
      successPath: '/dashboard',
      failPath: '/billing',
      ref: 'r2',
      now: 1,
    });
    if (!built.ok) throw new Error(built.error);
    const clock = new SimulatedClock();
    const bus = createChangeBus();
    const heard: Change[] = [];
    bus.listen((news) => heard.push(news.change));
    const forgotten: string[] = [];
    const store = { confirmed: (ref: string) => void forgotten.push(ref) };
    const actor = connectChanges(
      createActor(paymentConfirmMachine, {
        input: {
          api: await t.signIn(arrears.email),
          pending: built.value.pending,
          outcome: 'return',
          pollMs: 1_000,
          limitMs: 10_000,
          store,
        },
        clock,
      }),
      bus,
    ).start();
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(actor.getSnapshot().context.message).toBe(PAYMENT_MESSAGES.confirming);
    // Not yet paid: nobody is told, nothing forgotten.
    expect(heard).toEqual([]);
    expect(forgotten).toEqual([]);

    const paid = await payBatch(t.backend.simulation, new URL(built.value.url).searchParams.get('batch') ?? '', 'paid');
    clock.increment(1_000);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().context.message).toBe(PAYMENT_MESSAGES.confirmed);
    // Clear Pending Invoices paid each of arrears@'s open invoices: one receipt each, and the result names them all.
    expect(paid.receiptNos.length).toBeGreaterThan(1);
    expect(actor.getSnapshot().context.receipts).toEqual(paid.receiptNos);
    expect(heard).toEqual(['payment']);
    expect(forgotten).toEqual(['r2']);

    // Issue 23 item 3: the return page reloaded finds the payment marked confirmed, checks it again and says so.
    const again = connectChanges(
      createActor(paymentConfirmMachine, {
        input: { api: await t.signIn(arrears.email), pending: { ...built.value.pending, confirmedAt: 2 }, outcome: 'return', store },
      }),
      bus,
    ).start();
    await waitFor(again, (s) => s.status === 'done');
    expect(again.getSnapshot()).toMatchObject({
      value: 'confirmed',
      context: { message: PAYMENT_MESSAGES.alreadyConfirmed, receipts: paid.receiptNos },
    });
    expect(PAYMENT_MESSAGES.alreadyConfirmed).toMatch(/^This payment is confirmed/);
  });

  it('says the payment is still being confirmed after the time limit, and can check again', async () => {
    const pending: PendingPayment = {
      ref: 'r3',
      request: {
        kind: 'document',
        payerID: 'CUST-0002',
        sourceDocumentNo: 'INV-NOT-PAID',
        description: 'x',
        amount: 10,
        accountNo: 'M1002',
      },
      startedAt: 1,
    };
    const clock = new SimulatedClock();
    const actor = createActor(paymentConfirmMachine, {
      input: { api: await t.signIn(arrears.email), pending, outcome: 'return', pollMs: 1_000, limitMs: 3_000 },
      clock,
    }).start();
    for (let i = 0; i < 4; i++) {
      await waitFor(actor, (s) => s.matches('waiting') || s.matches('stillConfirming'));
      clock.increment(1_000);
    }
    await waitFor(actor, (s) => s.matches('stillConfirming'));
    expect(actor.getSnapshot().context.message).toBe(PAYMENT_MESSAGES.stillConfirming);
    actor.send({ type: 'payment.check' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
  });

  it('reports a failed or unknown return without checking anything', () => {
    const failed = createActor(paymentConfirmMachine, { input: { api: t.anon, pending: null, outcome: 'failed' } }).start();
    expect(failed.getSnapshot().context.message).toBe(PAYMENT_MESSAGES.failed);
    const unknown = createActor(paymentConfirmMachine, { input: { api: t.anon, pending: null, outcome: 'return' } }).start();
    expect(unknown.getSnapshot().context.message).toBe(PAYMENT_MESSAGES.unknown);
  });

  /** Runs a confirmation to its end, stepping the clock 250 ms at a time; returns the clock times of each check. */
  async function confirmStepwise(api: ApiClient, pending: PendingPayment, pollMs: number, limitMs: number) {
    const clock = new SimulatedClock();
    const checks: number[] = [];
    const counting: ApiClient = {
      call: (endpoint, ...args) => {
        checks.push(clock.now());
        return api.call(endpoint, ...args);
      },
    };
    const actor = createActor(paymentConfirmMachine, {
      input: { api: counting, pending, outcome: 'return', pollMs, limitMs },
      clock,
    }).start();
    for (let ms = 0; ms <= limitMs + 3 * pollMs; ms += 250) {
      await waitFor(actor, (s) => !s.matches('confirming'));
      clock.increment(250);
    }
    await waitFor(actor, (s) => !s.matches('confirming'));
    return { checks, snapshot: actor.getSnapshot() };
  }

  it('payment time limit: checks exactly at 0, 1, 2 and 3 s with a 3 s limit (4 checks), then says it is still being confirmed', async () => {
    const pending: PendingPayment = {
      ref: 'r4',
      request: {
        kind: 'document',
        payerID: 'CUST-0002',
        sourceDocumentNo: 'INV-NOT-PAID',
        description: 'x',
        amount: 10,
        accountNo: 'M1002',
      },
      startedAt: 1,
    };
    const { checks, snapshot } = await confirmStepwise(await t.signIn(arrears.email), pending, 1_000, 3_000);
    expect(checks).toEqual([0, 1_000, 2_000, 3_000]);
    expect(snapshot.value).toBe('stillConfirming');
    expect(snapshot.context.message).toBe(PAYMENT_MESSAGES.stillConfirming);
  });

  /** Runs `body` while arrears@ owes only `remaining` of each 1,000 invoice `documentNo` (the others put aside). */
  async function whileOwing<T>(invoices: Array<{ documentNo: string; remaining: number }>, body: () => Promise<T>): Promise<T> {
    const { db, simulation } = t.backend;
    const today = simulation.today();
    const others = db.ledger
      .findMany((q) => q.where({ customerNo: arrears.customerNo!, documentType: 'Invoice', remainingAmtLCY: (r) => r !== 0 }))
      .map((e) => ({ entryNo: e.entryNo, remaining: e.remainingAmtLCY }));
    const setRemaining = (entryNo: number, remaining: number) =>
      db.ledger.update((q) => q.where({ entryNo }), { data: (l) => void (l.remainingAmtLCY = remaining) });
    for (const other of others) await setRemaining(other.entryNo, 0);
    for (const [i, { documentNo, remaining }] of invoices.entries()) {
      await db.ledger.create({
        entryNo: 980_000 + i,
        customerNo: arrears.customerNo!,
        profileID: arrears.profileId!,
        documentNo,
        externalDocumentNo: `SRC-${documentNo}`,
        documentDate: today,
        postingDate: today,
        dueDate: today,
        documentType: 'Invoice',
        description: 'Payment rule',
        amountLCY: 1_000,
        remainingAmtLCY: remaining,
      });
    }
    try {
      return await body();
    } finally {
      db.ledger.deleteMany((q) => q.where({ description: 'Payment rule' }));
      for (const other of others) await setRemaining(other.entryNo, other.remaining);
    }
  }
  const payingDocument = (documentNo: string): PendingPayment => ({
    ref: documentNo,
    request: {
      kind: 'document',
      payerID: arrears.customerNo!,
      sourceDocumentNo: documentNo,
      description: 'x',
      amount: 1_000,
      accountNo: arrears.memberNo!,
    },
    startedAt: 1,
  });

  it('payment settled rule: a part-paid invoice (one cent left) is still being confirmed, never confirmed', async () => {
    const { checks, snapshot } = await whileOwing([{ documentNo: 'INV-PART', remaining: 0.01 }], async () =>
      confirmStepwise(await t.signIn(arrears.email), payingDocument('INV-PART'), 1_000, 2_000),
    );
    expect(checks).toHaveLength(3);
    expect(snapshot.value).toBe('stillConfirming');
  });

  it('payment settled rule: an invoice paid to the last cent is confirmed at the first check', async () => {
    const { checks, snapshot } = await whileOwing([{ documentNo: 'INV-FULL', remaining: 0 }], async () =>
      confirmStepwise(await t.signIn(arrears.email), payingDocument('INV-FULL'), 1_000, 2_000),
    );
    expect(checks).toEqual([0]);
    expect(snapshot.value).toBe('confirmed');
  });

  it('payment settled rule: Clear Pending Invoices with one cent of the balance still owed is still being confirmed; nothing owed is confirmed', async () => {
    const clear = { ref: 'clear', request: clearPending, startedAt: 1 };
    const partly = await whileOwing(
      [
        { documentNo: 'INV-A', remaining: 0 },
        { documentNo: 'INV-B', remaining: 0.01 },
      ],
      async () => confirmStepwise(await t.signIn(arrears.email), clear, 1_000, 2_000),
    );
    expect(partly.snapshot.value).toBe('stillConfirming');
    const settled = await whileOwing(
      [
        { documentNo: 'INV-A', remaining: 0 },
        { documentNo: 'INV-B', remaining: 0 },
      ],
      async () => confirmStepwise(await t.signIn(arrears.email), clear, 1_000, 2_000),
    );
    expect(settled.snapshot.value).toBe('confirmed');
  });
});

describe('the receipts of the last payment', () => {
  let entryNo = 0;
  const entry = (documentType: LedgerEntry['documentType'], documentNo: string, externalDocumentNo = ''): LedgerEntry => ({
    entryNo: (entryNo += 1),
    documentNo,
    externalDocumentNo,
    documentDate: '2026-11-01',
    postingDate: '2026-11-01',
    dueDate: '',
    documentType,
    description: '',
    amountLCY: documentType === 'Payment' ? -100 : 100,
    remainingAmtLCY: 0,
  });

  it('are none when the ledger has no payment (invoices and credit memos are not receipts)', () => {
    expect(receiptsOfLastPayment([])).toEqual([]);
    expect(receiptsOfLastPayment([entry('Invoice', 'INV1', 'PAY9'), entry('Credit Memo', 'CM1', 'PAY9')])).toEqual([]);
  });

  it('are the newest payment alone when it has no reference, even beside other payments without one', () => {
    expect(receiptsOfLastPayment([entry('Payment', 'R1'), entry('Payment', 'R2')])).toEqual(['R2']);
  });

  it("are every payment posted under the newest payment's reference, oldest first, and no other", () => {
    const ledger = [
      entry('Payment', 'R1', 'PAY1'),
      entry('Invoice', 'INV2', 'PAY2'),
      entry('Payment', 'R2', 'PAY2'),
      entry('Payment', 'R3', 'PAY2'),
    ];
    expect(receiptsOfLastPayment(ledger)).toEqual(['R2', 'R3']);
    // Newest by entry number, not by the order of the answer.
    expect(receiptsOfLastPayment([...ledger].reverse())).toEqual(['R2', 'R3']);
    // One more payment of another reference: that one is the last payment now.
    expect(receiptsOfLastPayment([...ledger, entry('Payment', 'R4', 'PAY3')])).toEqual(['R4']);
  });

  it('skip a payment entry without a document number (nothing to link to)', () => {
    expect(receiptsOfLastPayment([entry('Payment', 'R1', 'PAY1'), entry('Payment', ' ', 'PAY1')])).toEqual(['R1']);
  });
});
