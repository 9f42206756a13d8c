// @vitest-environment jsdom
// Pay Now on list rows at view level (issue 21 items 1 and 3), through the whole portal against the fake backend:
// an application row (now on the shared RowActions, so its controls read " of CODE") and an upgrade row whose batch
// the gateway paid meanwhile show the receipt on the click and never leave for the payment page.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAY_NOW_MESSAGES } from '#machines/payment/pay-now.machine.ts';
import { buildHandoff, type PaymentRequest } from '#machines/payment/payment-handoff.ts';
import { createPortal } from '#app/boot.tsx';
import { Providers } from '#app/providers.tsx';
import { readConfig } from '#config';
import { PAYMENT_DESCRIPTION } from '#contract';
import { createInvoice } from '#mocks/domain/ledger.ts';
import { memberRefOf } from '#mocks/domain/member.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { payBatch } from '#mocks/simulation/gateway.ts';
import { useBackend } from '../../support/backend';

/** A row control's name, " of CODE" (jsdom drops the space before the screen-reader text). */
const named = (label: string, code: string) => new RegExp(`^${label}\\s?of ${code}$`);

/** The payments this tab remembered on leaving for the payment page (src/kernel/payment/payment-storage.ts). */
const handedOff = () =>
  Object.keys(sessionStorage)
    .filter((k) => k.startsWith('portal.payment.'))
    .map((k) => JSON.parse(sessionStorage.getItem(k) ?? '{}') as { request: PaymentRequest });

async function openAs(email: string, path: string, table: string) {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  const { portal, site } = createPortal(
    readConfig({ VITE_API_BASE_URL: TEST_BASE_URL, VITE_PAYMENT_URL: 'https://pay.example.org/pay' }),
    null,
  );
  render(<Providers portal={portal} site={site} />);
  fireEvent.change(await screen.findByLabelText('E-mail', {}, { timeout: 10_000 }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: DEMO_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 10_000 });
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  return screen.findByRole('table', { name: table }, { timeout: 10_000 });
}

describe('Pay Now on list rows (view)', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });

  /** Pays the batch in the fake server, as the gateway would for another tab; returns its receipt. */
  const payMeanwhile = async (request: PaymentRequest) => {
    const built = buildHandoff({
      origin: 'http://localhost',
      paymentPageUrl: '/pay',
      request,
      successPath: '/dashboard',
      failPath: '/dashboard',
      ref: 'r',
      now: 1,
    });
    if (!built.ok) throw new Error(built.error);
    const paid = await payBatch(t.backend.simulation, new URL(built.value.url).searchParams.get('batch') ?? '', 'paid');
    return paid.receiptNos[0] ?? '';
  };
  const bill = (profileId: string, source: 'Application' | 'Upgrade', sourceCode: string, amount: number) =>
    createInvoice(t.backend.simulation, {
      member: memberRefOf(t.backend.db, profileId),
      source,
      sourceCode,
      description: `${source} ${sourceCode}`,
      amount,
    });

  it('an application row paid meanwhile: Pay Now of APP000004 shows Receipt of APP000004 and stays on the page', async () => {
    await bill('PROF-0004', 'Application', 'APP000004', 2320);
    await t.backend.db.applications.update((q) => q.where({ Code: 'APP000004' }), { data: (a) => void (a.Submitted = true) });
    const table = await openAs('pending@demo.test', '/application', 'My Membership Applications');
    const row = within(table).getByRole('row', { name: /APP000004/ });
    const payNow = within(row).getByRole('button', { name: named('Pay Now', 'APP000004') });

    const receiptNo = await payMeanwhile({
      kind: 'document',
      payerID: 'CUST-0004',
      sourceDocumentNo: 'APP000004',
      description: PAYMENT_DESCRIPTION.application,
      amount: 2320,
      accountNo: 'CUST-0004',
    });
    fireEvent.click(payNow);

    expect(await within(row).findByText(PAY_NOW_MESSAGES.alreadyPaid, {}, { timeout: 10_000 })).toBeTruthy();
    const receipt = await within(row).findByRole('link', { name: named('Receipt', 'APP000004') });
    expect(receipt.getAttribute('href')).toBe(`/billing/receipt/${receiptNo}`);
    expect(within(row).queryByRole('button', { name: /^Pay Now/ })).toBeNull();
    expect(handedOff()).toEqual([]);
  });

  it('an unpaid upgrade row leaves for the payment page with the batch; one paid meanwhile shows its receipt', async () => {
    const seeded = t.backend.db.upgrades.findFirst((q) => q.where({ code: 'UPG000001' }))!;
    for (const code of ['UPG000098', 'UPG000099']) {
      const invoice = await bill('PROF-0001', 'Upgrade', code, 11000);
      await t.backend.db.upgrades.create({ ...seeded, code, status: 'New', postedReceiptNo: '', proFormaRef: invoice.documentNo });
    }
    const table = await openAs('member@demo.test', '/upgrade', 'My Upgrades');

    fireEvent.click(
      within(within(table).getByRole('row', { name: /UPG000098/ })).getByRole('button', { name: named('Pay Now', 'UPG000098') }),
    );
    await vi.waitFor(() => expect(handedOff()).toHaveLength(1), { timeout: 10_000 });
    expect(handedOff()[0]?.request).toEqual({
      kind: 'document',
      payerID: 'CUST-0001',
      sourceDocumentNo: 'UPG000098',
      description: PAYMENT_DESCRIPTION.upgrade,
      amount: 11000,
      accountNo: 'M1001',
    });

    const row = within(table).getByRole('row', { name: /UPG000099/ });
    const receiptNo = await payMeanwhile({
      kind: 'document',
      payerID: 'CUST-0001',
      sourceDocumentNo: 'UPG000099',
      description: PAYMENT_DESCRIPTION.upgrade,
      amount: 11000,
      accountNo: 'M1001',
    });
    fireEvent.click(within(row).getByRole('button', { name: named('Pay Now', 'UPG000099') }));
    const receipt = await within(row).findByRole('link', { name: named('Receipt', 'UPG000099') }, { timeout: 10_000 });
    expect(receipt.getAttribute('href')).toBe(`/billing/receipt/${receiptNo}`);
    expect(handedOff()).toHaveLength(1);
  });
});
