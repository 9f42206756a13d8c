// startFresh's one-load start (tests/e2e/support.ts) is only sound if a fresh context's first load seeds the same
// world as `/__mock/reset {scenario, seed: 1}`: this compares the stored world (IndexedDB, every record by key: only
// the changes over the prebuilt seed world are stored, so none either way), the outbox and the fake backend's state
// both ways. The suite checks `default`; `busy` (the same code path, the scenario the address
// asks) passed the same check once in session 20 but costs over a minute of reseeding, so it is not repeated here.
import { expect, test, type Page } from '@playwright/test';
import { callJson, startFresh } from './support';

/** Every stored record of the world by key, and the world's scenario and seed (mocks/world-host/record-store.ts). */
async function storedWorld(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('portal-mock-world');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed.'));
    });
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed.'));
      });
    const tx = db.transaction(['records', 'meta'], 'readonly');
    const [keys, values, meta] = await Promise.all([
      read(tx.objectStore('records').getAllKeys()),
      read(tx.objectStore('records').getAll()),
      read(tx.objectStore('meta').get('world') as IDBRequest<{ scenario: string; seed: number } | undefined>),
    ]);
    db.close();
    return {
      scenario: meta?.scenario,
      seed: meta?.seed,
      records: Object.fromEntries(keys.map((key, i) => [key as string, JSON.stringify(values[i])])),
    };
  });
}

/**
 * The world with the wall-clock stamps of its seeding (an outbox message's `sentAt`, a pending referee request's
 * `requestSentAt`) written as `<seeded at>`: two seedings a few seconds apart differ only there.
 */
function stampless(world: Awaited<ReturnType<typeof storedWorld>>, from: number, to: number) {
  const stamp = /"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)"/g;
  const records = Object.fromEntries(
    Object.entries(world.records).map(([key, json]) => [
      key,
      json.replace(stamp, (whole, iso: string) => {
        const at = Date.parse(iso);
        return at >= from && at <= to ? '"<seeded at>"' : whole;
      }),
    ]),
  );
  return { ...world, records };
}

/** The outbox as the fake backend answers it, with the seeding's wall-clock stamps masked like the records'. */
async function outbox(page: Page, from: number, to: number) {
  const answer = await callJson(page, 'GET', '/__mock/outbox');
  expect(answer.status).toBe(200);
  return stampless({ scenario: undefined, seed: undefined, records: { outbox: JSON.stringify(answer.json) } }, from, to).records;
}

async function mockState(page: Page) {
  const state = await callJson<{ data: { scenario: string; seed: number; chaos: unknown } }>(page, 'GET', '/__mock/state');
  expect(state.status).toBe(200);
  const { scenario, seed, chaos } = state.json.data;
  return { scenario, seed, chaos };
}

for (const scenario of ['default']) {
  test(`a fresh context's first load of /?scenario=${scenario} seeds the world a reset to ${scenario}, seed 1 gives`, async ({ page }) => {
    const started = Date.now();
    await startFresh(page, scenario);
    // Nothing but the one load happened: the page is where startFresh's single goto left it.
    expect(new URL(page.url()).search).toBe(`?scenario=${scenario}`);
    const seeded = { state: await mockState(page), world: await storedWorld(page), outbox: await outbox(page, started, Date.now()) };
    expect(seeded.state).toEqual({ scenario, seed: 1, chaos: { latencyMs: 0, failRate: 0 } });
    // The seed's own e-mails are there (a pending applicant's referee request), so the comparison below compares a world.
    expect(seeded.outbox.outbox).toContain('Referee request');

    expect((await callJson(page, 'POST', '/__mock/reset', { scenario, seed: 1 })).status).toBe(200);
    const now = Date.now();
    const reset = { state: await mockState(page), world: await storedWorld(page), outbox: await outbox(page, started, now) };
    expect({ ...reset, world: stampless(reset.world, started, now) }).toEqual({ ...seeded, world: stampless(seeded.world, started, now) });
  });
}
