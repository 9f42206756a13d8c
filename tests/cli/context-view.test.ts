// What a replay's report prints of a machine's context (cli/headless/context-view.ts): its JSON part, with the parts
// that are JSON already kept as themselves, so a step's diff finds unchanged parts by identity and prints only changes.
import { describe, expect, it } from 'vitest';
import { contextView, diffContext } from '#cli/headless/context-view.ts';

class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
  norm() {
    return Math.hypot(this.x, this.y);
  }
}

describe('a replay’s view of a context', () => {
  it('keeps what JSON can say and leaves out services, actors and functions', () => {
    const api = { call: () => undefined, newAttempt: () => 'a' };
    const child = { getSnapshot: () => ({}), send: () => undefined };
    const view = contextView({
      api,
      child,
      onDone: () => undefined,
      bytes: new Uint8Array(3),
      at: new Date(Date.UTC(2026, 11, 6, 9)),
      ratio: Number.NaN,
      gone: undefined,
      point: new Point(3, 4),
      list: [1, () => 2, Number.POSITIVE_INFINITY],
      name: 'Faith',
    });
    expect(view).toStrictEqual({
      bytes: '<3 bytes>',
      at: '2026-12-06T09:00:00.000Z',
      ratio: null,
      point: { x: 3, y: 4 },
      list: [1, null, null],
      name: 'Faith',
    });
    expect(Object.keys(view)).toEqual(['bytes', 'at', 'ratio', 'point', 'list', 'name']);
  });

  it('returns the parts that are JSON already as themselves, copying only around what it leaves out', () => {
    const form = { values: { email: 'member@demo.test' }, errors: {} };
    const rows = [{ id: 1 }, { id: 2 }];
    const plain = { form, rows, step: 2 };
    expect(contextView(plain)).toBe(plain);
    // A key left undefined is no part of JSON: the view is a copy without it.
    expect(contextView({ form, gone: undefined })).toStrictEqual({ form });

    const withService = { form, api: { call: () => undefined }, rows };
    const view = contextView(withService);
    expect(view).not.toBe(withService);
    expect(view).toStrictEqual({ form, rows });
    expect(view.form).toBe(form);
    expect(view.rows).toBe(rows);

    const mixed = [form, new Date(0), rows];
    const listView = contextView({ mixed }).mixed as unknown[];
    expect(listView).not.toBe(mixed);
    expect(listView[0]).toBe(form);
    expect(listView[2]).toBe(rows);
  });

  it('diffs two views by key, naming only what changed', () => {
    const form = { values: { email: 'a@b.test' } };
    const before = contextView({ form, step: 1, api: { call: () => undefined } });
    const after = contextView({ form, step: 2, error: 'No such user', api: { call: () => undefined } });
    expect(diffContext(before, after)).toEqual([
      { key: 'error', before: '—', after: '"No such user"' },
      { key: 'step', before: '1', after: '2' },
    ]);
  });
});
