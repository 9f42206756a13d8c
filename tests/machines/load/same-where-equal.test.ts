// A reload's answer shares what did not change with the data held before (machines/load/same-where-equal.ts), and
// the loader keeps it so (machines/loader/loader.machine.ts): a view selecting an unchanged part renders nothing again.
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#contract';
import { createLoaderMachine } from '#machines/loader/loader.machine.ts';
import { sameWhereEqual } from '#machines/load/same-where-equal.ts';

const record = () => ({ name: 'Wanjirũ', colors: { primary: '#0f4c81' }, rows: [{ id: 1 }, { id: 2 }], logo: null });

describe('an answer shared with the data before it', () => {
  it('is the data before when equal, whatever the order of its keys', () => {
    const before = record();
    expect(sameWhereEqual(before, record())).toBe(before);
    const reordered = { logo: null, rows: [{ id: 1 }, { id: 2 }], colors: { primary: '#0f4c81' }, name: 'Wanjirũ' };
    expect(sameWhereEqual(before, reordered)).toBe(before);
  });

  it('is new where one part changed, and keeps the parts that did not', () => {
    const before = record();
    const next = { ...record(), rows: [{ id: 1 }, { id: 3 }] };
    const shared = sameWhereEqual(before, next);
    expect(shared).not.toBe(before);
    expect(shared).toEqual(next);
    expect(shared.colors).toBe(before.colors);
    expect(shared.rows).not.toBe(before.rows);
    expect(shared.rows[0]).toBe(before.rows[0]);
    expect(shared.rows[1]).toBe(next.rows[1]);
  });

  it('is new when a key or an item comes or goes, or a value changes type', () => {
    const before = record();
    expect(sameWhereEqual(before, { ...record(), extra: 1 })).not.toBe(before);
    const { logo: _logo, ...withoutLogo } = record();
    expect(sameWhereEqual(before, withoutLogo)).toEqual(withoutLogo);
    expect(sameWhereEqual(before, { ...record(), logo: undefined })).not.toBe(before);
    expect(sameWhereEqual(before, { ...record(), rows: [{ id: 1 }] }).rows).toEqual([{ id: 1 }]);
    expect(sameWhereEqual(before, { ...record(), rows: [{ id: 1 }, { id: 2 }, { id: 3 }] }).rows).toHaveLength(3);
    expect(sameWhereEqual({ a: [1] }, { a: { 0: 1 } })).toEqual({ a: { 0: 1 } });
    expect(sameWhereEqual(null, record())).toEqual(record());
  });

  it('shares nothing that is not plain data', () => {
    const day = new Date(0);
    expect(sameWhereEqual({ day }, { day: new Date(0) }).day).not.toBe(day);
  });
});

describe('a loader reloading', () => {
  it('keeps the data it held when the answer says the same, and takes the new one when it does not', async () => {
    const answers = [record(), record(), { ...record(), name: 'Otieno' }];
    let call = 0;
    const machine = createLoaderMachine('test', () => Promise.resolve(answers[call++]!), { hears: [] }).provide({
      actors: { load: fromPromise(() => Promise.resolve(answers[call++]!)) },
    });
    const actor = createActor(machine, { input: { api: {} as ApiClient } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    const first = actor.getSnapshot().context.data;
    actor.send({ type: 'load.reload' });
    await waitFor(actor, (s) => s.matches('ready') && call === 2);
    expect(actor.getSnapshot().context.data).toBe(first);
    actor.send({ type: 'load.reload' });
    await waitFor(actor, (s) => s.matches('ready') && call === 3);
    expect(actor.getSnapshot().context.data).toEqual(answers[2]);
    expect(actor.getSnapshot().context.data!.colors).toBe(first!.colors);
    actor.stop();
  });
});
