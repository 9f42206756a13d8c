// @vitest-environment jsdom
// The member layout's completeness ring follows the profile's sub-lists at view level: the whole portal (composition
// root, router, member layout, profile page) runs in jsdom against the fake backend; firm@ signs in through the
// login form, adds a banker, and the ring in the top bar counts one more requirement met without a reload.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal } from '#app/boot.tsx';
import { Providers } from '#app/providers.tsx';
import { readConfig } from '#config';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { useBackend } from '../../support/backend';

const firm = personaByKey('firm');
const RING = /^Profile completeness: (\d+) of (\d+)$/;
const ringCount = () => {
  const match = RING.exec(screen.getByRole('img', { name: RING }).getAttribute('aria-label') ?? '');
  return { passed: Number(match?.[1]), total: Number(match?.[2]) };
};

describe('member layout completeness ring (view)', () => {
  const t = useBackend({ scenario: 'default' });
  beforeAll(() => {
    // firm@ starts without bankers, so its FIRMBANKERS requirement is the one unmet item a banker meets.
    t.backend.db.bankers.deleteMany((q) => q.where({ profileID: firm.profileId! }));
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });
  afterAll(() => {
    cleanup();
    localStorage.clear();
  });

  it('sub-list rule: adding a banker reloads member data, and the ring counts the requirement met', async () => {
    const { portal, site } = createPortal(readConfig({ VITE_API_BASE_URL: TEST_BASE_URL }), null);
    render(<Providers portal={portal} site={site} />);

    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: firm.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: DEMO_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByRole('img', { name: RING }, { timeout: 10_000 });
    const before = ringCount();
    expect(before.passed).toBeLessThan(before.total);

    fireEvent.click(screen.getAllByRole('link', { name: 'Profile' })[0]!);
    fireEvent.click(await screen.findByRole('tab', { name: 'Bankers' }, { timeout: 10_000 }));
    const list = await screen.findByRole('region', { name: 'Bankers' });
    fireEvent.click(await within(list).findByRole('button', { name: 'Add banker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add banker' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Kenya Commercial Bank' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'Kencom House, Nairobi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await within(list).findByRole('cell', { name: 'Kenya Commercial Bank' }, { timeout: 10_000 });
    await waitFor(() => expect(ringCount()).toEqual({ passed: before.passed + 1, total: before.total }), { timeout: 10_000 });
  });
});
