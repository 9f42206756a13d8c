// @vitest-environment jsdom
// A keyboard user who reached the alerts bell's stand-in before the real control loaded keeps their place: the
// control that replaces it takes the focus, so Enter opens the alerts (CI saw Enter land nowhere in that moment).
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { signInThroughThePortal } from '../../support/portal';

const gate = await vi.hoisted(async () => (await import('../../support/gate')).createGate());
vi.mock('#app/member/member-chrome.tsx', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

describe('member top bar: focus across the swap (view)', () => {
  useBackend({ scenario: 'default' });
  afterAll(() => {
    cleanup();
    localStorage.clear();
  });

  it('the alerts control takes the focus its stand-in had, and does not open by itself', async () => {
    await signInThroughThePortal(personaByKey('arrears').email);
    const standIn = await screen.findByRole('button', { name: /^Alerts \([1-9]/ }, { timeout: 10_000 });
    expect(standIn.getAttribute('aria-expanded')).toBeNull();
    act(() => standIn.focus());

    gate.open();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Alerts/ }).getAttribute('aria-expanded')).toBe('false'));
    const real = screen.getByRole('button', { name: /^Alerts/ });
    expect(real).not.toBe(standIn);
    expect(document.activeElement).toBe(real);

    fireEvent.click(real);
    expect((await screen.findAllByText(/Subscription \d{4}.* unpaid/)).length).toBeGreaterThan(0);
  });
});
