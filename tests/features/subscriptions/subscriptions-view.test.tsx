// @vitest-environment jsdom
// My Subscriptions at view level (spec 3 §6) for both companies, through the whole portal against the fake
// backend: with IEK the Payment History table follows the list and member@'s paid rows offer Certificate; with
// ICS (the default) neither. The table's search takes hostile text (10,000 characters, HTML, emoji) as text.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortal } from '#app/boot.tsx';
import { Providers } from '#app/providers.tsx';
import { readConfig } from '#config';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { useBackend } from '../../support/backend';

async function openSubscriptionsAs(email: string, company: string) {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  const { portal, site } = createPortal(readConfig({ VITE_API_BASE_URL: TEST_BASE_URL, VITE_COMPANY: company }), null);
  render(<Providers portal={portal} site={site} />);
  fireEvent.change(await screen.findByLabelText('E-mail', {}, { timeout: 10_000 }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: DEMO_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByTestId('tile-cpd', {}, { timeout: 10_000 });
  act(() => {
    window.history.pushState(null, '', '/subscription');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  return screen.findByRole('table', { name: 'My Subscriptions' }, { timeout: 10_000 });
}

describe('My Subscriptions by company (view)', () => {
  useBackend({ scenario: 'default' });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('IEK: Certificate on the paid rows of a PE member, and the Payment History table below the list', async () => {
    const table = await openSubscriptionsAs('member@demo.test', 'IEK');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(within(row).getByRole('link', { name: /^Certificate/ })).toBeTruthy();
    const history = screen.getByTestId('subscriptions-payment-history');
    expect(within(history).getByRole('heading', { name: 'Payment History' })).toBeTruthy();
    const payments = await within(history).findByRole('table', { name: 'Payment history' }, { timeout: 10_000 });
    expect(within(payments).getAllByRole('row').length).toBeGreaterThan(1);

    // Hostile search text stays text: nothing matches, nothing is rendered as markup, nothing breaks.
    const search = within(history).getByLabelText('Search payments');
    for (const hostile of ['x'.repeat(10_000), '<img src=x onerror=alert(1)>', '🚀👷🏽‍♀️']) {
      fireEvent.change(search, { target: { value: hostile } });
      expect(await within(history).findByText('No payment matches this search.')).toBeTruthy();
    }
    expect(document.querySelector('img[src="x"]')).toBeNull();
    fireEvent.change(search, { target: { value: '' } });
    expect(within(history).getByRole('button', { name: 'Export to Excel' }).hasAttribute('disabled')).toBe(false);
  });

  it('ICS (the default): no Certificate and no Payment History', async () => {
    const table = await openSubscriptionsAs('member@demo.test', 'ICS');
    expect(within(table).queryAllByRole('link', { name: /^Certificate/ })).toHaveLength(0);
    expect(within(table).getAllByRole('link', { name: /^Receipt/ }).length).toBe(5);
    expect(screen.queryByTestId('subscriptions-payment-history')).toBeNull();
  });

  it('IEK but a GRADUATE member: no Certificate', async () => {
    const table = await openSubscriptionsAs('graduate@demo.test', 'IEK');
    expect(within(table).getAllByRole('link', { name: /^Receipt/ }).length).toBeGreaterThan(0);
    expect(within(table).queryAllByRole('link', { name: /^Certificate/ })).toHaveLength(0);
  });
});
