// A stored world is restored through @msw/data's public create (decision 032): every record back in its order,
// queryable, updatable and deletable by the library's own means; a record its collection's schema refuses stops
// the restore with the collection's name. A restore is no change: a collection's 'create' followers hear none of its
// records, and are all back, in their order, once it ends (or fails).
import { describe, expect, it } from 'vitest';
import { createBackend } from '#mocks/backend.ts';
import { nodeSeedWorlds } from '#mocks/seed-worlds-node.ts';

describe('restoring a stored world', () => {
  it('gives back every record in order, and the library can change them', async () => {
    const snapshot = (await nodeSeedWorlds('fresh', 1))!;
    const backend = await createBackend({ seedNow: false });
    await backend.restore(snapshot);
    expect(backend.snapshot().collections).toEqual(snapshot.collections);
    const [first] = backend.db.accounts.all();
    await backend.db.accounts.update(first!, { data: (draft) => void (draft.email = 'moved@demo.test') });
    expect(backend.db.accounts.findFirst((q) => q.where({ email: 'moved@demo.test' }))).toBeDefined();
    backend.db.accounts.delete(backend.db.accounts.findFirst((q) => q.where({ email: 'moved@demo.test' }))!);
    expect(backend.db.accounts.count()).toBe(snapshot.collections.accounts!.length - 1);
  });

  it('stops at a record its schema refuses, naming the collection', async () => {
    const snapshot = (await nodeSeedWorlds('fresh', 1))!;
    const backend = await createBackend({ seedNow: false });
    const broken = { ...snapshot, collections: { ...snapshot.collections, meta: [{ key: 'x', value: 'not a number' }] } };
    await expect(backend.restore(broken)).rejects.toThrow(/A stored meta record does not match its schema/);
  });

  it("sets the collections' create followers aside while it runs and puts them back in order, even when it fails", async () => {
    const snapshot = (await nodeSeedWorlds('fresh', 1))!;
    const backend = await createBackend({ seedNow: false });
    const heard: string[] = [];
    backend.db.accounts.hooks.on('create', () => void heard.push('first'));
    backend.db.accounts.hooks.on('create', () => void heard.push('second'));
    const before = backend.db.accounts.hooks.listenerCount('create');
    await backend.restore(snapshot);
    expect(heard).toEqual([]);
    expect(backend.db.accounts.hooks.listenerCount('create')).toBe(before);
    await backend.db.accounts.create({ ...snapshot.collections.accounts![0]!, email: 'new@demo.test' } as never);
    expect(heard).toEqual(['first', 'second']);

    heard.length = 0;
    const broken = { ...snapshot, collections: { ...snapshot.collections, accounts: [{ nothing: 'here' }] } };
    await expect(backend.restore(broken)).rejects.toThrow(/A stored accounts record/);
    expect(backend.db.accounts.hooks.listenerCount('create')).toBe(before);
    await backend.db.accounts.create({ ...snapshot.collections.accounts![0]!, email: 'again@demo.test' } as never);
    expect(heard).toEqual(['first', 'second']);
  });
});
