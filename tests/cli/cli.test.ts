// The `portal` CLI as a child process: scenarios, deterministic seeds, usage errors (exit 2), and `serve`
// answering the API and the /__mock controls over HTTP. One server for the file; independent runs in parallel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runInProcess, startServe, type CliResult, type ServeInfo } from './support';

interface Snapshot {
  format: string;
  scenario: string;
  seed: number;
  collections: Record<string, unknown[]>;
}

let list: CliResult;
let seed7: CliResult;
let seed7again: CliResult;
let seed8: CliResult;
let wideHost: CliResult;
let badPort: CliResult;
let badRate: CliResult;
let badScenario: CliResult;
let badAllowHost: CliResult;
let server: Awaited<ReturnType<typeof startServe>>;
let info: ServeInfo;

beforeAll(async () => {
  // Usage errors end before any work: checked in this process. Real runs are child processes, as a user runs them.
  [wideHost, badPort, badRate, badScenario, badAllowHost] = await Promise.all([
    runInProcess(['serve', '--host', '0.0.0.0', '--port', '0']),
    runInProcess(['serve', '--port', 'abc']),
    runInProcess(['serve', '--fail-rate', '2']),
    runInProcess(['seed', 'nowhere']),
    runInProcess(['serve', '--allow-host', 'http://devbox:8787', '--port', '0']),
  ]);
  // Three children at once: this worker only waits for them (each child is ~2 CPU-s of tsx and imports; five at once
  // beside a second Vitest worker once missed a 30 s limit). Serve starts from the prebuilt seed world
  // (mocks/scenarios/seed-worlds.ts). The second seed-7 snapshot and seed 8 are made in this process while the
  // children run: the same seed must give the same bytes in another process too.
  [list, seed7, server, seed7again, seed8] = await Promise.all([
    runCli(['scenarios', 'list', '--json']),
    runCli(['seed', 'default', '--seed', '7']),
    startServe(['--port', '0', '--scenario', 'default']),
    runInProcess(['seed', 'default', '--seed', '7']),
    runInProcess(['seed', 'default', '--seed', '8']),
  ]);
  info = server.info;
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe('portal scenarios list --json', () => {
  it('lists the three scenarios with the demo personas, e-mail and role', () => {
    expect(list.code).toBe(0);
    const parsed = JSON.parse(list.stdout) as {
      password: string;
      scenarios: Array<{ name: string; description: string; personas: Array<{ email: string; role: string }> }>;
    };
    expect(parsed.password).toBe('Passw0rd!');
    expect(parsed.scenarios.map((s) => s.name)).toEqual(['default', 'fresh', 'busy']);
    for (const s of parsed.scenarios) {
      expect(s.description.length).toBeGreaterThan(10);
      expect(s.personas).toContainEqual(expect.objectContaining({ email: 'member@demo.test', role: 'member' }));
      expect(s.personas).toContainEqual(expect.objectContaining({ email: 'superadmin@demo.test', role: 'superadmin' }));
      expect(s.personas).toHaveLength(10);
    }
  });
});

describe('portal seed', () => {
  it('gives byte-identical snapshots for the same seed, in another process too', () => {
    expect(seed7.code).toBe(0);
    expect(seed7.stdout.length).toBeGreaterThan(1000);
    expect(seed7again.stdout).toBe(seed7.stdout);
    const snapshot = JSON.parse(seed7.stdout) as Snapshot;
    expect(snapshot).toMatchObject({ format: 'portal-mock-snapshot', scenario: 'default', seed: 7 });
    expect(snapshot.collections.accounts?.length).toBeGreaterThanOrEqual(9);
  });

  it('gives different data for another seed', () => {
    expect(seed8.code).toBe(0);
    const a = JSON.parse(seed7.stdout) as Snapshot;
    const b = JSON.parse(seed8.stdout) as Snapshot;
    expect(JSON.stringify(b.collections)).not.toBe(JSON.stringify(a.collections));
  });

  it('refuses an unknown scenario with exit code 2', () => {
    expect(badScenario.code).toBe(2);
    expect(badScenario.stderr).toMatch(/nowhere.*default, fresh, busy/s);
  });
});

describe('portal serve', () => {
  it('refuses a host that is not a loopback address (exit 2)', () => {
    expect(wideHost.code).toBe(2);
    expect(wideHost.stderr).toMatch(/0\.0\.0\.0.*loopback/);
  });

  it('takes --allow-host as a bare host name only (exit 2 for a URL)', () => {
    expect(badAllowHost.code).toBe(2);
    expect(badAllowHost.stderr).toMatch(/"http:\/\/devbox:8787" is not a host name/);
  });

  it('refuses invalid option values with exit code 2 and a message', () => {
    expect(badPort.code).toBe(2);
    expect(badPort.stderr).toMatch(/port.*whole number/i);
    expect(badRate.code).toBe(2);
    expect(badRate.stderr).toMatch(/fail rate must be a number from 0 to 1/i);
  });

  it('prints the URL and the personas when ready', () => {
    expect(info.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/$/);
    expect(info.scenario).toBe('default');
    expect(info.personas.map((p) => p.email)).toContain('member@demo.test');
  });

  it('answers POST /api/auth/login for member@demo.test', async () => {
    const response = await fetch(`${info.url}auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({ email: 'member@demo.test', password: 'Passw0rd!' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const body = (await response.json()) as { data: { token: string; user: { email: string } } };
    expect(body.data.user.email).toBe('member@demo.test');
    expect(body.data.token.length).toBeGreaterThan(10);
  });

  it('refuses a wrong password with the API message', async () => {
    const response = await fetch(`${info.url}auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@demo.test', password: 'Wrong-pass1!' }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(0);
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${info.url}auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
  });

  it('answers GET /__mock/outbox (newest first) and /__mock/state', async () => {
    await fetch(`${info.url}auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@demo.test' }),
    });
    await fetch(`${info.url}auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pending@demo.test' }),
    });
    const outbox = await fetch(`${info.origin}/__mock/outbox`);
    expect(outbox.status).toBe(200);
    const messages = ((await outbox.json()) as { data: Array<{ id: number; to: string }> }).data;
    expect(messages[0]?.to).toBe('pending@demo.test');
    const ids = messages.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const state = (await (await fetch(`${info.origin}/__mock/state`)).json()) as { data: { scenario: string; seed: number; now: string } };
    expect(state.data).toMatchObject({ scenario: 'default', seed: 1 });
    expect(Number.isNaN(Date.parse(state.data.now))).toBe(false);
  });

  it('moves the simulated clock forward and refuses going back', async () => {
    const before = (await (await fetch(`${info.origin}/__mock/state`)).json()) as { data: { now: string } };
    const moved = await fetch(`${info.origin}/__mock/clock/advance`, { method: 'POST', body: JSON.stringify({ ms: 86_400_000 }) });
    expect(moved.status).toBe(200);
    const after = ((await moved.json()) as { data: { now: string } }).data.now;
    expect(Date.parse(after) - Date.parse(before.data.now)).toBeGreaterThanOrEqual(86_400_000);
    const back = await fetch(`${info.origin}/__mock/clock/advance`, { method: 'POST', body: JSON.stringify({ ms: -1 }) });
    expect(back.status).toBe(422);
    expect(((await back.json()) as { message: string }).message).toBe('The clock only moves forward.');
  });

  it('resets to another scenario, and refuses an unknown one', async () => {
    const bad = await fetch(`${info.origin}/__mock/reset`, { method: 'POST', body: JSON.stringify({ scenario: 'nowhere' }) });
    expect(bad.status).toBe(422);
    const reset = await fetch(`${info.origin}/__mock/reset`, { method: 'POST', body: JSON.stringify({ scenario: 'fresh', seed: 3 }) });
    expect(reset.status).toBe(200);
    const state = (await (await fetch(`${info.origin}/__mock/state`)).json()) as { data: { scenario: string; seed: number } };
    expect(state.data).toMatchObject({ scenario: 'fresh', seed: 3 });
    const outbox = (await (await fetch(`${info.origin}/__mock/outbox`)).json()) as { data: unknown[] };
    expect(outbox.data).toEqual([]);
  });

  it('answers 404 with a message for an API path no call has', async () => {
    const response = await fetch(`${info.url}whatever`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'There is no call GET /whatever.' });
  });

  it('answers 404 outside /api/ and /__mock/', async () => {
    const response = await fetch(`${info.origin}/index.html`);
    expect(response.status).toBe(404);
  });
});
