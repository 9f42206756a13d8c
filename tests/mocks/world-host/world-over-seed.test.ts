// The browser keeps only what changed over the prebuilt seed world (mocks/world-host/record-store.ts): the change
// tracker numbers the seed world's records as `worldFrom` does, so the stored changes laid over the seed world give
// back the world as it was, record for record and in order. IndexedDB itself is the browser's (tests/e2e).
import { describe, expect, it } from 'vitest';
import { createBackend, SNAPSHOT_VERSION, type Backend, type Snapshot } from '#mocks/backend.ts';
import { collectionsOf } from '#mocks/db/index.ts';
import { isFilled, untilFilled } from '#mocks/db/lazy-collection.ts';
import { nodeSeedWorlds } from '#mocks/seed-worlds-node.ts';
import { trackChanges, type ChangeTracker } from '#mocks/world-host/change-tracker.ts';
import { rebuiltWorld, storedEntries as storedInHost, type KeptWorld } from '#mocks/world-host/kept-world.ts';
import { worldFrom } from '#mocks/world-host/record-store.ts';

const base = (await nodeSeedWorlds('fresh', 1))!;

/** A backend restored from the seed world as the world host does it: nothing of it is a change to store. */
async function fromSeedWorld(seedWorld = base): Promise<{ backend: Backend; tracker: ChangeTracker }> {
  const backend = await createBackend({ seedNow: false });
  const tracker = trackChanges(backend.db);
  await tracker.restoring(worldFrom(seedWorld, []).sequences, () => backend.restore(seedWorld));
  return { backend, tracker };
}

/** What IndexedDB would hold after these changes: the last put or delete (null) of each key. */
function storedEntries(changes: ReturnType<ChangeTracker['take']>[]): Array<[string, unknown]> {
  const entries = new Map<string, unknown>();
  for (const change of changes) {
    for (const [key, record] of change?.puts ?? []) entries.set(key, record);
    for (const key of change?.deletes ?? []) entries.set(key, null);
  }
  return [...entries].sort(([a], [b]) => (a < b ? -1 : 1));
}

describe('a world stored as its changes over the seed world', () => {
  it('the seed world itself is no change: nothing is stored for it', async () => {
    const { tracker } = await fromSeedWorld();
    expect(tracker.take()).toBeNull();
  });

  it('a reset is announced for every collection without storing a record', async () => {
    const { tracker } = await fromSeedWorld();
    tracker.touch(['outbox', 'meta']);
    expect(tracker.take()).toEqual({ puts: [], deletes: [], collections: ['meta', 'outbox'], tasksRan: false });
  });

  it('stores a created, an updated and a deleted record as themselves, and brings the same world back', async () => {
    const { backend, tracker } = await fromSeedWorld();
    const [first, second] = backend.db.accounts.all();
    await backend.db.accounts.update((q) => q.where({ email: first!.email }), { data: (a) => void (a.name = 'Renamed') });
    backend.db.accounts.delete((q) => q.where({ email: second!.email }));
    await backend.simulation.send({ channel: 'email', to: 'a@b.test', subject: 'Hello', body: 'Hi', links: [], codes: [] });
    const change = tracker.take();
    // Only what changed: one account, the new message and the counter that numbered it; one delete.
    expect(change?.deletes).toHaveLength(1);
    expect(change?.puts.map(([key]) => key.split(':')[0]).sort()).toEqual(['accounts', 'meta', 'outbox']);

    const { collections, sequences } = worldFrom(base, storedEntries([change]));
    const reloaded = await createBackend({ seedNow: false });
    const again = trackChanges(reloaded.db);
    const snapshot: Snapshot = { format: 'portal-mock-snapshot', version: SNAPSHOT_VERSION, scenario: 'fresh', seed: 1, collections };
    await again.restoring(sequences, () => reloaded.restore(snapshot));
    expect(JSON.stringify(reloaded.snapshot().collections)).toBe(JSON.stringify(backend.snapshot().collections));
    expect(again.take()).toBeNull();

    // A record made after the reload is numbered after every record before it, so it is not stored over one.
    await reloaded.simulation.send({ channel: 'sms', to: '0700', subject: '', body: 'Hi', links: [], codes: [] });
    const later = again.take()!;
    const usedKeys = new Set(Object.entries(sequences).flatMap(([name, seqs]) => seqs.map((seq) => `${name}:${seq}`)));
    const outboxPut = later.puts.find(([key]) => key.startsWith('outbox:'))!;
    const [name, seq] = outboxPut[0].split(':') as [string, string];
    expect(usedKeys.has(`${name}:${Number(seq)}`)).toBe(false);
  });

  it('stores the changes of a collection restored to wait for first use under its seed world keys', async () => {
    const seedWorld = (await nodeSeedWorlds('default', 1))!;
    const { backend, tracker } = await fromSeedWorld(seedWorld);
    expect(isFilled(backend.db.profiles)).toBe(false);
    // A create first (it fills the world and appends), then an update and a delete of restored records.
    const [first, second] = seedWorld.collections.profiles as Array<{ ProfileID: string }>;
    await backend.db.profiles.create({ ...(seedWorld.collections.profiles![2] as object), ProfileID: 'NEW-1' } as never);
    await backend.db.profiles.update((q) => q.where({ ProfileID: first!.ProfileID }), { data: (p) => void (p.FirstName = 'Renamed') });
    backend.db.profiles.delete((q) => q.where({ ProfileID: second!.ProfileID }));
    const change = tracker.take();
    expect(change?.deletes).toEqual(
      [worldFrom(seedWorld, []).sequences.profiles![1]].map((seq) => `profiles:${String(seq).padStart(10, '0')}`),
    );
    const { collections } = worldFrom(seedWorld, storedEntries([change]));
    expect(JSON.stringify(collections.profiles)).toBe(JSON.stringify(backend.snapshot().collections.profiles));
  });

  it('lays the stored entries over the seed world: replaced in place, deleted, added at the end', () => {
    const world = worldFrom({ collections: { a: ['a0', 'a1'], b: ['b2'] } }, [
      ['a:0000000001', 'A1'],
      ['b:0000000002', null],
      ['a:0000000003', 'a3'],
    ]);
    expect(world).toEqual({ collections: { a: ['a0', 'A1', 'a3'], b: [] }, sequences: { a: [0, 1, 3], b: [] } });
  });
});

const defaultWorld = (await nodeSeedWorlds('default', 1))!;

describe('a world kept for the flow log as its changes over the seed world (kept-world.ts)', () => {
  /** What the host keeps now: the store's entries as written, with what a call under way changed over them. */
  const keep = (backend: Backend, stored: ReturnType<typeof storedInHost>, tracker: ChangeTracker, base: string | null): KeptWorld => ({
    base,
    scenario: backend.scenario,
    seed: backend.seed,
    now: backend.simulation.now(),
    entries: stored.with(tracker.peek()),
  });

  it('kept on a world just restored from its seed world, it holds no record, and rebuilt it is that world', async () => {
    const { backend, tracker } = await fromSeedWorld(defaultWorld);
    const kept = keep(backend, storedInHost(), tracker, 'seed-worlds/default-1.json');
    expect(kept.entries).toEqual([]);
    expect(rebuiltWorld(kept, defaultWorld)).toEqual({ ...backend.snapshot(), now: kept.now });
  });

  it('rebuilt, it is the world when kept: stored changes and a call’s under way in, later ones out', async () => {
    const { backend, tracker } = await fromSeedWorld(defaultWorld);
    const stored = storedInHost();
    const [first, second, third] = defaultWorld.collections.profiles as Array<{ ProfileID: string }>;
    // Stored: a waiting profile renamed, another deleted, a message sent.
    await untilFilled(() =>
      backend.db.profiles.update((q) => q.where({ ProfileID: first!.ProfileID }), { data: (p) => void (p.FirstName = 'Renamed') }),
    );
    backend.db.profiles.delete((q) => q.where({ ProfileID: second!.ProfileID }));
    await backend.simulation.send({ channel: 'email', to: 'a@b.test', subject: 'Hello', body: 'Hi', links: [], codes: [] });
    // …and a small collection emptied: a snapshot leaves it out.
    const [emptied, collection] = collectionsOf(backend.db).find(([, c]) => c.count() > 0 && c.count() <= 20)!;
    collection.deleteMany((q) => q.where({}));
    expect(collection.count()).toBe(0);
    stored.apply(tracker.take());
    // Under way (not stored yet): another rename.
    await backend.db.profiles.update((q) => q.where({ ProfileID: third!.ProfileID }), { data: (p) => void (p.LastName = 'Underway') });
    const kept = keep(backend, stored, tracker, 'seed-worlds/default-1.json');
    const then = { ...backend.snapshot(), now: kept.now };
    expect(kept.entries.length).toBeLessThan(10);
    // After the keep: the call's change is stored, and another write follows.
    stored.apply(tracker.take());
    await backend.db.profiles.update((q) => q.where({ ProfileID: first!.ProfileID }), { data: (p) => void (p.FirstName = 'Later') });
    stored.apply(tracker.take());

    const rebuilt = rebuiltWorld(kept, defaultWorld);
    expect(rebuilt).toEqual(then);
    expect(rebuilt.collections).not.toHaveProperty(emptied);
    const names = (rebuilt.collections.profiles as Array<{ ProfileID: string; FirstName: string; LastName: string }>).filter((p) =>
      [first, second, third].some((q) => q!.ProfileID === p.ProfileID),
    );
    expect(names.map((p) => p.FirstName)[0]).toBe('Renamed');
    expect(names.map((p) => p.LastName)[1]).toBe('Underway');
    expect(names).toHaveLength(2);
  });

  it('a world with no seed world is kept whole, and rebuilt without one', async () => {
    const backend = await createBackend({ seedNow: false });
    const tracker = trackChanges(backend.db);
    const stored = storedInHost();
    // No prebuilt worlds given: the generators write every record, one change the host stores.
    await backend.reset('fresh', 2);
    stored.apply(tracker.take());
    const kept = keep(backend, stored, tracker, null);
    expect(kept.entries.length).toBeGreaterThan(100);
    expect(rebuiltWorld(kept, null)).toEqual({ ...backend.snapshot(), now: kept.now });
  });

  it('a reseed empties what is kept with the store', async () => {
    const { backend, tracker } = await fromSeedWorld(defaultWorld);
    const stored = storedInHost();
    await backend.simulation.send({ channel: 'sms', to: '0700', subject: '', body: 'Hi', links: [], codes: [] });
    stored.apply(tracker.take());
    expect(stored.with([])).not.toEqual([]);
    stored.clear();
    expect(stored.with([])).toEqual([]);
  });
});
