// The fault suite's payment and sub-list edit (issue 24 item 5): on a bad line (30 % of calls fail in every way a
// call can fail, the payment page's line as bad as the portal's), a member who presses Try again uploads the
// signed licence (its pro-forma issued), pays it or a subscription through Pay Now, the payment page and the
// return page, and edits a work experience. Whatever was lost on the way, the world ends with one pro-forma, one
// payment, one receipt, the row edited in place, what was chosen or typed still there after each failure, and every
// failure in words a member can act on.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Payer } from '#contract';
import { workExperience } from '#contract/profile-lists.ts';
import { selectForm } from '#machines/crud-list/crud-list.machine.ts';
import { createSubListMachine } from '#machines/crud-list/sub-list.ts';
import { licenceUploadMachine } from '#machines/licence/licence-upload.machine.ts';
import { gatewayOffer, gatewayPageMachine } from '#machines/payment/gateway-page.machine.ts';
import { payNowMachine, selectHandoffRequest } from '#machines/payment/pay-now.machine.ts';
import type { Payable } from '#machines/payment/payables.ts';
import { buildHandoff, PAYMENT_MESSAGES } from '#machines/payment/payment-handoff.ts';
import { paymentConfirmMachine } from '#machines/payment/payment-confirm.machine.ts';
import { personaByKey, type PersonaKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../support/backend';
import { controlsClientFor } from '../support/mock-controls';
import { freshInvoiceBatch } from '../support/fresh-invoice';
import { asForm, CHAOS, chaosUser, RETRYABLE, seeded, SEEDS, TRIES } from './chaos-user';

const origin = 'https://portal.example.org';

/**
 * The payment page on the same bad line (the fake backend's chaos spares its own controls): a call is refused
 * (503), dropped before it is served, or served and its answer lost.
 */
function badLine(random: () => number) {
  return (fetch: typeof globalThis.fetch): typeof globalThis.fetch =>
    async (input, init) => {
      if (random() >= CHAOS.failRate) return fetch(input, init);
      const fault = random();
      if (fault < 1 / 3) return Response.json({ message: 'The payment page is temporarily unavailable.' }, { status: 503 });
      if (fault < 2 / 3) throw new TypeError('fetch failed');
      await fetch(input, init);
      throw new TypeError('fetch failed');
    };
}

const pdf = () => new Blob([new TextEncoder().encode('%PDF-1.4\n% signed and stamped\n')], { type: 'application/pdf' });

describe.each(SEEDS)('a payment under chaos (seed %i)', (seed) => {
  const t = useBackend({ scenario: 'default', chaos: CHAOS, random: seeded(seed) });
  const { failures, persist, signIn, saveUntilDone, expectEveryFailureRetryable } = chaosUser(t);
  const gatewayRandom = seeded(seed * 7919);

  const payerOf = (key: PersonaKey): Payer => {
    const p = personaByKey(key);
    return { CustomerNo: p.customerNo!, MemberNo: p.memberNo ?? '' };
  };

  /** The signed application uploaded on the licence's document page: its pro-forma is issued. */
  async function uploadSignedLicence(api: Awaited<ReturnType<typeof signIn>>, code: string) {
    const page = createActor(licenceUploadMachine, { input: { api, code } }).start();
    for (let i = 0; i < TRIES; i += 1) {
      const s = await waitFor(page, (x) => x.matches('failed') || x.matches({ choosing: 'idle' }) || x.matches('uploaded'));
      if (s.matches('uploaded')) return;
      if (s.matches('failed')) {
        failures.push(s.context.error as string);
        page.send({ type: 'load.retry' });
        continue;
      }
      if (s.context.refusal !== null) {
        failures.push(s.context.refusal);
        // The file the member chose is still chosen: Upload again is all it takes.
        expect(s.context.file).not.toBeNull();
      } else if (s.context.file === null) {
        page.send({ type: 'upload.choose', file: pdf(), name: 'signed.pdf' });
        await waitFor(page, (x) => x.matches({ choosing: 'idle' }) && x.context.file !== null);
      }
      page.send({ type: 'upload.send' });
      await waitFor(page, (x) => !x.matches({ choosing: 'uploading' }));
    }
    throw new Error('the signed licence was never uploaded');
  }

  /** Pay Now pressed until the portal hands off to the payment page; the batch it carries. */
  async function payNow(api: Awaited<ReturnType<typeof signIn>>, payable: Payable, payer: Payer) {
    const button = createActor(payNowMachine, { input: { api, payable, payer } }).start();
    for (let i = 0; i < TRIES; i += 1) {
      button.send({ type: 'pay.start' });
      const s = await waitFor(button, (x) => !x.matches('checking'));
      const request = selectHandoffRequest(s);
      if (request) return request;
      expect(s.context.notice).toBeNull();
      failures.push(s.context.error as string);
    }
    throw new Error('Pay Now never handed off');
  }

  /** The payment page: opened (again after a broken load, as a member reloads it), then Pay until it sends the member back. */
  async function payOnThePaymentPage(batch: string): Promise<string> {
    const api = controlsClientFor(t.backend, origin, badLine(gatewayRandom));
    for (let i = 0; i < TRIES; i += 1) {
      const page = createActor(gatewayPageMachine, { input: { api, origin, batch } }).start();
      const opened = await waitFor(page, (x) => !x.matches('loading'));
      if (opened.matches('broken')) {
        failures.push(opened.context.error as string);
        continue;
      }
      for (let j = 0; j < TRIES; j += 1) {
        page.send({ type: gatewayOffer(opened.context.preview!) === 'pay' ? 'gateway.pay' : 'gateway.return' });
        const s = await waitFor(page, (x) => !x.matches('submitting'));
        if (s.status === 'done') return s.context.returnTo!;
        failures.push(s.context.error as string);
      }
    }
    throw new Error('the payment page never sent the member back');
  }

  /** The whole hand-off, Pay Now to the confirmed return page; then the world holds one payment of the invoice. */
  async function payAndConfirm(
    key: PersonaKey,
    payable: Payable,
    sourceCode: string,
    pay = (api: Awaited<ReturnType<typeof signIn>>) => Promise.resolve(api),
  ) {
    const api = await pay(await signIn(personaByKey(key).email));
    const request = await payNow(api, payable, payerOf(key));
    const handoff = buildHandoff({
      origin,
      paymentPageUrl: '/__mock/gateway',
      request,
      successPath: '/dashboard',
      failPath: '/billing',
      ref: `chaos-${seed}`,
      now: 0,
    });
    if (!handoff.ok) throw new Error(handoff.error);
    const returnTo = await payOnThePaymentPage(new URL(handoff.value.url).searchParams.get('batch')!);
    expect(returnTo).toBe(`/dashboard?payment=return&ref=chaos-${seed}`);

    const returned = createActor(paymentConfirmMachine, {
      input: { api, pending: handoff.value.pending, outcome: 'return', pollMs: 1, limitMs: 60_000 },
    }).start();
    const confirmed = await waitFor(returned, (x) => x.status === 'done', { timeout: 20_000 });
    expect(confirmed.context.message).toBe(PAYMENT_MESSAGES.confirmed);

    const { db } = t.backend;
    const invoices = db.invoices.findMany((q) => q.where((i) => i.sourceCode === sourceCode || i.documentNo === sourceCode));
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    expect(invoice!.remainingAmount).toBe(0);
    expect(db.receipts.findMany((q) => q.where({ invoiceNo: invoice!.documentNo }))).toHaveLength(1);
    expect(db.paymentBatches.findMany((q) => q.where({ key: (k) => k.startsWith(`doc|${invoice!.documentNo}|`) }))).toHaveLength(1);
  }

  it('a licence: the signed application uploaded, its one pro-forma paid once', async () => {
    const firm = personaByKey('firm');
    const licence = t.backend.db.licences.findFirst((q) => q.where({ profileID: firm.profileId!, licenseBase64: '' }))!;
    const code = licence.licenseApplicationNo;
    await payAndConfirm('firm', { kind: 'licence', code }, code, async (api) => {
      await uploadSignedLicence(api, code);
      return api;
    });
    expect(t.backend.db.licences.findFirst((q) => q.where({ licenseApplicationNo: code }))!.receiptNo).not.toBe('');
  });

  it('a subscription: paid once', async () => {
    await payAndConfirm('arrears', { kind: 'subscription', code: 'INV000016' }, 'INV000016');
  });

  it('a work experience edited in place: the same rows, that one changed', async () => {
    const api = await signIn('member@demo.test');
    const list = createActor(createSubListMachine(workExperience), { input: { api } }).start();
    for (let i = 0; i < TRIES && !list.getSnapshot().matches({ ready: 'idle' }); i += 1) {
      const s = await waitFor(list, (x) => x.matches({ ready: 'idle' }) || x.matches('failed'));
      if (s.matches('failed')) {
        failures.push(s.context.error as string);
        list.send({ type: 'load.retry' });
      }
    }
    const before = list.getSnapshot().context.rows;
    const row = before[0]!;
    list.send({ type: 'list.edit', row });
    const form = asForm(selectForm(list.getSnapshot()));
    const typed = { Designation: `Chief engineer ${seed}`, Address: `Kisumu ${seed}` };
    for (const [name, value] of Object.entries(typed)) form.send({ type: 'form.change', name, value });
    await saveUntilDone(form, typed);

    const after = (await persist(() => api.call(workExperience.calls.list))).data;
    expect(after.map((r) => r.EntryNo)).toEqual(before.map((r) => r.EntryNo));
    expect(after.find((r) => r.EntryNo === row.EntryNo)).toMatchObject({ ...typed, PlaceOfWork: row.PlaceOfWork });
  });

  it('every failure on the way said what to do', expectEveryFailureRetryable);
});

// The cases the keys are for, forced: the upload served and its answer lost, then Upload again; the payment page's
// Pay served and its answer lost, then Pay again.
describe('a payment whose answer was lost, sent again', () => {
  const t = useBackend({ scenario: 'default' });
  const firm = personaByKey('firm');

  it('the signed licence uploaded twice: one pro-forma', async () => {
    const api = await t.signIn(firm.email);
    const code = t.backend.db.licences.findFirst((q) => q.where({ profileID: firm.profileId!, licenseBase64: '' }))!.licenseApplicationNo;
    const page = createActor(licenceUploadMachine, { input: { api, code } }).start();
    await waitFor(page, (x) => x.matches({ choosing: 'idle' }));
    page.send({ type: 'upload.choose', file: pdf(), name: 'signed.pdf' });
    await waitFor(page, (x) => x.context.file !== null);
    Object.assign(t.backend.chaos, { failRate: 1, faults: ['lost-answer'] });
    page.send({ type: 'upload.send' });
    const lost = await waitFor(page, (x) => x.matches({ choosing: 'idle' }) && x.context.refusal !== null);
    expect(lost.context.refusal).toMatch(RETRYABLE);
    Object.assign(t.backend.chaos, { failRate: 0 });
    page.send({ type: 'upload.send' });
    await waitFor(page, (x) => x.matches('uploaded'));
    expect(t.backend.db.invoices.findMany((q) => q.where({ sourceCode: code }))).toHaveLength(1);
  });

  it("the payment page's Pay answered lost, pressed again: one payment, and the page says it is paid", async () => {
    const { invoice, batch } = await freshInvoiceBatch(t.backend, { success_url: `${origin}/dashboard`, fail_url: `${origin}/billing` });
    let lose = false;
    const line =
      (fetch: typeof globalThis.fetch): typeof globalThis.fetch =>
      async (input, init) => {
        const answer = await fetch(input, init);
        if (lose) throw new TypeError('fetch failed');
        return answer;
      };
    const page = createActor(gatewayPageMachine, { input: { api: controlsClientFor(t.backend, origin, line), origin, batch } }).start();
    await waitFor(page, (x) => x.matches('ready'));
    lose = true;
    page.send({ type: 'gateway.pay' });
    const lost = await waitFor(page, (x) => x.matches('ready') && x.context.error !== null);
    expect(lost.context.error).toMatch(RETRYABLE);
    lose = false;
    page.send({ type: 'gateway.pay' });
    expect((await waitFor(page, (x) => x.status === 'done')).context.returnTo).toBe('/dashboard');
    expect(t.backend.db.receipts.findMany((q) => q.where({ invoiceNo: invoice.documentNo }))).toHaveLength(1);
  });
});
