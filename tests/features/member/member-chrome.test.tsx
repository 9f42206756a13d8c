// @vitest-environment jsdom
// The top bar's Headless UI controls load after the member page shows (docs/decisions/009): until then plain
// buttons stand in for them, and a press on one is not lost: the control opens once it has arrived.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortal } from '#app/boot.tsx';
import { Providers } from '#app/providers.tsx';
import { readConfig } from '#config';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { useBackend } from '../../support/backend';

const gate = await vi.hoisted(async () => (await import('../../support/gate')).createGate());
vi.mock('#app/member/member-chrome.tsx', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const member = personaByKey('member');

describe('member top bar before its controls have loaded (view)', () => {
  useBackend({ scenario: 'default' });
  beforeAll(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  afterAll(() => {
    cleanup();
    localStorage.clear();
  });

  it('Account pressed on its stand-in opens the real menu once it arrives', async () => {
    const { portal, site } = createPortal(readConfig({ VITE_API_BASE_URL: TEST_BASE_URL }), null);
    render(<Providers portal={portal} site={site} />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: member.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: DEMO_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    const account = await screen.findByRole('button', { name: 'Account' }, { timeout: 10_000 });
    // The stand-in is a plain button: no menu behind it yet.
    expect(account.getAttribute('aria-haspopup')).toBeNull();
    fireEvent.click(account);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('menu')).toBeNull();

    gate.open();
    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
    expect(menu.textContent).toContain('Settings');
    expect(menu.textContent).toContain('Logout');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account' }).getAttribute('aria-haspopup')).toBe('menu'));
  });
});
