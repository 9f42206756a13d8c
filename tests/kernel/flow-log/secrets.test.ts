// A part of a one-time code typed on the way to it (a field's value keystroke by keystroke) is a secret too
// (src/kernel/flow-log/secrets.ts): its start becomes an `$outbox` reference that reads the same start of the replay's
// own code; a number that begins no code, or a short start of a code never typed whole, stays as typed.
import { describe, expect, it } from 'vitest';
import { hashPassword } from '#mocks/domain/password.ts';
import { redactJourney } from '#kernel/flow-log/secrets.ts';
import type { Json } from '#kernel/flow-log/replay-file.ts';

const CODE = '482913';
const world: Json = {
  format: 'portal-mock-snapshot',
  collections: { outbox: [{ id: 1, to: '0711555444', body: `Your code is ${CODE}.`, codes: [CODE], links: [] }] },
};

/** The values a flow typed into its code field, one event each, as redacted. */
function typedAs(values: string[]): Json[] {
  const events = values.map((code) => ({ event: { type: 'otp.change', code } }));
  const { flows } = redactJourney(world, [{ input: null, events }], { hashPassword, seen: [] });
  return flows[0]!.events.map((e) => e.event.code!);
}

const start = (length: number) => ({ $outbox: { to: '0711555444', match: `\\b(\\d{${length}})\\d{${6 - length}}\\b` } });
const whole = { $outbox: { to: '0711555444', match: '\\b(\\d{6})\\b' } };

describe('a code typed keystroke by keystroke', () => {
  it('writes every start of the code as the same start of the replay’s own code, the code itself as the code', () => {
    expect(typedAs(['4', '48', '482', '4829', '48291', CODE])).toEqual([start(1), start(2), start(3), start(4), start(5), whole]);
  });

  it('finds a start without its whole code typed from three characters on, not before', () => {
    expect(typedAs(['48291'])).toEqual([start(5)]);
    expect(typedAs(['482'])).toEqual([start(3)]);
    expect(typedAs(['48'])).toEqual(['48']);
  });

  it('keeps a number that begins no code the outbox carried, even of a start’s length', () => {
    expect(typedAs(['48292', '12345', CODE])).toEqual(['48292', '12345', whole]);
  });

  it('reads the start from the replay’s own message: the pattern’s group is the typed length of its code', () => {
    const [ref] = typedAs(['4829']) as Array<{ $outbox: { match: string } }>;
    expect(new RegExp(ref!.$outbox.match).exec('Your code is 907511.')?.[1]).toBe('9075');
  });
});
