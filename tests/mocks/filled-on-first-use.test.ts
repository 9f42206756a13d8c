// A restored collection of many records is put in when first used (mocks/db/lazy-collection.ts, decision 052): the
// default world's 606 profiles wait; whatever uses them first — a call's query, a write, a snapshot, a reset, a
// suite's rewind — sees every record, in order, as an eager restore gives them.
import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createBackend, type Backend, type Snapshot } from '#mocks/backend.ts';
import { FILLED_ON_FIRST_USE_FROM, isFilled, NotFilled, plainRecords, untilFilled } from '#mocks/db/lazy-collection.ts';
import { nodeSeedWorlds } from '#mocks/seed-worlds-node.ts';
import { localWorlds } from '#cli/suite/local-worlds.ts';

const world = (await nodeSeedWorlds('default', 1))!;
const fresh = (await nodeSeedWorlds('fresh', 1))!;
const profiles = world.collections.profiles!;
const listed = profiles.filter((p) => (p as { MemberNo: string }).MemberNo !== '').length;

/** A backend restored from the default seed world, its profiles still waiting (the precondition of every test). */
async function restored({ prebuilt = true } = {}): Promise<Backend> {
  const backend = await createBackend({ seedNow: false, ...(prebuilt ? { seedWorlds: nodeSeedWorlds } : {}) });
  await backend.restore(world);
  expect(profiles.length).toBeGreaterThanOrEqual(FILLED_ON_FIRST_USE_FROM);
  expect(isFilled(backend.db.profiles)).toBe(false);
  expect(isFilled(backend.db.accounts)).toBe(true);
  return backend;
}

async function call(backend: Backend, path: string): Promise<{ status: number; body: { data?: unknown; message?: string } }> {
  const response = await getResponse(
    backend.handlers,
    new Request(`http://portal.test/api/${path}`, { headers: { accept: 'application/json' } }),
  );
  return { status: response!.status, body: (await response!.json()) as { data?: unknown } };
}

/** The public search's count of listed members (no term: all of them): it reads every profile. */
async function searchedTotal(backend: Backend): Promise<number> {
  const answer = await call(backend, 'profile/search?page=1');
  expect(answer.status, answer.body.message).toBe(200);
  return (answer.body.data as { count: number }).count;
}

const sameRecords = (backend: Backend, snapshot: Snapshot) =>
  expect(plainRecords(backend.db.profiles)).toEqual(snapshot.collections.profiles);

describe('a restored collection filled on first use', () => {
  it('is complete when a call first queries it', async () => {
    const backend = await restored();
    expect(await searchedTotal(backend)).toBe(listed);
    expect(isFilled(backend.db.profiles)).toBe(true);
    expect(backend.db.profiles.count()).toBe(profiles.length);
    sameRecords(backend, world);
  });

  it('is complete when first written: a write to any collection puts in every waiting one first', async () => {
    const backend = await restored();
    await backend.db.attempts.create({ limit: 'login', key: 'someone', at: 0 });
    expect(isFilled(backend.db.profiles)).toBe(true);
    sameRecords(backend, world);
    const [first] = backend.db.profiles.all();
    await backend.db.profiles.update(first!, { data: (p) => void (p.FirstName = 'Changed') });
    expect(backend.db.profiles.findMany((q) => q.where({ FirstName: 'Changed' }))).toHaveLength(1);
    expect(backend.db.profiles.count()).toBe(profiles.length);
  });

  it('once every collection is in, a write asks none of them to fill (a busy seed writes ~33,000 records)', async () => {
    const backend = await restored();
    await backend.db.attempts.create({ limit: 'login', key: 'first', at: 0 });
    // Every collection of the world is one class: its prototype's `fill` is each one's.
    const fill = vi.spyOn(Object.getPrototypeOf(backend.db.attempts) as { fill(): Promise<void> }, 'fill');
    await backend.db.attempts.create({ limit: 'login', key: 'second', at: 0 });
    const [first] = backend.db.profiles.all();
    await backend.db.profiles.update(first!, { data: (p) => void (p.FirstName = 'Again') });
    expect(fill).not.toHaveBeenCalled();
    fill.mockRestore();
    expect(backend.db.attempts.findMany((q) => q.where({ key: 'second' }))).toHaveLength(1);
  });

  it('refuses a delete while a collection waits, before deleting anything (the call runs again once all are in)', async () => {
    const backend = await restored();
    const before = backend.db.accounts.count();
    expect(() => backend.db.accounts.delete((q) => q.where({ id: (id) => id > 0 }))).toThrow(NotFilled);
    expect(backend.db.accounts.count()).toBe(before);
    await untilFilled(() => backend.db.accounts.delete((q) => q.where({ id: (id) => id > 0 })));
    expect(backend.db.accounts.count()).toBe(before - 1);
    expect(isFilled(backend.db.profiles)).toBe(true);
  });

  it('is in a snapshot without being filled, and a world restored from that snapshot is the same', async () => {
    const backend = await restored();
    const snapshot = backend.snapshot();
    expect(isFilled(backend.db.profiles)).toBe(false);
    expect(snapshot.collections).toEqual(world.collections);
    const again = await createBackend({ seedNow: false });
    await again.restore(snapshot);
    expect(await searchedTotal(again)).toBe(listed);
    sameRecords(again, world);
  });

  it('is in a snapshot as the seed world’s own records, and neither a fill nor a write changes what it took', async () => {
    const backend = await restored();
    const taken = backend.snapshot().collections;
    // Nothing copied: the `snapshot` message (an export's world now) costs next to nothing on a waiting world…
    expect(taken.profiles).toBe(world.collections.profiles);
    const before = JSON.stringify(taken);
    const [first] = await untilFilled(() => backend.db.profiles.findMany((q) => q.where({ MemberNo: (n) => n !== '' }), { take: 1 }));
    await backend.db.profiles.update(first!, { data: (p) => void (p.FirstName = 'Changed') });
    expect(isFilled(backend.db.profiles)).toBe(true);
    // …and what it took stays as it was.
    expect(JSON.stringify(taken)).toBe(before);
    expect(JSON.stringify(backend.snapshot().collections.profiles)).not.toBe(JSON.stringify(taken.profiles));
  });

  it('is replaced whole by a reset, to the same world or another, prebuilt or generated', async () => {
    const generated = (await nodeSeedWorlds('fresh', 2))!;
    // Without prebuilt worlds the reset clears every collection and the generators write.
    const waiting = await restored({ prebuilt: false });
    await waiting.reset('fresh', 2);
    expect(waiting.db.profiles.count()).toBe(generated.collections.profiles?.length ?? 0);
    expect(waiting.db.profiles.all()).toHaveLength(generated.collections.profiles?.length ?? 0);
    const backend = await restored();
    await backend.reset('fresh', 1);
    expect(backend.db.profiles.count()).toBe(fresh.collections.profiles?.length ?? 0);
    expect(backend.snapshot().collections).toEqual(fresh.collections);
    await backend.reset('default', 1);
    expect(isFilled(backend.db.profiles)).toBe(false);
    expect(await searchedTotal(backend)).toBe(listed);
    sameRecords(backend, world);
  });

  it("is put back by a suite's rewind only when a case changed it, and whole when next used", async () => {
    const worlds = localWorlds();
    const first = await worlds({ scenario: 'default', seed: 1 });
    // A case that changes one profile and reads (so fills) nothing else.
    const [profile] = first.backend.db.profiles.all();
    await first.backend.db.profiles.update(profile!, { data: (p) => void (p.FirstName = 'Rewound?') });
    const again = await worlds({ scenario: 'default', seed: 1 });
    expect(again).toBe(first);
    expect(isFilled(again.backend.db.profiles)).toBe(false);
    expect(isFilled(again.backend.db.specializations)).toBe(true);
    expect(await searchedTotal(again.backend)).toBe(listed);
    sameRecords(again.backend, world);
  });

  it('tells a reader outside a call what to do, and `filled()` makes the world whole for it', async () => {
    const backend = await restored();
    expect(() => backend.db.profiles.findFirst()).toThrow(/profiles collection was read before its restored records were put in/);
    await backend.filled();
    sameRecords(backend, world);
  });
});
