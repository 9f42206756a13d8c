// The refresh wiring in one place per fact (issue 36 items 1–2): every machine says what it hears where it is made
// (`hears`, required, so forgetting is a type error), and every kind of change in CHANGES is both told by some
// code and heard by some machine. A change told that nothing hears is a screen left stale; a change heard that
// nothing tells is a reload that never comes. Read from the source, so a new loader or teller is counted as written.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANGES, type Change } from '#machines/changes/change-bus.ts';

const ROOT = join(import.meta.dirname, '../../..');
const sources = ['machines', 'src'].flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file: `${dir}/${file}`, text: readFileSync(join(ROOT, dir, file), 'utf8') })),
);

const quoted = (list: string) => [...list.matchAll(/'(\w+)'/g)].map((m) => m[1]!);
const all = (pattern: RegExp, pick: (m: RegExpMatchArray) => string[]) =>
  sources.flatMap(({ file, text }) => [...text.matchAll(pattern)].flatMap((m) => pick(m).map((change) => ({ change, file }))));

/** `hears: [...]` where a loader, a list or an invoke of hearChanges is made. */
const heard = all(/\bhears:\s*\[([^\]]*)\]/g, (m) => quoted(m[1]!));
/** `tellChange(system, 'x')`, `tells: ['x']`, news `{ change: 'x' }`, and the page's own `bus.tell('x')`. */
const told = [
  ...all(/\btellChange\(\s*\w+,\s*'(\w+)'/g, (m) => [m[1]!]),
  ...all(/\btells:\s*\[([^\]]*)\]/g, (m) => quoted(m[1]!)),
  ...all(/\bchange:\s*'(\w+)'/g, (m) => [m[1]!]),
  ...all(/\.tell\('(\w+)'\)/g, (m) => [m[1]!]),
];
const kinds = (uses: { change: string }[]) => new Set(uses.map((u) => u.change));

describe('the change wiring', () => {
  it('finds the machines that hear and the code that tells (the scan itself works)', () => {
    expect(heard.find((h) => h.file === 'machines/member/member-data.machine.ts')?.change).toBe('profile');
    expect(told.some((t) => t.file === 'machines/payment/pay-now.machine.ts' && t.change === 'payment')).toBe(true);
  });

  it('names only kinds of change the bus knows', () => {
    const known = new Set<string>(CHANGES);
    expect([...heard, ...told].filter((u) => !known.has(u.change))).toEqual([]);
  });

  it.each(CHANGES)('`%s` is told by some code and heard by some machine', (change: Change) => {
    expect(kinds(told).has(change), `nothing tells ${change}`).toBe(true);
    expect(kinds(heard).has(change), `nothing hears ${change}: told to no one`).toBe(true);
  });
});
