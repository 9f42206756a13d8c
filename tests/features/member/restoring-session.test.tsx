// @vitest-environment jsdom
// A page load with a stored (slim) session, in the whole portal (docs/decisions/026): the page's loading state while
// the server says who the user is (no member screen half-filled, nothing reading "undefined"), a visitor page sent
// home from the stored flags at once, and "Could not reach the server" with Try again when the answer fails.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortal } from '#app/boot.tsx';
import { Providers } from '#app/providers.tsx';
import { readConfig } from '#config';
import { endpoints } from '#contract';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { createSessionStore } from '#machines/session/session-store.ts';
import { createGate } from '../../support/gate';
import { useBackend } from '../../support/backend';

const member = personaByKey('member');

describe('a stored session restored (view)', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => {
    cleanup();
    t.server.resetHandlers();
    localStorage.clear();
  });

  async function storeSessionAndOpen(path: string) {
    localStorage.clear();
    const login = (await t.anon.call(endpoints.auth.login, { body: { email: member.email, password: DEMO_PASSWORD } })).data;
    createSessionStore(() => localStorage).save({ ...login, expiresAt: Date.now() + 3_600_000 });
    window.history.replaceState(null, '', path);
    const { portal, site } = createPortal(readConfig({ VITE_API_BASE_URL: TEST_BASE_URL }), null);
    render(<Providers portal={portal} site={site} />);
  }

  it('shows the loading state until the user is known, then the dashboard; a visitor page goes home at once', async () => {
    const gate = createGate();
    t.server.use(
      http.get(`${TEST_BASE_URL}auth/user`, async () => {
        await gate.opened;
        return undefined;
      }),
    );
    await storeSessionAndOpen('/');
    // Sent home from the stored flags, before the server answered.
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect((await screen.findByRole('status')).textContent).toContain('Loading');
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
    expect(document.body.textContent).not.toContain('undefined');
    gate.open();
    await screen.findByTestId('tile-balance', {}, { timeout: 10_000 });
    expect(document.body.textContent).not.toContain('undefined');
  });

  it('says the server could not be reached, keeps the session, and Try again restores it', async () => {
    t.server.use(http.get(`${TEST_BASE_URL}auth/user`, () => HttpResponse.error(), { once: true }));
    await storeSessionAndOpen('/dashboard');
    await screen.findByText(/Could not reach the server to load your account/);
    expect(localStorage.getItem('portal.session')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('tile-balance', {}, { timeout: 10_000 });
  });
});
