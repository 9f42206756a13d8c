// @vitest-environment jsdom
// A read-only admin screen on the generic read loader (src/features/admin/admin-read.ts): the rows one plain read
// answers under AdminScreen's heading, refreshed in place on a change the screen hears and on no other, and the
// refusal (with the heading) for a caller the call does not admit.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '#contract';
import { createChangeBus, type ChangeBus } from '#machines/changes/change-bus.ts';
import { PortalContext, type Portal } from '#kernel/portal/portal-context.tsx';
import { useAdminRead } from '#features/admin/admin-read.ts';
import { AdminScreen } from '#features/admin/admin-screen.tsx';
import { useBackend } from '../../support/backend';

function Options() {
  const { data, load } = useAdminRead('paymentOptions', { hears: ['site'] });
  return (
    <AdminScreen titleId="t" title="Options" loadingLabel="Loading options…" load={load}>
      {(heading) => (
        <section>
          {heading}
          <ul>
            {data?.data.data.map((o) => (
              <li key={o.id}>{o.description}</li>
            ))}
          </ul>
        </section>
      )}
    </AdminScreen>
  );
}

const shown = (api: ApiClient, changes: ChangeBus) =>
  render(
    <PortalContext.Provider value={{ api, changes } as Portal}>
      <Options />
    </PortalContext.Provider>,
  );

describe('a read-only admin screen on the read loader', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(cleanup);

  it('shows the answer, and shows it again fresh on a change it hears, not on another', async () => {
    const changes = createChangeBus();
    shown(await t.signIn('superadmin@demo.test'), changes);
    expect(screen.getByText('Loading options…')).toBeTruthy();
    const first = t.backend.db.paymentOptions.findMany(undefined, { orderBy: { priority: 'asc' } })[0]!;
    await screen.findByText(first.description, {}, { timeout: 10_000 });
    await t.backend.db.paymentOptions.update(first, { data: (o) => void Object.assign(o, { description: 'Renamed option' }) });
    act(() => changes.tell('profile'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Renamed option')).toBeNull();
    act(() => changes.tell('site'));
    await screen.findByText('Renamed option');
    // The rows stayed on screen while it reloaded: no loading frame after the first load.
    expect(screen.queryByText('Loading options…')).toBeNull();
  });

  it("shows the server's refusal under the heading to a caller the call does not admit", async () => {
    shown(await t.signIn('member@demo.test'), createChangeBus());
    await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Options' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
