// What a flow manifest (machines/<area>/area.ts) says of each flow: its name, what it is for, how to create it
// headlessly (the real machine and its input, given a client of whatever backend answers, a simulated clock's
// now and in-memory storage) and the sample data `portal paths` walks it with. Types and tiny input helpers only:
// the CLI (cli/) builds the headless world, the replays, the graphs and docs/flows from these (decision 029).
import type { AnyStateMachine, InputFrom } from 'xstate';
import type { ApiClient } from '#contract';
import type { BackendReadiness } from './form/form.machine';

/** A string-keyed store kept in memory for a headless run (the browser's session or local storage). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What a headless run gives a flow to start with. */
export interface HeadlessEnv {
  /** A client of the backend, carrying the replay's session (`as`, `token`) when there is one. */
  api: ApiClient;
  /** The portal's address in the headless world: return addresses and links are built on it. */
  origin: string;
  /** The simulated clock's now (epoch ms), the same clock the machine's delays run on. */
  now: () => number;
  storage: KeyValueStore;
  /** The bearer token `api` carries, if any (the session flow stores it as a browser would). */
  token: string | null;
  /** A client of mock mode's controls (/__mock/*): the simulated gateway and the outbox flows use it. */
  controls: ApiClient;
  /**
   * Whether the backend answers yet, as the portal tells the forms it gives it to (the login page): true, except
   * between a replay's `hold` and `release` steps, as while mock mode's fake backend is starting.
   */
  backend: BackendReadiness;
}

/** The JSON fields of a replay's `input` step, merged into the flow's input. */
export type GivenInput = Record<string, unknown>;

/** A demo persona's account and profile, as the seeded world holds them. */
export interface Persona {
  userId: number;
  email: string;
  phone: string;
  profileId: string;
  customerNo: string;
  memberNo: string;
  /** The account as All Users lists it (what the admin's row events carry). */
  row: Record<string, unknown>;
}

/**
 * What the sample paths must know of the seeded world they are replayed on (cli/flows/scenario-facts.ts reads it
 * from a fresh headless world): the samples write no seed's codes, so `portal paths --all --check --seed 7` holds.
 */
export interface ScenarioFacts {
  persona(email: string): Persona;
  /** A member on the register with no portal account yet (activation claims one), with the e-mail and phone on file. */
  unclaimedMember(): { memberNo: string; idNumber: string; email: string; phone: string };
  /** The referee requests of a profile: the code of one answered and of one still waiting. */
  refereeCodes(profileId: string): { answered: string; waiting: string };
  /** The same two referee requests by their row's line number (what Resend Email names). */
  refereeLines(profileId: string): { answered: number; waiting: number };
  /** A customer's oldest unpaid invoice. */
  unpaidInvoice(customerNo: string): { documentNo: string; amount: number; description: string };
  /** A customer's paid application invoice and its receipt. */
  paidApplicationInvoice(customerNo: string): { documentNo: string; receiptNo: string; applicationCode: string };
  /** The licence applications of a profile, oldest first. */
  licences(profileId: string): string[];
  /** A profile's first row of a sub-list (bankers…), as the list shows it. */
  firstBanker(profileId: string): Record<string, unknown>;
  /** How many accounts All Users lists (those not deleted). */
  accountCount(): number;
  /** A payment option by its code, as the admin's table shows it. */
  paymentOption(code: string): Record<string, unknown>;
}

/**
 * What an invoked actor (by src) answers in a path: the backend's refusal (`error`: it says no on its own, a wrong
 * password), a failure of the server or the network (`fail`: a replay makes it happen with a `chaos` step), or its
 * answer (a sample output the machine's guards and assignments read). Unlisted, a call is tried both answered and
 * failed. `after`: the answer comes only once that much simulated time passed (a child machine's own timers), so a
 * replay advances the clock instead of waiting. `fill`: a child form the view drives (by its invoke id) — a replay
 * types these values into it (`sendTo` form.change, one a field) and submits it (form.submit), and `done` is what
 * the form ends with. `none`: it never answers in a replay. `limited`: the backend's 429 of a limit used up (issue 35
 * item 1: the window's Retry-After, 15 minutes) — a path gets it for real only after a `run` that used the limit up.
 */
export type FlowPathAnswer = 'error' | 'fail' | 'none' | 'limited' | { done?: unknown; after?: number; fill?: Record<string, unknown> };

type SampleEvent = { type: string } & Record<string, unknown>;

/** One set-up of a flow for `portal paths`: who is signed in, its input, and the events a user may send. */
export interface FlowPathStart {
  /** A demo persona signed in first (the replay's `as`). */
  as?: string;
  /**
   * Other flows run first in the same world (the replay's `run` steps, as JSON steps), e.g. forgot password before
   * the reset link it e-mails; `input` may then name what they sent with `{"$outbox": {"to", "match"}}`. A plain
   * string, not a FlowName: the names are derived from the manifests that use this type.
   */
  run?: ReadonlyArray<{ flow: string; steps: ReadonlyArray<Record<string, unknown>> }>;
  /** Fields merged into the flow's input (the replay's `input`). */
  input?: GivenInput;
  /**
   * The user events tried (of those the state accepts), or a function of what the machine holds then (a code
   * that exists only once it was sent). Without it every accepted event is tried as the smallest its schema takes.
   */
  events?: readonly SampleEvent[] | ((context: Record<string, unknown>) => readonly SampleEvent[]);
  /**
   * The backend answers nothing until the path needs its first answer (a replay's `hold` from the flow's start, and
   * `release` there), as while mock mode's fake backend is starting: a form given the backend's readiness
   * (`env.backend`) waits for it.
   */
  held?: boolean;
  /** What the backend answers, by actor src, or by what the machine holds then; unlisted: both outcomes are tried. */
  answers?: Record<string, FlowPathAnswer | ((context: Record<string, unknown>) => FlowPathAnswer)>;
}

export interface FlowPaths {
  /** The first start is the flow's usual one; a state reached from several starts keeps its shortest path. */
  starts: FlowPathStart[];
  /** Context fields that tell two moments of one state apart (the traversal ignores the rest). */
  context?: string[];
  /** States (dotted paths) a headless replay cannot reach with the fake backend, each with the reason. */
  skip?: Record<string, string>;
  /**
   * User-event transitions no replay can take (`state event [guard]`, as `portal test --coverage` names them), each
   * with the reason: listed so, and still not counted as taken.
   */
  untaken?: Record<string, string>;
}

export interface FlowDefinition<L extends AnyStateMachine = AnyStateMachine, N extends string = string> {
  /** Lower-case with hyphens: part of the CLI's interface, and the tag the app's flow log records actors under. */
  name: N;
  /** One line: what a user does in this flow, and where. */
  description: string;
  /** The file under machines/ that defines the machine (tests/machines/registry.test.ts checks every file has a flow). */
  source: string;
  /** The shared machines it is made with (a loader, a form, a record editor), which have no flow of their own. */
  builtOn?: string[];
  /** The machine as the app creates it for this input (a factory's arguments come from `given`). */
  machine: (given: GivenInput, env: HeadlessEnv) => L;
  input: (env: HeadlessEnv, given: GivenInput) => InputFrom<L>;
  /**
   * The sample data `portal paths` walks the flow with, for the seeded world it is replayed on (the personas,
   * inputs and events that make the fake backend answer each way a path needs). Absent: one bare start.
   */
  paths?: (facts: ScenarioFacts) => FlowPaths;
}

/** One flow of a manifest; its literal name is kept, so the union of names is derived from the manifests. */
export const defineFlow = <const N extends string, L extends AnyStateMachine>(
  flow: FlowDefinition<L, N>,
): FlowDefinition<AnyStateMachine, N> => flow;

/** A text field of a replay's input, or the fallback. */
export const text = (given: GivenInput, key: string, fallback: string): string => (typeof given[key] === 'string' ? given[key] : fallback);

/** A field of a replay's input the schema accepts, or the fallback. */
export const choice = <T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
  fallback: T,
): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

/** The simulated clock's day, as the forms that check dates against today take it. */
export const today = (env: HeadlessEnv) => new Date(env.now()).toISOString().slice(0, 10);
