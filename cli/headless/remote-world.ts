// A flow's world over HTTP (`portal replay --target URL`, docs/decisions/041): the same machines, the same API
// client and the same contract parsing as the in-process world, only the transport differs — every call of every
// step goes to `target`, and the test controls (src/contract/mock-controls.ts) to `controls`. A control the target
// does not implement (404, 405 or 501 where its entry lists no such refusal, or nothing answering at `controls`)
// makes the step that needed it skipped, never passed: the capabilities throw ControlMissing, and a control the
// flow itself called (the payment gateway) is remembered for the replay to ask.
import { SimulatedClock } from 'xstate';
import { createApiClient, isApiError } from '../../src/api';
import type { AnyEndpoint } from '#contract';
import { CONTROL_PROTOCOL } from '#contract/control-protocol.ts';
import { MOCK_CONTROLS_BASE, mockControls, type MockControlId, type MockState } from '#contract/mock-controls.ts';
import { createRng } from '#mocks/scenarios/rng.ts';
import { ControlMissing, countingFetch, seededUuid, sessionOver, type HeadlessWorld } from './headless-world';

export interface RemoteWorldOptions {
  /** The API base, as VITE_API_BASE_URL (e.g. http://127.0.0.1:8787/api/). */
  target: string;
  /** The test controls' base (default: the target's origin + /__mock/). */
  controls?: string;
  /** Abort a call after this many ms (default 30 s). */
  timeoutMs?: number;
  /** Seeds the attempt ids the flow's creates carry (decision 039): the same file and seed send the same ids. */
  seed?: number;
}

/** The controls' base a target has unless told: its origin + /__mock/ (where `portal serve` answers them). */
export const defaultControlsUrl = (target: string) => new URL(MOCK_CONTROLS_BASE, new URL(target).origin).href;

/** Statuses by which a server says it has no such route, rather than refusing this request. */
const NO_ROUTE = new Set([404, 405, 501]);

const controlEntries = Object.entries(mockControls) as Array<[MockControlId, AnyEndpoint]>;

/** The control a request is for, by its method and path under the controls' base. */
function controlOf(request: Request, base: string): MockControlId | undefined {
  const path = request.url.startsWith(base) ? request.url.slice(base.length).split('?')[0] : undefined;
  return controlEntries.find(([, e]) => e.method === request.method && e.path === path)?.[0];
}

const lacks = (id: MockControlId, status: number) =>
  NO_ROUTE.has(status) && !(mockControls[id].errors as readonly number[]).includes(status);

/**
 * A world over HTTP at a scenario and seed: the target reset to them through its reset control, or as it is when
 * it has none (the report then names the scenario as unknown).
 */
export async function remoteWorldAt(options: RemoteWorldOptions, scenario: string, seed: number): Promise<HeadlessWorld> {
  const world = await createRemoteWorld({ ...options, seed });
  try {
    await world.reset(scenario, seed);
  } catch (e) {
    if (!(e instanceof ControlMissing)) throw e;
  }
  return world;
}

export async function createRemoteWorld(options: RemoteWorldOptions): Promise<HeadlessWorld> {
  const target = new URL(options.target).href;
  const controlsBase = new URL(options.controls ?? defaultControlsUrl(target)).href.replace(/\/?$/, '/');
  const timeoutMs = options.timeoutMs ?? 30_000;
  let missing: string | null = null;
  const counted = countingFetch(async (request) => {
    const id = request.url.startsWith(controlsBase) ? controlOf(request, controlsBase) : undefined;
    if (!id) return globalThis.fetch(request);
    const name = CONTROL_PROTOCOL[id].control;
    try {
      const response = await globalThis.fetch(request);
      if (lacks(id, response.status)) missing = name;
      return response;
    } catch (e) {
      // Nothing answers at the controls' base: the target has none of them.
      missing = name;
      throw e;
    }
  }, target);
  const controls = createApiClient({ baseURL: controlsBase, fetch: counted.fetch, timeoutMs });

  /** One control's data, or ControlMissing when the target lacks it (any other failure is the target's). */
  async function control<I extends MockControlId>(id: I, args: object = {}): Promise<unknown> {
    missing = null;
    try {
      const answer = await (controls.call as (e: AnyEndpoint, a: object) => Promise<{ data: unknown }>)(mockControls[id], args);
      return answer.data;
    } catch (e) {
      if (missing !== null && isApiError(e)) {
        throw new ControlMissing(CONTROL_PROTOCOL[id].control);
      }
      throw e;
    } finally {
      missing = null;
    }
  }

  // The backend's now, where the flow's clock starts: the state control's, else this machine's (a target without
  // a clock control cannot be moved, so its now is real time anyway).
  let state: MockState | null = null;
  const readState = async () => {
    try {
      state = (await control('state')) as MockState;
    } catch (e) {
      if (!(e instanceof ControlMissing)) throw e;
      state = null;
    }
  };
  await readState();
  let startedAt = state ? Date.parse((state as MockState).now) : Date.now();
  let advanced = 0;
  let failRate = state ? (state as MockState).chaos.failRate : 0;

  const attempts = createRng(options.seed ?? 1).fork('attempts');
  const session = sessionOver({
    api: (getToken) =>
      createApiClient({ baseURL: target, fetch: counted.fetch, getToken, timeoutMs, attempts: () => seededUuid(attempts) }),
    controls,
    // Return addresses (a payment's success_url) are on the target's origin, as a portal served beside it.
    origin: new URL(target).origin,
    now: () => startedAt + advanced,
    chaosOn: () => failRate > 0,
  });
  const scenarioOf = () => state?.scenario ?? 'unknown (the target has no state control)';
  return {
    clock: new SimulatedClock(),
    env: session.env,
    secrets: session.secrets,
    get scenario() {
      return scenarioOf();
    },
    get seed() {
      return state?.seed ?? 0;
    },
    signIn: session.signIn,
    useToken: session.useToken,
    callsUnderWay: counted.underWay,
    async advanceBackend(ms) {
      if (ms <= 0) return;
      await control('clockAdvance', { body: { ms } });
      advanced += ms;
    },
    outbox: async () => (await control('outbox')) as Awaited<ReturnType<HeadlessWorld['outbox']>>,
    async setFailRate(rate) {
      // Nothing to ask of a target already at that rate (every replay starts by asking for 0).
      if (rate === failRate) return;
      const current = state?.chaos ?? { latencyMs: 0, failRate: 0 };
      await control('chaos', { body: { ...current, failRate: rate } });
      failRate = rate;
    },
    async reset(scenario, seed) {
      // The clock held at the scenario's anchor, as the in-process world's: the flow meets the dates it would there.
      state = (await control('reset', { body: { scenario, seed, clock: 'anchor' } })) as MockState;
      startedAt = Date.parse(state.now);
      advanced = 0;
      failRate = state.chaos.failRate;
    },
    answers: session.answers,
    takeBrokenAnswer: session.takeBrokenAnswer,
    takeMissingControl() {
      const name = missing;
      missing = null;
      return name;
    },
  };
}
