// The world host's keeping of the flow log's snapshots (mocks/world-host/kept-snapshots.ts): the world is taken when
// the page asks, even when storing it is slow; a read gives it back once stored, or null when the host no longer
// has it (never stored, cleared, another build's); a prune keeps what the tab's log names and other tabs' fresh
// ones. IndexedDB itself is the browser's (tests/e2e/dev-panel.spec.ts).
import { describe, expect, it } from 'vitest';
import { keptSnapshots, STALE_MS, type KeptSource, type SnapshotShelf, type SnapshotTag } from '#mocks/world-host/kept-snapshots.ts';

/** A shelf whose puts wait until `release()`: the store lags the keep, as IndexedDB's does. */
function slowShelf() {
  const items = new Map<string, { tag: SnapshotTag; world: unknown }>();
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const shelf: SnapshotShelf = {
    async put(key, tag, world) {
      await gate;
      items.set(key, { tag, world });
    },
    get: (key) => Promise.resolve(items.get(key)),
    tags: () => Promise.resolve([...items].map(([key, { tag }]): [string, SnapshotTag] => [key, tag])),
    delete(keys) {
      for (const key of keys) items.delete(key);
      return Promise.resolve();
    },
  };
  return {
    shelf,
    items,
    release: () => release(),
  };
}

/** A running world: its records are what `count` says, its version grows with each change. */
function running(fingerprint = 'v1|build-a|accounts') {
  let count = 0;
  const source: KeptSource & { change(): void } = {
    world: () => ({ collections: { accounts: Array.from({ length: count }, (_, id) => ({ id })) }, now: 1000 + count }),
    // What it keeps is the world itself here; the host's kept form: world-over-seed.test.ts.
    rebuild: (kept) => Promise.resolve(kept),
    version: () => count,
    fingerprint,
    change: () => void count++,
  };
  return source;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('snapshots kept by the world host', () => {
  it('takes the world when asked, not when stored: a change meanwhile is not in it; a read waits for the store', async () => {
    const { shelf, release } = slowShelf();
    const kept = keptSnapshots(shelf);
    const world = running();
    // An earlier snapshot still being stored: the next waits behind it.
    await kept.answer({ do: 'keep', key: 'w0', tab: 'tab-a' }, world);
    world.change();
    const answered = await kept.answer({ do: 'keep', key: 'w1', tab: 'tab-a' }, world);
    // The page hears the version at once, before the world is stored.
    expect(answered).toEqual({ version: 1 });
    world.change(); // the flow's first call
    const read = kept.answer({ do: 'read', key: 'w1' }, world);
    await flush();
    release();
    expect(await read).toEqual({ version: 2, world: { collections: { accounts: [{ id: 0 }] }, now: 1001 } });
    expect(await kept.answer({ do: 'read', key: 'w0' }, world)).toMatchObject({ world: { collections: { accounts: [] }, now: 1000 } });
  });

  it('answers null for a snapshot it does not have: never kept, gone from storage, or kept by another build', async () => {
    const { shelf, items, release } = slowShelf();
    release();
    const kept = keptSnapshots(shelf);
    const world = running();
    expect(await kept.answer({ do: 'read', key: 'never' }, world)).toEqual({ version: 0, world: null });
    await kept.answer({ do: 'keep', key: 'w1', tab: 'tab-a' }, world);
    await kept.answer({ do: 'keep', key: 'w2', tab: 'tab-a' }, world);
    expect(await kept.answer({ do: 'read', key: 'w1' }, world)).toMatchObject({ world: { now: 1000 } });
    items.delete('w1'); // the site's storage cleared
    expect(await kept.answer({ do: 'read', key: 'w1' }, world)).toMatchObject({ world: null });
    // The same storage read by a host of another build (or snapshot version): its worlds may not restore here.
    expect(await kept.answer({ do: 'read', key: 'w2' }, running('v1|build-b|accounts'))).toMatchObject({ world: null });
    expect(await kept.answer({ do: 'read', key: 'w2' }, world)).toMatchObject({ world: { now: 1000 } });
  });

  it('a prune drops the tab’s snapshots its log no longer names, other tabs’ once stale, and other builds’', async () => {
    const { shelf, items, release } = slowShelf();
    release();
    let now = 0;
    const kept = keptSnapshots(shelf, () => now);
    const world = running();
    await kept.answer({ do: 'keep', key: 'other-old', tab: 'tab-b' }, world);
    await kept.answer({ do: 'keep', key: 'old-build', tab: 'tab-a' }, running('v1|build-0|accounts'));
    now = 10;
    await kept.answer({ do: 'keep', key: 'other-fresh', tab: 'tab-b' }, world);
    for (const key of ['a1', 'a2', 'a3']) await kept.answer({ do: 'keep', key, tab: 'tab-a' }, world);
    // Exactly stale: kept; a millisecond past: dropped.
    now = STALE_MS;
    await kept.answer({ do: 'prune', tab: 'tab-a', keep: ['a2', 'a3', 'old-build'] }, world);
    expect([...items.keys()].sort()).toEqual(['a2', 'a3', 'other-fresh', 'other-old']);
    now = STALE_MS + 1;
    await kept.answer({ do: 'prune', tab: 'tab-a', keep: ['a2', 'a3'] }, world);
    expect([...items.keys()].sort()).toEqual(['a2', 'a3', 'other-fresh']);
  });
});
