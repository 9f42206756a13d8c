// Deterministic replays (decision 039, issue 37 item 4): the same file and seed print the same bytes, text and JSON,
// for every shipped example and every replay command the READMEs give, and every example passes with any seed
// (a code is read from the outbox, never written in). Attempt ids come from the seed, not from crypto.
import { readdirSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flows } from '#machines/flows.ts';
import { flowOfFileName } from '#cli/suite/suite-case.ts';
import { REPO, runInProcess, serveInProcess } from './support';

const EXAMPLES = join(REPO, 'docs/flows/examples');
/** An example is named after its flow, then what it shows (`submission.network-failure.json`), as `portal test` reads it. */
const flowOf = (file: string) => flows.map((f) => f.name).find((name) => name === flowOfFileName(file));
const examples = readdirSync(EXAMPLES).filter((f) => f.endsWith('.json'));

/** The `portal replay` commands the READMEs print with a real file (not a placeholder such as `<file>`). */
const readmeCommands = ['README.md', 'docs/flows/README.md'].flatMap((page) =>
  [...readFileSync(join(REPO, page), 'utf8').matchAll(/npx portal (replay [^\n`#<]+?)\s*(?:#|`|\n)/g)].map((m) => ({
    page,
    args: (m[1] as string).trim().split(/\s+/),
  })),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let serve: Awaited<ReturnType<typeof serveInProcess>>;
beforeAll(async () => {
  serve = await serveInProcess('default');
});
afterAll(async () => {
  await serve?.close();
});

describe('replays print the same bytes', () => {
  it('every example is named after a flow, and the READMEs give replay commands', () => {
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const file of examples) expect(flowOf(file), file).toBeDefined();
    expect(readmeCommands.map((c) => c.page)).toEqual(expect.arrayContaining(['README.md', 'docs/flows/README.md']));
  });

  it.each(examples)('%s passes and prints the same bytes twice, as text and as JSON', async (file) => {
    const args = ['replay', flowOf(file) as string, '--events', join(EXAMPLES, file)];
    const [text1, text2, json1, json2] = [
      await runInProcess(args),
      await runInProcess(args),
      await runInProcess([...args, '--json']),
      await runInProcess([...args, '--json']),
    ];
    expect(text1.stderr).toBe('');
    expect(text1.code).toBe(0);
    expect(text2.stdout).toBe(text1.stdout);
    expect(json2.stdout).toBe(json1.stdout);
  });

  it.each(examples.flatMap((file) => [2, 3].map((seed) => [file, seed] as const)))('%s passes with seed %i too', async (file, seed) => {
    const run = await runInProcess(['replay', flowOf(file) as string, '--events', join(EXAMPLES, file), '--seed', String(seed)]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it.each(readmeCommands.map((c) => [c.page, c.args.join(' ')] as const))(
    '%s: `portal %s` prints the same bytes twice',
    async (_page, command) => {
      // A command against `portal serve` runs against one in this process, at its own address. Over HTTP the
      // session's token is the target's own (random, as a real server's): the report names the session instead.
      const args = command.split(' ').map((arg, i, all) => (all[i - 1] === '--target' ? serve.apiBase : arg));
      const [first, second] = [await runInProcess(args), await runInProcess(args)];
      expect(first.code).toBe(0);
      expect(second.stdout).toBe(first.stdout);
      const [json1, json2] = [await runInProcess([...args, '--json']), await runInProcess([...args, '--json'])];
      expect(json2.stdout).toBe(json1.stdout);
    },
  );

  it("a form's attempt id has a UUID's shape and comes from the seed: the same seed the same id, another seed another", async () => {
    const attempt = async (seed: string) =>
      (
        JSON.parse(
          (await runInProcess(['replay', 'login', '--events', join(EXAMPLES, 'login.json'), '--seed', seed, '--json'])).stdout,
        ) as {
          finalContext: { attempt: string };
        }
      ).finalContext.attempt;
    const one = await attempt('1');
    expect(one).toMatch(UUID);
    expect(await attempt('1')).toBe(one);
    expect(await attempt('2')).not.toBe(one);
  });

  it("the text report shows the attempt id a form's reset draws anew, the same bytes twice", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'replay-bytes-')), 'reset.json');
    writeFileSync(file, JSON.stringify([{ send: { type: 'form.reset' } }, { expect: { state: 'editing' } }]));
    const args = ['replay', 'login', '--events', file];
    const first = await runInProcess(args);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/ {7}attempt: "[0-9a-f-]{36}" → "[0-9a-f-]{36}"\n/);
    expect((await runInProcess(args)).stdout).toBe(first.stdout);
  });
});
