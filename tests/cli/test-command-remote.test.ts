// `portal test --target URL` (decisions 040 and 041): the suite over HTTP against `portal serve` in this process —
// the same cases pass, a case that carries a snapshot is skipped (a target resets to named scenarios only), a case
// whose test control the target lacks is skipped with what came before it, and a backend that answers 500 fails
// its cases naming the call.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO, runInProcess, serveInProcess } from './support';
import { startProxy } from './remote-proxy';

const login = JSON.parse(readFileSync(join(REPO, 'docs/flows/examples/login.json'), 'utf8')) as unknown[];

interface Report {
  summary: { passed: number; failed: number; skipped: number };
  cases: Array<{ name: string; status: string; failure: { message: string } | null; skipReason: string | null }>;
}

let serve: Awaited<ReturnType<typeof serveInProcess>>;
beforeAll(async () => {
  serve = await serveInProcess('default');
});
afterAll(async () => {
  await serve?.close();
});

/** A suite folder: the login example, a case that moves the clock, and one that carries a snapshot. */
async function suite(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-remote-'));
  writeFileSync(join(dir, 'login.json'), JSON.stringify(login));
  writeFileSync(join(dir, 'inactivity.warning.json'), JSON.stringify([{ advance: 240_000 }, { expect: { state: 'warning' } }]));
  const world = JSON.parse((await runInProcess(['seed', 'fresh'])).stdout) as unknown;
  writeFileSync(join(dir, 'login.carried.json'), JSON.stringify([{ world }, ...login]));
  return dir;
}

const run = async (...args: string[]) => {
  const result = await runInProcess(['test', ...args, '--reporter', 'json']);
  return { code: result.code, report: JSON.parse(result.stdout) as Report };
};

describe('portal test --target', () => {
  it('passes over HTTP what passes in process, and skips a case that carries a snapshot', async () => {
    const dir = await suite();
    const local = await run(dir);
    expect(local.report.summary).toEqual({ passed: 3, failed: 0, skipped: 0 });
    const remote = await run(dir, '--target', serve.apiBase);
    expect(remote.code).toBe(0);
    expect(remote.report.summary).toEqual({ passed: 2, failed: 0, skipped: 1 });
    expect(remote.report.cases.find((c) => c.name.includes('carried'))?.skipReason).toBe('the target has no world control');
  });

  it('skips a case whose test control the target lacks, and fails a run where everything is skipped', async () => {
    const dir = await suite();
    const noClock = await startProxy(serve.origin, {
      answer: ({ path }) => (path === '/__mock/clock/advance' ? { status: 404, body: { message: 'Not Found' } } : undefined),
    });
    try {
      const { code, report } = await run(join(dir, 'inactivity.warning.json'), '--target', noClock.apiBase);
      expect(report.cases[0]).toMatchObject({ status: 'skipped', skipReason: 'step 1: the target has no clock control' });
      expect(code).toBe(1);
    } finally {
      await noClock.close();
    }
  });

  it('fails the cases of a backend that answers 500, naming the call', async () => {
    const dir = await suite();
    const broken = await startProxy(serve.origin, {
      answer: ({ path }) => (path.startsWith('/api/') ? { status: 500, body: { message: 'Internal Server Error' } } : undefined),
    });
    try {
      const { code, report } = await run(join(dir, 'login.json'), '--target', broken.apiBase);
      expect(code).toBe(1);
      expect(report.cases[0]?.status).toBe('failed');
      expect(report.cases[0]?.failure?.message).toContain('POST auth/login answered 500');
    } finally {
      await broken.close();
    }
  });

  it('refuses --controls without --target (exit 2)', async () => {
    const result = await runInProcess(['test', join(REPO, 'docs/flows/examples/login.json'), '--controls', serve.origin]);
    expect(result.code).toBe(2);
  });
});
