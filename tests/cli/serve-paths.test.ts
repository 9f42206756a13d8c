// Issue 37's "with --target against `portal serve` running in another process" (decision 048): `portal serve` in a
// child process, a reset that holds its clock at the scenario's anchor (as the in-process world's), and a
// representative set of generated paths replayed over HTTP — the gateway's return (the batch's addresses on the
// target's origin), the referee's answered link (dates that hold at the anchor), sign-ins and codes read from the
// outbox (secrets printed by what they are) — passing, with the very bytes of the run in process. The full count of
// every flow's paths is a figure in the decision, not a test (minutes, not seconds).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flows } from '#machines/flows.ts';
import { SCENARIO_ANCHOR } from '#mocks/scenarios/index.ts';
import { localWorlds } from '#cli/suite/local-worlds.ts';
import { pathCases } from '#cli/suite/path-cases.ts';
import { remoteWorlds } from '#cli/suite/remote-worlds.ts';
import { jsonReport } from '#cli/suite/reporters/json.ts';
import { runSuite } from '#cli/suite/run-suite.ts';
import { startServe } from './support';

let serve: Awaited<ReturnType<typeof startServe>>;
beforeAll(async () => {
  serve = await startServe(['--port', '0']);
}, 60_000);
afterAll(async () => {
  await serve?.stop();
});

const control = async (path: string, body?: object) => {
  const answer = await fetch(new URL(`/__mock/${path}`, serve.info.origin), {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: answer.status, data: ((await answer.json()) as { data: { now: string } }).data };
};
const nowOf = async () => Date.parse((await control('state')).data.now);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('portal serve in another process', () => {
  it("holds its clock at the scenario's anchor after a reset that asks it, moved only by clock/advance; `real` lets it go", async () => {
    const anchor = SCENARIO_ANCHOR.getTime();
    // Started without one, serve's clock is real time (mock mode's: seeded links age).
    expect(Math.abs((await nowOf()) - Date.now())).toBeLessThan(60_000);
    expect((await control('reset', { scenario: 'default', seed: 1, clock: 'anchor' })).data.now).toBe(SCENARIO_ANCHOR.toISOString());
    await pause(30);
    expect(await nowOf()).toBe(anchor);
    await control('clock/advance', { ms: 60_000 });
    expect(await nowOf()).toBe(anchor + 60_000);
    // A reset without `clock` keeps the clock's way (held, from the anchor again: the reseeded world's offset is none).
    await control('reset', {});
    expect(await nowOf()).toBe(anchor);
    await control('reset', { clock: 'real' });
    expect(Math.abs((await nowOf()) - Date.now())).toBeLessThan(60_000);
    expect((await control('reset', { clock: 'noon' })).status).toBe(422);
  });

  it('passes a representative set of paths over HTTP, printing the bytes of the run in process', async () => {
    const chosen = ['gateway', 'referee-stepper', 'login', 'otp', 'password-reset'];
    const { cases } = await pathCases(
      { scenario: 'default', seed: 1, lenient: false },
      flows.filter((flow) => chosen.includes(flow.name)),
    );
    const run = (createWorld: Parameters<typeof runSuite>[1]['createWorld']) => runSuite(cases, { createWorld, timings: false });
    const remote = await run(remoteWorlds({ target: serve.info.url }));
    const failures = remote.cases.filter((c) => c.status === 'failed').map((c) => `${c.name}: ${c.failure?.message}`);
    expect(failures).toEqual([]);
    // Every chosen flow ran paths; the skipped ones are states no replay can rest in (the same in process).
    expect(new Set(remote.cases.filter((c) => c.status === 'passed').map((c) => c.flow))).toEqual(new Set(chosen));
    const local = await run(localWorlds());
    expect(jsonReport(remote)).toBe(jsonReport(local));
    // No secret the target drew reaches the report: sessions and outbox codes are printed by what they are.
    expect(jsonReport(remote)).toContain('‹session of member@demo.test›');
    expect(jsonReport(remote)).toContain('‹code sent to');
  }, 120_000);
});
