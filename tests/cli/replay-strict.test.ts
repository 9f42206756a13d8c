// Strict replays (decision 039, issue 37 item 3): a file that tests nothing, or tests something else than it says,
// fails — an event the state drops, a misspelt key in a step, an `expect` or an `input`, an empty file, an `expect`
// that matches any flow — each named with what was meant; `--lenient` lets such a file pass and the report says so.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nearest } from '#cli/headless/nearest.ts';
import { runInProcess } from './support';

const dir = mkdtempSync(join(tmpdir(), 'replay-strict-'));
let files = 0;
const eventsFile = (steps: unknown): string => {
  const file = join(dir, `steps-${files++}.json`);
  writeFileSync(file, JSON.stringify(steps));
  return file;
};
const replay = (flow: string, steps: unknown, ...more: string[]) => runInProcess(['replay', flow, '--events', eventsFile(steps), ...more]);

const LOGIN_EVENTS = 'known: form.blur, form.change, form.refuse, form.reset, form.submit';

describe('strict replays: an event the state cannot take fails the step', () => {
  it.each([
    ['form.sumbit', 'did you mean "form.submit"?'],
    ['otp.submit', 'did you mean "form.submit"?'],
    ['payment.start', LOGIN_EVENTS],
  ])('%s sent to login fails, naming the event, the state and what it takes', async (type, hint) => {
    const run = await replay('login', [{ send: { type } }, { expect: { state: 'editing' } }]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`FAILED at step 1: The flow login in state "editing" cannot take "${type}" (${hint}`);
    expect(run.stdout).toContain(LOGIN_EVENTS);
  });

  it('an event the state takes passes (the other side of the rule)', async () => {
    const run = await replay('login', [{ send: { type: 'form.submit' } }, { expect: { state: 'editing' } }]);
    expect(run.code).toBe(0);
  });

  it('an event whose every transition is guarded out fails, saying nothing would happen; one the guard lets through passes', async () => {
    const refused = await replay('table-window', [{ send: { type: 'table.size', size: 7 } }, { expect: { context: { size: 10 } } }]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('takes "table.size" only when its guard allows');
    const taken = await replay('table-window', [{ send: { type: 'table.size', size: 50 } }, { expect: { context: { size: 50 } } }]);
    expect(taken.code).toBe(0);
  });

  it("sendTo a child's state that cannot take the event fails the step, naming the child", async () => {
    const steps = (type: string) => [
      { as: 'firm@demo.test' },
      { input: { list: 'bankers' } },
      { wait: 'ready.idle' },
      { send: { type: 'list.add' } },
      { sendTo: { actor: 'form', event: { type } } },
      { expect: { state: 'ready.adding' } },
    ];
    const run = await replay('crud-list', steps('form.sumbit'));
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /FAILED at step 5: The child "form" in state "\w+" cannot take "form.sumbit" \(did you mean "form.submit"\?/,
    );
    expect((await replay('crud-list', steps('form.submit'))).code).toBe(0);
  });

  describe('an event whose payload its schema refuses fails the step, naming the field (decision 046)', () => {
    const change = (event: Record<string, unknown>) => [{ send: { type: 'form.change', ...event } }, { expect: { state: 'editing' } }];

    it.each([
      [{ name: 5, value: 'x' }, '"name": Invalid input: expected string, received number'],
      [{ value: 'x' }, '"name": Invalid input: expected string, received undefined'],
      [{ nmae: 'email', name: 'email', value: 'x' }, '"nmae" is no field of "form.change" (its fields: name, value)'],
    ])('form.change %j fails: %s', async (payload, named) => {
      const run = await replay('login', change(payload));
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(`FAILED at step 1: The flow login refuses this "form.change": ${named}.`);
    });

    it('an event without a payload refuses any field; the right payloads pass (the other side)', async () => {
      const extra = await replay('login', [{ send: { type: 'form.submit', now: true } }, { expect: { state: 'editing' } }]);
      expect(extra.code).toBe(1);
      expect(extra.stdout).toContain('"now" is no field of "form.submit" (it carries nothing but its type)');
      expect((await replay('login', change({ name: 'email', value: 'member@demo.test' }))).code).toBe(0);
      expect((await replay('login', [{ send: { type: 'form.submit' } }, { expect: { state: 'editing' } }])).code).toBe(0);
    });

    it("a sendTo is checked against the child's own schemas", async () => {
      const steps = (event: Record<string, unknown>) => [
        { as: 'firm@demo.test' },
        { input: { list: 'bankers' } },
        { wait: 'ready.idle' },
        { send: { type: 'list.add' } },
        { sendTo: { actor: 'form', event: { type: 'form.blur', ...event } } },
        { expect: { state: 'ready.adding' } },
      ];
      const wrong = await replay('crud-list', steps({ name: ['bank'] }));
      expect(wrong.code).toBe(1);
      expect(wrong.stdout).toContain(
        'FAILED at step 5: The child "form" refuses this "form.blur": "name": Invalid input: expected string, received array.',
      );
      expect((await replay('crud-list', steps({ name: 'bank' }))).code).toBe(0);
    });

    it('--lenient lets a refused payload through, saying so', async () => {
      const run = await replay('login', change({ name: 5, value: 'x' }), '--lenient');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('lenient: not strict');
    });
  });

  it('--lenient drops the event as before, and the report says it was not strict', async () => {
    const run = await replay('login', [{ send: { type: 'form.sumbit' } }, { expect: { state: 'editing' } }], '--lenient');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^replay login \(scenario default, seed 1, lenient: not strict\)\n/);
    expect(run.stdout).toContain(
      '\n       lenient: The flow login in state "editing" cannot take "form.sumbit" (did you mean "form.submit"?',
    );
    const json = await replay('login', [{ send: { type: 'form.sumbit' } }, { expect: { state: 'editing' } }], '--lenient', '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({
      ok: true,
      lenient: true,
      steps: [{ lenient: expect.stringContaining('cannot take') as string }, {}],
    });
    const strict = await replay('login', [{ send: { type: 'form.submit' } }, { expect: { state: 'editing' } }], '--json');
    expect(JSON.parse(strict.stdout)).not.toHaveProperty('lenient');
  });
});

describe('strict replays: keys nobody reads fail with the nearest known key', () => {
  it.each([
    [[{ exepct: { state: 'editing' } }], 'Step 1: unknown step "exepct" (did you mean "expect"?'],
    [
      [{ expect: { state: 'editing', contxt: { touched: false } } }],
      'Step 1: "expect" has an unknown key "contxt" (did you mean "context"?',
    ],
    [[{ sendTo: { actor: 'form', evnt: { type: 'form.submit' } } }], '"sendTo" has an unknown key "evnt" (did you mean "event"?'],
    [
      [{ chaos: { failRate: 1, failrate: 0 } }, { expect: { state: 'editing' } }],
      '"chaos" has an unknown key "failrate" (did you mean "failRate"?',
    ],
    [[{ run: { flow: 'login', steps: [{ expect: { state: 'editing' } }], stpes: [] } }], '"run" has an unknown key "stpes"'],
    [[{ run: { flow: 'login', steps: [{ expect: { stat: 'editing' } }] } }], 'has an unknown key "stat" (did you mean "state"?'],
  ])('%j is not a replay (exit 2)', async (steps, message) => {
    const run = await replay('login', steps);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });

  it('the same keys spelt right pass', async () => {
    expect((await replay('login', [{ expect: { state: 'editing', context: { touched: false } } }])).code).toBe(0);
  });

  it("an input key the flow does not read fails at that step, with the flow's nearest; a key it reads passes", async () => {
    const wrong = await replay('events-layout', [{ input: { stord: 'list' } }, { expect: { context: { layout: 'list' } } }]);
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toContain(
      'FAILED at step 1: "input" has the key "stord", which the flow events-layout does not read (did you mean "stored"? known: stored).',
    );
    const none = await replay('login', [{ input: { code: 'x' } }, { expect: { state: 'editing' } }]);
    expect(none.stdout).toContain('"input" has the key "code", which the flow login does not read (it reads no input).');
    const right = await replay('events-layout', [{ input: { stored: 'list' } }, { expect: { context: { layout: 'list' } } }]);
    expect(right.code).toBe(0);
    const lenient = await replay('events-layout', [{ input: { stord: 'list' } }, { expect: { state: {} } }], '--lenient');
    expect(lenient.code).toBe(0);
  });

  it('nearest finds a swapped pair or a dropped letter, and nothing for a name far from all', () => {
    expect(nearest('sumbit', ['submit', 'change'])).toBe('submit');
    expect(nearest('contxt', ['state', 'context'])).toBe('context');
    expect(nearest('zzzz', ['state', 'context'])).toBeUndefined();
  });
});

describe('strict replays: a file that asserts nothing fails', () => {
  it.each([
    [[], 'The replay file has no steps'],
    [[{ expect: { state: {} } }], 'Step 1: "expect" asserts nothing'],
    [[{ expect: { state: {}, context: {} } }], 'Step 1: "expect" asserts nothing'],
    [[{ expect: {} }], 'Step 1: "expect" must give "state", "context" or both'],
  ])('%j fails (exit 2)', async (steps, message) => {
    const run = await replay('login', steps);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });

  it('--lenient lets the empty file and the empty expectation pass', async () => {
    expect((await replay('login', [], '--lenient')).stdout).toMatch(/ok: 0 step\(s\), ends in editing\n$/);
    expect((await replay('table-window', [{ expect: { state: {} } }], '--lenient')).code).toBe(0);
  });

  it('an expectation of a state, or of a context field alone, passes', async () => {
    expect((await replay('login', [{ expect: { state: 'editing' } }])).code).toBe(0);
    expect((await replay('login', [{ expect: { context: { touched: false } } }])).code).toBe(0);
  });
});

describe('replay reports name what went wrong', () => {
  it('an unknown persona names the step and lists the known ones', async () => {
    const run = await replay('login', [{ as: 'nobody@demo.test' }, { expect: { state: 'editing' } }]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('FAILED at step 1: "as" names nobody@demo.test, which is no demo persona (');
    expect(run.stdout).toContain('member@demo.test, arrears@demo.test');
    const known = await replay('login', [{ as: 'member@demo.test' }, { expect: { state: 'editing' } }]);
    expect(known.code).toBe(0);
  });

  it('a context field the flow does not have prints one diff line; a wrong value prints both sides', async () => {
    const missing = await replay('login', [{ expect: { context: { serverErorr: null } } }]);
    expect(missing.code).toBe(1);
    const diff = missing.stdout.split('\n').filter((l) => l.startsWith('  - ') || l.startsWith('  + '));
    expect(diff).toEqual([
      '  - context.serverErorr: null  (the context has no "serverErorr": did you mean "serverError"? known: ' +
        'touched, values, errors, serverError, attempted, attempt, result)',
    ]);
    const wrong = await replay('login', [{ expect: { context: { touched: true } } }]);
    expect(wrong.stdout.split('\n').filter((l) => /^ {2}[-+] /.test(l))).toEqual([
      '  - context.touched: true',
      '  + context.touched: false',
    ]);
  });
});

describe('portal paths --lenient', () => {
  it('goes with --check only', async () => {
    const run = await runInProcess(['paths', 'login', '--lenient']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--lenient goes with --check.');
  });

  it('replays a saved path set leniently: a dropped event fails it strictly and passes leniently', async () => {
    const saved = join(dir, 'login-paths.json');
    const steps = [{ send: { type: 'form.sumbit' } }, { expect: { state: 'editing' } }];
    writeFileSync(saved, JSON.stringify({ flow: 'login', paths: [{ target: 'editing', steps }], skipped: [] }));
    const strict = await runInProcess(['paths', 'login', '--check', '--paths', saved]);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('cannot take "form.sumbit"');
    const lenient = await runInProcess(['paths', 'login', '--check', '--paths', saved, '--lenient']);
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).toMatch(/1 ok, 0 failed, 0 skipped in [\d.]+ s \(lenient: not strict\)\n$/);
    expect(strict.stdout).not.toContain('lenient');
  });
});
