// The replay line of `npm run bench`: 1,000 headless login replays in one process (the real machine against the
// in-process fake backend, one seeding), against the bare login machine run 1,000 times with its submit stubbed.
// The ratio is what the fake backend, the API client and the replay's bookkeeping cost over XState itself.
import { createActor, fromPromise, SimulatedClock, toPromise } from 'xstate';
import { createHeadlessWorld } from '#cli/headless/headless-world.ts';
import { replayIn, type ReplayStep } from '#cli/headless/replay.ts';
import { loginMachine } from '#machines/access/login.machine.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import type { Session } from '#contract';

const RUNS = 1_000;
export const REPLAY_TARGET_MS = 2_000;
export const REPLAY_TARGET_RATIO = 3;

const credentials = { email: 'member@demo.test', password: DEMO_PASSWORD };
const STEPS: ReplayStep[] = [
  { send: { type: 'form.change', name: 'email', value: credentials.email } },
  { send: { type: 'form.change', name: 'password', value: credentials.password } },
  { send: { type: 'form.submit' } },
  { wait: 'done' },
  { expect: { state: 'done', context: { result: { user: { email: credentials.email } } } } },
];

async function timeReplays(): Promise<number> {
  const world = await createHeadlessWorld({ scenario: 'default', seed: 1 });
  // One run first: the modules and the handlers' first-call work are not what is measured.
  await replayIn(world, 'login', STEPS);
  const t0 = performance.now();
  for (let i = 0; i < RUNS; i++) {
    const report = await replayIn(world, 'login', STEPS);
    if (!report.ok) throw new Error(`Replay ${i} failed: ${report.failure?.message}`);
  }
  return performance.now() - t0;
}

async function timeBare(session: Session): Promise<number> {
  const bare = loginMachine.provide({ actors: { submit: fromPromise(() => Promise.resolve(session)) } });
  const api = { call: () => Promise.reject(new Error('stubbed')) };
  const run = async () => {
    const actor = createActor(bare, { clock: new SimulatedClock(), input: { api } });
    actor.start();
    actor.send({ type: 'form.change', name: 'email', value: credentials.email });
    actor.send({ type: 'form.change', name: 'password', value: credentials.password });
    actor.send({ type: 'form.submit' });
    await toPromise(actor);
  };
  await run();
  const t0 = performance.now();
  for (let i = 0; i < RUNS; i++) await run();
  return performance.now() - t0;
}

export async function benchLoginReplays(): Promise<{ replayMs: number; bareMs: number; ratio: number; met: boolean }> {
  const replayMs = await timeReplays();
  const session = { token: 'bench', user: { email: credentials.email } } as unknown as Session;
  const bareMs = await timeBare(session);
  const ratio = replayMs / bareMs;
  return { replayMs, bareMs, ratio, met: replayMs < REPLAY_TARGET_MS && ratio < REPLAY_TARGET_RATIO };
}

export function replayBenchLines(r: Awaited<ReturnType<typeof benchLoginReplays>>): string[] {
  return [
    `\n${RUNS} headless login replays in one process (real machine, in-process fake backend, simulated clock):`,
    `  ${r.replayMs.toFixed(0)} ms (target < ${REPLAY_TARGET_MS} ms); bare login machine with a stubbed submit ${r.bareMs.toFixed(0)} ms; ratio ${r.ratio.toFixed(2)} (target < ${REPLAY_TARGET_RATIO}): ${r.met ? 'met' : 'NOT met'}`,
  ];
}
