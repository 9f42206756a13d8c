// `portal outbox` and `portal clock` against `portal serve` in this process (the /__mock controls, answers parsed
// with the contract's schemas): listing and filtering, moving the clock, durations accepted and refused, and the
// one line when nothing listens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidArgumentError } from 'commander';
import { parseDuration } from '#cli/options.ts';
import type { OutboxMessage } from '#contract/mock-controls.ts';
import { TASK } from '#mocks/domain/tasks.ts';
import { freePort, runInProcess, serveInProcess } from './support';

let serve: Awaited<ReturnType<typeof serveInProcess>>;
const at = () => ['--base-url', serve.origin];

beforeAll(async () => {
  serve = await serveInProcess('fresh');
  const send = (to: string, subject: string, extra: Partial<OutboxMessage> = {}) =>
    serve.backend.simulation.send({ channel: 'email', to, subject, body: '…', links: [], codes: [], ...extra });
  await send('Member@Demo.test', 'Welcome');
  await send('pending@demo.test', 'Your verification code', { codes: ['482913'] });
  await send('member@demo.test', 'Reset your password', { links: ['/password/abc'] });
  await send('+254700000001', 'Verification code', { channel: 'sms', codes: ['111222'] });
});

afterAll(async () => {
  await serve?.close();
});

describe('portal outbox', () => {
  it('--json prints the parsed list, newest first', async () => {
    const run = await runInProcess(['outbox', '--json', ...at()]);
    expect(run.code).toBe(0);
    const list = JSON.parse(run.stdout) as OutboxMessage[];
    expect(list.map((m) => m.subject)).toEqual(['Verification code', 'Reset your password', 'Your verification code', 'Welcome']);
  });

  it('shows time, to, subject, and the codes and links a message carries', async () => {
    const run = await runInProcess(['outbox', ...at()]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} +sms +\+254700000001 +Verification code$/);
    expect(lines[1]).toBe('    code: 111222');
    expect(lines[2]).toMatch(/ member@demo\.test +Reset your password$/);
    expect(lines[3]).toBe('    link: /password/abc');
    expect(lines).toHaveLength(7);
  });

  it('--to keeps the messages to one address (any case), --limit the newest n', async () => {
    const [to, limited, both, nobody] = await Promise.all([
      runInProcess(['outbox', '--json', '--to', 'MEMBER@demo.test', ...at()]),
      runInProcess(['outbox', '--json', '--limit', '2', ...at()]),
      runInProcess(['outbox', '--json', '--to', 'member@demo.test', '--limit', '1', ...at()]),
      runInProcess(['outbox', '--to', 'nobody@demo.test', ...at()]),
    ]);
    expect((JSON.parse(to.stdout) as OutboxMessage[]).map((m) => m.subject)).toEqual(['Reset your password', 'Welcome']);
    expect((JSON.parse(limited.stdout) as OutboxMessage[]).map((m) => m.subject)).toEqual(['Verification code', 'Reset your password']);
    expect((JSON.parse(both.stdout) as OutboxMessage[]).map((m) => m.subject)).toEqual(['Reset your password']);
    expect(nobody.stdout).toBe('No message to nobody@demo.test.\n');
  });

  it('refuses a limit that is not a whole number from 1, and a base URL that is not http(s) (exit 2)', async () => {
    const runs = await Promise.all(
      [
        ['--limit', '0'],
        ['--limit', 'abc'],
        ['--limit', '-3'],
        ['--base-url', 'nowhere'],
      ].map((args) => runInProcess(['outbox', ...args])),
    );
    for (const run of runs) expect(run.code).toBe(2);
    expect(runs[0]?.stderr).toMatch(/limit must be a whole number from 1/);
    expect(runs[3]?.stderr).toMatch(/"nowhere" is not a URL/);
  });
});

describe('portal clock', () => {
  it('advance moves the simulated now by the duration and says how many scheduled changes ran', async () => {
    // A change due in 30 minutes (for an application that does not exist: it runs and changes nothing).
    await serve.backend.simulation.schedule(TASK.applicationAdvance, 30 * 60_000, { code: 'NONE', expected: 'New' });
    const before = Date.parse(serve.backend.simulation.nowIso());
    const quarter = await runInProcess(['clock', 'advance', '15m', '--json', ...at()]);
    expect(quarter.code).toBe(0);
    const moved = JSON.parse(quarter.stdout) as { advancedMs: number; now: string; ran: number; moved: unknown[] };
    expect(moved).toMatchObject({ advancedMs: 900_000, ran: 0, moved: [] });
    expect(Date.parse(moved.now) - before).toBeGreaterThanOrEqual(900_000);

    const hour = await runInProcess(['clock', 'advance', '1h', ...at()]);
    expect(hour.code).toBe(0);
    expect(hour.stdout).toMatch(/^Simulated now: \d{4}-\d{2}-\d{2}T[\d:.]+Z \(1 scheduled change ran\)\n  Nothing moved\n$/);
    expect(Date.parse(serve.backend.simulation.nowIso()) - before).toBeGreaterThanOrEqual(900_000 + 3_600_000);
  });

  it('now prints the simulated now, scenario and seed', async () => {
    const [text, json] = await Promise.all([runInProcess(['clock', 'now', ...at()]), runInProcess(['clock', 'now', '--json', ...at()])]);
    expect(text.stdout).toMatch(/^Simulated now: .+ \(scenario "fresh", seed 1\)\n$/);
    expect(JSON.parse(json.stdout)).toMatchObject({ scenario: 'fresh', seed: 1 });
  });

  it('refuses a duration that is garbage, zero or backwards (exit 2, before calling anything)', async () => {
    const runs = await Promise.all(
      ['-1h', '0', '0h', 'abc'].map((d) => runInProcess(['clock', 'advance', d, '--base-url', 'http://127.0.0.1:9'])),
    );
    for (const run of runs) {
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/whole number above 0 with a unit ms, s, m, h, d or w/);
    }
    expect(runs[0]?.stderr).toMatch(/clock only moves forward/);
    // The contract's own upper bound (ClockAdvanceSchema), checked by the client before sending.
    const tooFar = await runInProcess(['clock', 'advance', '600w', ...at()]);
    expect(tooFar.code).toBe(2);
    expect(tooFar.stderr).toBe('error: ms is too large (at most ten years).\n');
  });
});

describe('portal clock advance on the default scenario', () => {
  let seeded: Awaited<ReturnType<typeof serveInProcess>>;
  beforeAll(async () => {
    seeded = await serveInProcess('default');
  });
  afterAll(async () => {
    await seeded?.close();
  });

  it('prints what the due changes moved, one line each, and --json lists them', async () => {
    const { db, simulation } = seeded.backend;
    const code = db.applications.findFirst((q) => q.where({ status: 'New' }))!.Code;
    // As a submission leaves it: the first review step a day later.
    await simulation.schedule(TASK.applicationAdvance, 86_400_000, { code, expected: 'New' });
    const text = await runInProcess(['clock', 'advance', '1d', '--base-url', seeded.origin]);
    expect(text.code).toBe(0);
    expect(text.stdout.split('\n').slice(1)).toEqual([`  ${code}: New → Open`, '']);

    const json = JSON.parse((await runInProcess(['clock', 'advance', '2d', '--json', '--base-url', seeded.origin])).stdout) as unknown;
    expect(json).toMatchObject({
      ran: 2,
      moved: [
        { code, from: 'Open', to: 'Committee Review' },
        { code, from: 'Committee Review', to: 'Board Review' },
      ],
    });
  });
});

describe('durations', () => {
  it.each([
    ['90s', 90_000],
    ['15m', 900_000],
    ['1h', 3_600_000],
    ['30d', 2_592_000_000],
    ['2w', 1_209_600_000],
    ['250', 250],
    ['250ms', 250],
  ])('%s is %i ms', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it.each(['0', '0h', '-1h', '-5', 'abc', '1.5h', '1y', '', 'h', '1 h'])('%j is refused', (text) => {
    expect(() => parseDuration(text)).toThrow(InvalidArgumentError);
  });
});

describe('nothing listening', () => {
  it('is one line naming the URL and the way out, exit 1, for outbox and clock', async () => {
    const origin = `http://127.0.0.1:${await freePort()}`;
    const runs = await Promise.all([
      runInProcess(['outbox', '--base-url', origin]),
      runInProcess(['clock', 'advance', '1h', '--base-url', origin]),
      runInProcess(['clock', 'now', '--base-url', `${origin}/api/`]),
    ]);
    for (const run of runs) {
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(`error: Nothing answers at ${origin} — start it with \`portal serve\`\n`);
      expect(run.stdout).toBe('');
    }
  });
});
