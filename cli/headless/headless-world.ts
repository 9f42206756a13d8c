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
import { createApiClient, isApiError } from '../../src/api';
import { signInEndpoints, type AnyEndpoint, type ApiClient } from '#contract';
import { MOCK_CONTROLS_BASE, type OutboxMessage } from '#contract/mock-controls.ts';
import { createAnswerGate, heldBy, type AnswerGate } from './answer-gate';
import { ReportSecrets } from './report-secrets';

const HEADLESS_ORIGIN = 'http://portal.test';

/** A world snapshot as a replay file carries it: the backend's snapshot, and its simulated now when exported. */
export type WorldSnapshot = Snapshot & { now?: number };

export interface HeadlessWorldOptions {
  scenario: string;
  seed: number;
  /** Start from this snapshot instead of seeding the scenario. */
  world?: WorldSnapshot;
}

/**
 * A step needed a test control (docs/decisions/041) the backend does not implement: the step is reported
 * `skipped: the target has no clock control`, never passed. `control` is the protocol's name (CONTROL_PROTOCOL).
 */
export class ControlMissing extends Error {
  constructor(readonly control: string) {
    super(`the target has no ${control} control`);
  }
}

/**
 * What the replay engine needs of a world: the flow's environment and clock, a session, and the test controls as
 * capabilities — the in-process world answers them from its backend, the remote one (remote-world.ts) through the
 * target's /__mock/ controls, and throws ControlMissing where the target lacks one.
 */
export interface HeadlessWorld {
  clock: SimulatedClock;
  env: HeadlessEnv;
  /** The secrets the backend issued this replay (sessions, codes read from the outbox): the report prints their labels. */
  readonly secrets: ReportSecrets;
  /** The scenario and seed the world holds (what a report names); a remote world without a state control says so. */
  readonly scenario: string;
  readonly seed: number;
  /** Signs a persona in (demo password); the flow's client carries the session from then on. */
  signIn(email: string): Promise<void>;
  useToken(token: string | null): void;
  /** Calls sent to the backend and not answered yet. */
  callsUnderWay(): number;
  /** Moves the backend's clock (the machine's clock is moved by the caller, timer by timer). */
  advanceBackend(ms: number): Promise<void>;
  /** What the backend sent (e-mail and SMS), newest first. */
  outbox(): Promise<OutboxMessage[]>;
  /** The share of API calls that fail from now on (0..1), as a replay's `chaos` step says. */
  setFailRate(rate: number): Promise<void>;
  /** Back to a named scenario and seed (the provider state a replay starts from). */
  reset(scenario: string, seed: number): Promise<void>;
  /** A control one of the flow's own calls needed (the gateway) and the target lacks, since the last ask. */
  takeMissingControl(): string | null;
  /** Holds the flow's calls unanswered between a replay's `hold` and `release` steps (./answer-gate.ts). */
  answers: AnswerGate;
  /**
   * The first answer since the last ask that broke the contract: one the contract's schema refuses (naming the call
   * and the field), a 5xx (naming the call and the status) or none at all, while no chaos was asked for. The step fails.
   */
  takeBrokenAnswer(): string | null;
}

/** The world of `portal replay` without `--target`: the fake backend in this process, open to the CLI's own tools. */
export interface InProcessWorld extends HeadlessWorld {
  backend: Backend;
}

/** A version-4 UUID's shape from a seeded stream: what `crypto.randomUUID` gives, the same for the same seed. */
export const seededUuid = (rng: Rng): string =>
  `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-${rng.pick(['8', '9', 'a', 'b'])}${rng.hex(3)}-${rng.hex(12)}`;

/** A world of this process that a suite reuses: its backend rewound by the caller, the rest started again here. */
export interface LocalWorld extends InProcessWorld {
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

/** A fetch that counts the calls under way (what the replay's settle waits for). */
export function countingFetch(send: (request: Request) => Promise<Response>, base: string) {
  let underWay = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), base), init);
    underWay += 1;
    try {
      return await send(request);
    } finally {
      underWay -= 1;
    }
  };
  return { fetch, underWay: () => underWay };
}

/** Why an error of the API client means the backend broke the contract, or null when it is an answer the flow handles. */
function brokenBy(e: unknown, chaosOn: boolean): string | null {
  if (!isApiError(e)) return null;
  if (e.kind === 'contract') return e.message;
  if (e.status !== undefined && e.status >= 500 && !chaosOn)
    return `${e.endpoint ?? 'a call'} answered ${e.status} (no chaos was asked for).`;
  // Nothing answered (a target that is down, or not there): chaos's `network` fault aside, the backend is not keeping it.
  if (e.kind === 'network' && !chaosOn) return `${e.endpoint ?? 'a call'} got no answer: ${e.message}`;
  return null;
}

/** The flow's environment and session over an API client and a controls client: the same in both worlds. */
export function sessionOver(parts: {
  api: (getToken: () => string | null) => ApiClient;
  controls: ApiClient;
  origin: string;
  now: () => number;
  /** Whether the world was asked to fail calls (a 5xx is then the chaos, not the backend). */
  chaosOn: () => boolean;
}) {
  let token: string | null = null;
  let broken: string | null = null;
  const stored = new Map<string, string>();
  const secrets = new ReportSecrets();
  // The flow's calls, to the API and to the controls, wait while a replay holds the answers.
  const answers = createAnswerGate();
  const client = heldBy(
    answers,
    parts.api(() => token),
  );
  // Every call the flow makes is watched: its error still reaches the machine, as in the browser; a session it
  // opens is a secret the report prints by whose it is.
  const api: ApiClient = {
    call: (async (endpoint: AnyEndpoint, args?: object) => {
      try {
        const answer = await (client.call as (e: AnyEndpoint, a?: object) => Promise<{ data?: unknown }>)(endpoint, args);
        secrets.noteSession(answer.data);
        return answer;
      } catch (e) {
        broken ??= brokenBy(e, parts.chaosOn());
        throw e;
      }
    }) as ApiClient['call'],
    // The seeded attempt ids (decision 039) are the client's: the watch must not hide them.
    ...(client.newAttempt ? { newAttempt: client.newAttempt } : {}),
  };
  const env: HeadlessEnv = {
    api,
    controls: heldBy(answers, parts.controls),
    origin: parts.origin,
    now: parts.now,
    storage: memoryStore(stored),
    get token() {
      return token;
    },
    backend: answers.ready,
  };
  return {
    env,
    secrets,
    answers,
    signIn: async (email: string) => {
      const answer = await api.call(signInEndpoints.login, { body: { email, password: DEMO_PASSWORD } });
      token = answer.data.token;
    },
    useToken: (value: string | null) => {
      token = value;
    },
    takeBrokenAnswer: () => {
      const found = broken;
      broken = null;
      return found;
    },
    /** No token, nothing stored, nothing broken, nothing held: as a new session starts. */
    startAgain: () => {
      token = null;
      broken = null;
      stored.clear();
      secrets.clear();
      answers.drop();
    },
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
  const counted = countingFetch(
    async (request) =>
      (await getResponse(handlers, request)) ??
      Response.json({ message: `Nothing answers ${request.method} ${request.url}` }, { status: 404 }),
    HEADLESS_ORIGIN,
  );
  const fetch = counted.fetch;
  const session = sessionOver({
    // No timeout: the backend answers in this process, and a timer per call costs a tenth of a replay.
    api: (getToken) =>
      createApiClient({ baseURL: `${HEADLESS_ORIGIN}/api/`, fetch, getToken, timeoutMs: 0, attempts: () => seededUuid(rng.attempts) }),
    controls: createApiClient({ baseURL: `${HEADLESS_ORIGIN}/${MOCK_CONTROLS_BASE.replace(/^\/|\/$/g, '')}/`, fetch }),
    origin: HEADLESS_ORIGIN,
    now: () => backend.simulation.now(),
    chaosOn: () => backend.chaos.failRate > 0,
  });
  const world: LocalWorld = {
    backend,
    clock: new SimulatedClock(),
    env: session.env,
    secrets: session.secrets,
    get scenario() {
      return backend.scenario;
    },
    get seed() {
      return backend.seed;
    },
    signIn: session.signIn,
    useToken: session.useToken,
    callsUnderWay: counted.underWay,
    async advanceBackend(ms) {
      if (ms > 0) await backend.simulation.advance(ms);
    },
    outbox: () => Promise.resolve(backend.db.outbox.findMany(undefined, { orderBy: { id: 'desc' } })),
    setFailRate: (rate) => {
      backend.chaos.failRate = rate;
      return Promise.resolve();
    },
    reset: (scenario, seed) => backend.reset(scenario, seed),
    // Every control is here.
    takeMissingControl: () => null,
    answers: session.answers,
    takeBrokenAnswer: session.takeBrokenAnswer,
    startAgain() {
      rng = streams();
      world.clock = new SimulatedClock();
      session.startAgain();
    },
  };
  return world;
}
