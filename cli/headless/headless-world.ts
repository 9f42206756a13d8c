// A flow's world without a browser: the fake backend in this process (answered by MSW's getResponse, no network
// and no global fetch patched), API clients pointed at it, and one simulated clock that moves the machine's
// delays and the backend's time together. Seeded throughout, so the same replay prints the same bytes.
import { getResponse } from 'msw';
import { SimulatedClock } from 'xstate';
import type { HeadlessEnv, KeyValueStore } from '#machines/flow-manifest.ts';
import { nodeSeedWorlds } from '#mocks/seed-worlds-node.ts';
import { createBackend, type Backend, type Snapshot } from '#mocks/backend.ts';
import { createDevRoutes } from '#mocks/dev-routes.ts';
import { SCENARIO_ANCHOR, DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { createRng, type Rng } from '#mocks/scenarios/rng.ts';
import { createApiClient } from '../../src/api';
import { signInEndpoints, type ApiClient } from '#contract';
import { MOCK_CONTROLS_BASE } from '#contract/mock-controls.ts';

const HEADLESS_ORIGIN = 'http://portal.test';

/** A world snapshot as a replay file carries it: the backend's snapshot, and its simulated now when exported. */
export type WorldSnapshot = Snapshot & { now?: number };

export interface HeadlessWorldOptions {
  scenario: string;
  seed: number;
  /** Start from this snapshot instead of seeding the scenario. */
  world?: WorldSnapshot;
}

export interface HeadlessWorld {
  backend: Backend;
  clock: SimulatedClock;
  env: HeadlessEnv;
  /** Signs a persona in (demo password); the flow's client carries the session from then on. */
  signIn(email: string): Promise<void>;
  useToken(token: string | null): void;
  /** Calls sent to the backend and not answered yet. */
  callsUnderWay(): number;
  /** Moves the backend's clock (the machine's clock is moved by the caller, timer by timer). */
  advanceBackend(ms: number): Promise<void>;
}

/** A version-4 UUID's shape from a seeded stream: what `crypto.randomUUID` gives, the same for the same seed. */
const seededUuid = (rng: Rng): string =>
  `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-${rng.pick(['8', '9', 'a', 'b'])}${rng.hex(3)}-${rng.hex(12)}`;

/** A world of this process that a suite reuses: its backend rewound by the caller, the rest started again here. */
export interface LocalWorld extends HeadlessWorld {
  /**
   * Starts the world's own state again as a new world of the same options has it: the seeded streams (codes and
   * tokens, chaos), a new simulated clock, no token, empty storage. The backend's records are the caller's.
   */
  startAgain(): void;
}

function memoryStore(items: Map<string, string>): KeyValueStore {
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export async function createHeadlessWorld(options: HeadlessWorldOptions): Promise<LocalWorld> {
  // Every random stream a world draws from, started again by `startAgain`: a new one belongs here, or a suite's
  // results depend on the order of its cases.
  const streams = () => ({
    codes: createRng(options.seed).fork('headless'),
    chaos: createRng(options.seed).fork('chaos'),
    // Attempt ids drawn from the seed, not crypto: a form's attempt shows in the report's context (decision 039).
    attempts: createRng(options.seed).fork('attempts'),
  });
  let rng = streams();
  const snapshotNow = options.world?.now;
  const backend = await createBackend({
    scenario: options.world?.scenario ?? options.scenario,
    seed: options.world?.seed ?? options.seed,
    // A snapshot's clock offset is kept in its data: start where it was exported, else at the scenario's anchor.
    startAt: SCENARIO_ANCHOR.getTime(),
    // Chaos draws from its own seeded stream: a replay's `chaos` step fails the same calls every run.
    random: () => rng.chaos.next(),
    codeRandom: () => rng.codes.next(),
    seedNow: options.world === undefined,
    // `portal paths` starts a world per path: each seed is generated once per process, then restored.
    seedWorlds: nodeSeedWorlds,
  });
  if (options.world) {
    await backend.restore(options.world);
    if (snapshotNow !== undefined && snapshotNow > backend.simulation.now())
      await backend.simulation.advance(snapshotNow - backend.simulation.now());
  }
  const handlers = [...createDevRoutes({ backend }), ...backend.handlers];
  let underWay = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), HEADLESS_ORIGIN), init);
    underWay += 1;
    try {
      return (
        (await getResponse(handlers, request)) ??
        Response.json({ message: `Nothing answers ${request.method} ${request.url}` }, { status: 404 })
      );
    } finally {
      underWay -= 1;
    }
  };
  let token: string | null = null;
  const stored = new Map<string, string>();
  // No timeout: the backend answers in this process, and a timer per call costs a tenth of a replay.
  const api: ApiClient = createApiClient({
    baseURL: `${HEADLESS_ORIGIN}/api/`,
    fetch,
    getToken: () => token,
    timeoutMs: 0,
    attempts: () => seededUuid(rng.attempts),
  });
  const controls: ApiClient = createApiClient({ baseURL: `${HEADLESS_ORIGIN}/${MOCK_CONTROLS_BASE.replace(/^\/|\/$/g, '')}/`, fetch });
  const env: HeadlessEnv = {
    api,
    controls,
    origin: HEADLESS_ORIGIN,
    now: () => backend.simulation.now(),
    storage: memoryStore(stored),
    get token() {
      return token;
    },
  };
  const world: LocalWorld = {
    backend,
    clock: new SimulatedClock(),
    env,
    async signIn(email) {
      const answer = await api.call(signInEndpoints.login, { body: { email, password: DEMO_PASSWORD } });
      token = answer.data.token;
    },
    useToken(value) {
      token = value;
    },
    callsUnderWay: () => underWay,
    async advanceBackend(ms) {
      if (ms > 0) await backend.simulation.advance(ms);
    },
    startAgain() {
      rng = streams();
      world.clock = new SimulatedClock();
      token = null;
      stored.clear();
    },
  };
  return world;
}
