// `portal contract check` against broken backends (issue 37 item 8): a 5xx and a status the contract does not list
// fail it (exit 1), a listed refusal does not; `--writes` resets the scenario through the test controls and
// exercises every write call, and fails against a backend that accepts any password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '#cli/contract-check.ts';
import { listEndpoints } from '#contract';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { runInProcess, serveInProcess, type CliResult } from './support';
import { startProxy } from './remote-proxy';

let serve: Awaited<ReturnType<typeof serveInProcess>>;
const proxies: Array<{ close: () => Promise<void> }> = [];
const proxy = async (rules: Parameters<typeof startProxy>[1]) => {
  const started = await startProxy(serve.origin, rules);
  proxies.push(started);
  return started;
};
const report = (run: CliResult) => JSON.parse(run.stdout) as CheckReport;
const writesCount = listEndpoints().filter((e) => e.endpoint.method !== 'GET').length;

beforeAll(async () => {
  serve = await serveInProcess('default');
});

afterAll(async () => {
  await Promise.all(proxies.map((p) => p.close()));
  await serve?.close();
});

describe('portal contract check: statuses', () => {
  it('fails on a backend that answers 500 to everything (exit 1), each call a server error', async () => {
    const broken = await proxy({ answer: () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    const [json, text] = await Promise.all([
      runInProcess(['contract', 'check', '--base-url', broken.apiBase, '--json']),
      runInProcess(['contract', 'check', '--base-url', broken.apiBase]),
    ]);
    expect(json.code).toBe(1);
    const r = report(json);
    expect(r.counts['server-error']).toBeGreaterThan(20);
    expect(r.counts.ok).toBe(0);
    expect(r.results.find((x) => x.id === 'setup.company')).toMatchObject({ status: 'server-error', http: { status: 500 } });
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/^http 500 +GET company +a server error: /m);
  });

  it('fails on a status the contract does not list for the call, and only there', async () => {
    // GET company is public with no parameters: 429 is its only listed refusal; 404 is not one.
    const odd = await proxy({
      answer: ({ method, path }) =>
        method === 'GET' && path === '/api/company' ? { status: 404, body: { message: 'Not here' } } : undefined,
    });
    const run = await runInProcess(['contract', 'check', '--base-url', odd.apiBase, '--json']);
    expect(run.code).toBe(1);
    const failing = report(run).results.filter((x) => x.status !== 'ok' && x.status !== 'skipped');
    expect(failing.map((x) => [x.id, x.status, x.http?.status])).toEqual([['setup.company', 'unlisted', 404]]);
  });

  it('passes a listed refusal: a 429 on the same call is one the contract lists (exit 0)', async () => {
    const limited = await proxy({
      answer: ({ method, path }) =>
        method === 'GET' && path === '/api/company' ? { status: 429, body: { message: 'Too many requests.' } } : undefined,
    });
    const run = await runInProcess(['contract', 'check', '--base-url', limited.apiBase, '--json']);
    expect(run.code).toBe(0);
    expect(report(run).results.find((x) => x.id === 'setup.company')).toMatchObject({ status: 'http-error', http: { status: 429 } });
  });
});

describe('portal contract check --writes', () => {
  let honest: CliResult;
  beforeAll(async () => {
    honest = await runInProcess(['contract', 'check', '--base-url', serve.apiBase, '--writes', '--json']);
  }, 120_000);

  it('resets the scenario, exercises every write call as its example says, and passes portal serve (exit 0)', () => {
    expect(honest.stderr).toBe('');
    expect(honest.code).toBe(0);
    const writes = report(honest).writes!;
    expect(writes).toMatchObject({ scenario: 'default', seed: 1 });
    // Every write of the table once, after the wrong-password probe.
    expect(writes.results).toHaveLength(writesCount + 1);
    expect(writes.results[0]).toMatchObject({ id: 'auth.login (wrong password)', status: 'ok', reason: 'refused (422), as it must be' });
    expect(writes.counts.skipped).toBe(0);
    expect(writes.counts.mismatch + writes.counts['server-error'] + writes.counts.unlisted + writes.counts.accepted).toBe(0);
    // Most examples are taken as made; the rest are refused as the contract lists (decision 041 names them).
    expect(writes.counts.ok).toBeGreaterThan(writesCount * 0.9);
    expect(writes.results.find((x) => x.id === 'auth.register')).toMatchObject({ status: 'ok' });
    expect(writes.results.find((x) => x.id === 'profile.removeContact')).toMatchObject({ status: 'ok' });
    // Calls that use what the target sent (a one-time code, a reset link's token, an activation code): the mirror's
    // codes were replaced by the target's, read through its outbox control.
    for (const id of ['auth.verifyOtp', 'auth.password', 'auth.activate', 'auth.verifyEmail'])
      expect(
        writes.results.find((x) => x.id === id),
        id,
      ).toMatchObject({ status: 'ok' });
  });

  it('fails against a backend that accepts any password (exit 1), naming the probe', async () => {
    const anyPassword = await proxy({
      request: ({ path, body }) => (path === '/api/auth/login' ? { ...(body as object), password: DEMO_PASSWORD } : body),
    });
    const run = await runInProcess([
      'contract',
      'check',
      '--base-url',
      anyPassword.apiBase,
      '--controls',
      `${serve.origin}/__mock/`,
      '--writes',
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^accepted +POST auth\/login +a sign-in with a wrong password was accepted$/m);
    expect(run.stdout).toMatch(/writes: \d+ ok, 0 mismatches, 0 server errors, 0 unlisted statuses, 1 accepted that must be refused/);
  }, 120_000);

  it('says so when the target has no reset control (exit 1), without calling any write', async () => {
    const noControls = await proxy({
      answer: ({ path }) => (path.startsWith('/__mock/') ? { status: 404, body: { message: 'Not Found' } } : undefined),
    });
    const run = await runInProcess(['contract', 'check', '--base-url', noControls.apiBase, '--writes']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/--writes resets the target first, and its reset control at .*\/__mock\/ did not: /);
  });
});
