// Replays a flow headlessly: its real machine (from the registry) against the in-process fake backend on a
// simulated clock, step by step as a replay file says (docs/flows/README.md), reporting each step's state and
// what changed in context, and stopping at the first expectation that fails, with a diff. Strict unless told
// otherwise (decision 039): an event the state would drop, a key nobody reads, a file that asserts nothing fail.
// Nothing here reads real time or real randomness, so a file and a seed always print the same bytes.
import { createActor, getNextTransitions, type AnyActorRef, type AnyMachineSnapshot, type EventObject, type InspectionEvent } from 'xstate';
import { personas } from '#mocks/scenarios/index.ts';
import type { FlowDefinition, GivenInput } from '#machines/flow-manifest.ts';
import { flowNamed } from '#machines/flows.ts';
import { ControlMissing, createHeadlessWorld, type HeadlessWorld, type WorldSnapshot } from './headless-world';
import { createRemoteWorld, remoteWorldAt, type RemoteWorldOptions } from './remote-world';
import { stateLabel } from '#machines/state-label.ts';
import { codeUnderWay } from '#machines/load/code-on-demand.ts';
import { mapParts } from './map-parts';
import { contextView, diffContext, matchesPartial, type ContextChange } from './context-view';
import { hintFor } from './nearest';
import type { ReportSecrets } from './report-secrets';
import type { OutboxMessage } from '#contract/mock-controls.ts';
import { isApiError } from '../../src/api';
import { eventSchemasOf } from '#machines/event-schema-registry.ts';
import { payloadRefusal } from '#machines/event-schemas.ts';

export type ReplayStep =
  | { world: WorldSnapshot }
  | { token: string }
  | { as: string }
  | { input: GivenInput }
  /** Another flow's steps first, in the same world (a journey: forgot password, then the reset link it e-mailed). */
  | { run: { flow: string; steps: ReplayStep[] } }
  | { send: { type: string } & Record<string, unknown> }
  | { wait: string }
  | { advance: number }
  | { expect: { state?: unknown; context?: Record<string, unknown> } }
  /** An event to a child actor, by id (a path through nested children: "form", "editor.form"), as a view sends it. */
  | { sendTo: { actor: string; event: { type: string } & Record<string, unknown> } }
  /** The fake backend's failure rate (0..1) from this step on, as the dev panel sets it: 1 fails every call. */
  | { chaos: { failRate: number } }
  /**
   * The backend answers none of the flow's calls from this step on, as while mock mode's is starting (a call stays
   * under way, the readiness a form is given says not yet), until `release`; before any other flow step, from the
   * flow's start (cli/headless/answer-gate.ts).
   */
  | { hold: true }
  /** The held calls go on, and the step waits for what they lead to. */
  | { release: true }
  /**
   * Values of the context kept under names (`{"appCode": "submitted.Code"}`), for a later step or flow of the same
   * journey to use as `"$appCode"` (issue 37 item 6).
   */
  | { capture: Record<string, string> };

const SETUP_KEYS = ['world', 'token', 'as', 'input', 'run'] as const;
const STEP_KEYS = ['send', 'sendTo', 'chaos', 'hold', 'release', 'wait', 'advance', 'expect', 'capture'] as const;

interface StepReport {
  index: number;
  /** The step as the file gave it, without a world snapshot's bulk. */
  step: string;
  state: string;
  changed: ContextChange[];
  /** In a lenient replay, what a strict one would have failed here (an event the state dropped). */
  lenient?: string;
}

export interface ReplayReport {
  flow: string;
  scenario: string;
  seed: number;
  /** Replayed with `--lenient` (decision 039): dropped events, unread input keys and empty files were let pass. */
  lenient?: true;
  steps: StepReport[];
  ok: boolean;
  /** Why the replay stopped: a failed expectation (with its diff) or a step that could not run. */
  failure?: { index: number; message: string; diff?: string[] };
  /**
   * The step that needed a test control the target lacks (docs/decisions/041): the replay stopped there, neither
   * passed nor failed (`ok` is false). `control` is the protocol's name ("clock").
   */
  skipped?: { index: number; control: string; message: string };
  finalState: string;
  finalContext: Record<string, unknown>;
}

export class ReplayFileError extends Error {}

/** `{"$outbox": {"to": "…", "match": "<regex>"}}` stands for what the newest message to that address with such a text says. */
interface OutboxRef {
  to: string;
  match: string;
}

const refOf = (value: unknown): OutboxRef | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === '$outbox' ? ((value as { $outbox: OutboxRef }).$outbox ?? null) : null;
};

function checkRefs(value: unknown, fail: (what: string) => Error): void {
  if (typeof value !== 'object' || value === null) return;
  if ('$outbox' in value) {
    const ref = refOf(value);
    if (!ref || typeof ref.to !== 'string' || typeof ref.match !== 'string')
      throw fail('has a "$outbox" that is not {"to": "<address>", "match": "<regex>"}');
    try {
      new RegExp(ref.match);
    } catch {
      throw fail(`has a "$outbox" whose match is not a regular expression: ${ref.match}`);
    }
    return;
  }
  Object.values(value).forEach((v) => checkRefs(v, fail));
}

const hasRefs = (value: unknown): boolean =>
  refOf(value) !== null || (typeof value === 'object' && value !== null && Object.values(value).some(hasRefs));

/** Replaces each `$outbox` reference by what it stands for, reading the world's outbox only when there is one. */
async function resolveRefs(value: unknown, world: HeadlessWorld): Promise<unknown> {
  return hasRefs(value) ? resolveIn(value, await world.outbox(), world.secrets) : value;
}

/**
 * Replaces each `$outbox` reference by the first group its pattern finds in the newest message to that address that
 * has it. What it read is a code the backend sent: a secret the report prints as whom it was sent to.
 */
function resolveIn(value: unknown, outbox: readonly OutboxMessage[], secrets: ReportSecrets): unknown {
  const ref = refOf(value);
  if (ref) {
    const to = ref.to.trim().toLowerCase();
    const messages = outbox.filter((m) => m.to.toLowerCase() === to);
    if (messages.length === 0) throw new ReplayStepError(`No message was sent to ${ref.to}.`);
    const pattern = new RegExp(ref.match);
    for (const message of messages) {
      const found = pattern.exec([message.subject, message.body, ...message.links, ...message.codes].join('\n'));
      if (!found) continue;
      const code = found[1] ?? found[0];
      secrets.add(code, `‹code sent to ${ref.to}›`);
      return code;
    }
    throw new ReplayStepError(`No message to ${ref.to} has anything that matches /${ref.match}/ (${messages.length} sent).`);
  }
  if (Array.isArray(value)) return value.map((v) => resolveIn(v, outbox, secrets));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveIn(v, outbox, secrets)]));
  return value;
}

/** A step that cannot run in this world (a reference to a message never sent): the replay fails there (exit 1). */
class ReplayStepError extends Error {}

/** What a journey captured so far, by name: shared by a file's flow and the flows it runs. */
type Captured = Map<string, unknown>;

const CAPTURE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const VARIABLE = /^\$([A-Za-z_][A-Za-z0-9_]*)$/;

/** Replaces each string `"$name"` by what was captured under that name (`"$$…"` is a `$…` string as it stands). */
function withCaptured(value: unknown, captured: Captured): unknown {
  if (typeof value === 'string') {
    if (!value.startsWith('$')) return value;
    if (value.startsWith('$$')) return value.slice(1);
    const name = VARIABLE.exec(value)?.[1];
    if (name === undefined) return value;
    if (!captured.has(name)) {
      const known = [...captured.keys()];
      throw new ReplayStepError(
        `"${value}" was not captured before this step (${known.length ? hintFor(name, known) : 'nothing was captured yet'}; "$$" writes a "$" as it stands).`,
      );
    }
    return captured.get(name);
  }
  // Most steps name no capture: they are sent as they stand, a copy made only where one does.
  return mapParts(value, (part) => withCaptured(part, captured));
}

/** The value at a dotted path of a context (`submitted.Code`), or why there is none. */
function valueAt(context: unknown, path: string): { value: unknown } | { missing: string } {
  let current: unknown = context;
  const parts = path.split('.');
  for (const [i, part] of parts.entries()) {
    if (typeof current !== 'object' || current === null || !(part in current)) {
      const here = parts.slice(0, i).join('.') || 'the context';
      const keys = typeof current === 'object' && current !== null ? Object.keys(current) : [];
      return { missing: `${here} has no "${part}"${keys.length ? ` (${hintFor(part, keys)})` : ''}` };
    }
    current = (current as Record<string, unknown>)[part];
  }
  return { value: current };
}

/**
 * How a file is read and replayed. Strict (the default, decision 039): a step, an `expect` or an `input` with a key
 * nobody reads, an empty file, an `expect` that asserts nothing, and an event the state cannot take all fail.
 * `lenient`: today's behaviour before decision 039, for a file that means it (the report says so).
 */
export interface StrictnessOptions {
  lenient?: boolean;
}

/** How a replay lets a caller watch its flows' actors (`portal test --coverage`): each flow's XState inspection. */
interface ReplayInOptions extends StrictnessOptions {
  inspect?: (flow: string, event: InspectionEvent) => void;
}

/** How `replayIn` runs a flow of a journey: what the journey captured so far is shared with the flows it runs. */
interface JourneyOptions extends ReplayInOptions {
  captured?: Captured;
}

/** The keys each step's object may have (those not listed are free-form: an event's fields, a snapshot, an input). */
const STEP_FIELDS: Partial<Record<string, readonly string[]>> = {
  run: ['flow', 'steps'],
  sendTo: ['actor', 'event'],
  chaos: ['failRate'],
  expect: ['state', 'context'],
};

export const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/** An `expect` that any flow meets: no state and no context, or only empty ones (`{"state": {}}`). */
export const assertsNothing = (expect: { state?: unknown; context?: unknown }) =>
  (expect.state === undefined || isEmptyObject(expect.state)) && (expect.context === undefined || isEmptyObject(expect.context));

/** Checks a file's shape: a list of one-key steps, the set-up steps before the first flow step. */
export function readReplaySteps(raw: unknown, options: StrictnessOptions = {}): ReplayStep[] {
  if (!Array.isArray(raw)) throw new ReplayFileError('A replay file is a JSON list of steps.');
  const strict = !options.lenient;
  if (strict && raw.length === 0)
    throw new ReplayFileError('The replay file has no steps: it would test nothing (--lenient lets it pass).');
  let started = false;
  return raw.map((step: unknown, i) => {
    const where = `Step ${i + 1}`;
    if (typeof step !== 'object' || step === null || Array.isArray(step)) throw new ReplayFileError(`${where} is not an object.`);
    const keys = Object.keys(step);
    const key = keys[0];
    if (keys.length !== 1 || key === undefined)
      throw new ReplayFileError(`${where} must have exactly one key (${[...SETUP_KEYS, ...STEP_KEYS].join(', ')}).`);
    const value = (step as Record<string, unknown>)[key];
    if ((SETUP_KEYS as readonly string[]).includes(key)) {
      if (started) throw new ReplayFileError(`${where}: "${key}" must come before the first send, wait, advance or expect.`);
    } else if ((STEP_KEYS as readonly string[]).includes(key)) started = true;
    else throw new ReplayFileError(`${where}: unknown step "${key}" (${hintFor(key, [...SETUP_KEYS, ...STEP_KEYS])}).`);
    const fail = (what: string) => new ReplayFileError(`${where}: "${key}" ${what}.`);
    const fields = STEP_FIELDS[key];
    if (strict && fields && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const unknown = Object.keys(value).find((k) => !fields.includes(k));
      if (unknown !== undefined) throw fail(`has an unknown key "${unknown}" (${hintFor(unknown, fields)})`);
    }
    switch (key) {
      case 'world':
        if (typeof value !== 'object' || value === null || (value as { format?: unknown }).format !== 'portal-mock-snapshot')
          throw fail('must be a mock backend snapshot');
        break;
      case 'token':
      case 'as':
      case 'wait':
        if (typeof value !== 'string' || value.trim() === '') throw fail('must be a non-empty string');
        break;
      case 'input':
        if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail('must be an object');
        checkRefs(value, fail);
        break;
      case 'run': {
        const run = value as { flow?: unknown; steps?: unknown } | null;
        if (typeof run !== 'object' || run === null || typeof run.flow !== 'string' || !Array.isArray(run.steps))
          throw fail('must be {"flow": "<flow>", "steps": [...]}');
        let inner: ReplayStep[];
        try {
          inner = readReplaySteps(run.steps, options);
        } catch (e) {
          throw fail(`has a bad step: ${e instanceof Error ? e.message : String(e)}`);
        }
        if (inner.some((x) => 'world' in x)) throw fail("cannot carry a world: the file's world is the one it runs in");
        break;
      }
      case 'send':
        if (typeof value !== 'object' || value === null || typeof (value as { type?: unknown }).type !== 'string')
          throw fail('must be an event with a "type"');
        checkRefs(value, fail);
        break;
      case 'sendTo': {
        const to = value as { actor?: unknown; event?: { type?: unknown } } | null;
        if (typeof to !== 'object' || to === null || typeof to.actor !== 'string' || typeof to.event?.type !== 'string')
          throw fail('must be {"actor": "<child id>", "event": {"type": …}}');
        checkRefs(to.event, fail);
        break;
      }
      case 'hold':
      case 'release':
        if (value !== true) throw fail('must be true');
        break;
      case 'chaos': {
        const rate = (value as { failRate?: unknown } | null)?.failRate;
        if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) throw fail('must be {"failRate": <0..1>}');
        break;
      }
      case 'capture': {
        const names = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
        if (names.length === 0) throw fail('must name at least one value: {"<name>": "<context path>"}');
        for (const [name, path] of names) {
          if (!CAPTURE_NAME.test(name)) throw fail(`names "${name}", which is no name (letters, digits and _, not first a digit)`);
          if (typeof path !== 'string' || path.trim() === '') throw fail(`must give "${name}" a context path such as "result.code"`);
        }
        break;
      }
      case 'advance':
        if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw fail('must be a whole number of ms, 0 or more');
        break;
      case 'expect':
        if (typeof value !== 'object' || value === null || !('state' in value || 'context' in value))
          throw fail('must give "state", "context" or both');
        if (strict && assertsNothing(value)) throw fail('asserts nothing: an empty state and context match any flow');
        break;
    }
    return step as ReplayStep;
  });
}

const describeStep = (step: ReplayStep): string => {
  if ('send' in step) return `send ${JSON.stringify(step.send)}`;
  if ('sendTo' in step) return `send to ${step.sendTo.actor} ${JSON.stringify(step.sendTo.event)}`;
  if ('chaos' in step) return `chaos failRate ${step.chaos.failRate}`;
  if ('hold' in step) return 'hold the answers';
  if ('release' in step) return 'release the answers';
  if ('run' in step) return `run ${step.run.flow} (${step.run.steps.length} steps)`;
  if ('wait' in step) return `wait ${step.wait}`;
  if ('advance' in step) return `advance ${step.advance} ms`;
  if ('expect' in step) return `expect ${JSON.stringify(step.expect)}`;
  if ('capture' in step) return `capture ${JSON.stringify(step.capture)}`;
  return '';
};

/** Promise actors (the backend's answers) still running anywhere in the actor tree. */
function isBusy(actor: AnyActorRef): boolean {
  const snapshot = actor.getSnapshot() as { children?: Record<string, AnyActorRef> };
  const children = Object.values(snapshot.children ?? {});
  return children.some((child) => {
    const s = child.getSnapshot() as { status: string; children?: unknown };
    if (s.status !== 'active') return false;
    return s.children === undefined || isBusy(child);
  });
}

/** A child by id, through nested children ("editor.form"). */
function childAt(actor: AnyActorRef, path: string): AnyActorRef | undefined {
  let current: AnyActorRef | undefined = actor;
  for (const id of path.split('.')) {
    current = (current?.getSnapshot() as { children?: Record<string, AnyActorRef> } | undefined)?.children?.[id];
  }
  return current;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How long `settle` waits for one backend call to be answered before the step reads the state as it is. */
const CALL_LIMIT_MS = 30_000;
/**
 * Yields with no call under way before `settle` takes the busy actors left for ones that never end (a listener of
 * the change bus, the tabs link): every settle of such a flow spends all of them, so they are most of a suite's
 * CPU (`portal test --paths`, 461 replays: 33 s of CPU with 100,000, 8 s with 1,000, load 12, decision 042).
 * Answers that come by promise jobs alone (no call counted) take far fewer; a call under way is waited for in time.
 */
const MAX_QUIET_YIELDS = 1_000;

/**
 * Lets the backend answer whatever the machine asked, until no call is under way (bounded). XState starts an
 * invoked call in the same turn as the transition that enters it, so "nothing under way" right after a send
 * means there is nothing to wait for; an answer that leads to another call shows as busy again at once.
 */
async function settle(world: HeadlessWorld, actor: AnyActorRef): Promise<void> {
  const giveUpAt = performance.now() + CALL_LIMIT_MS;
  for (let i = 0; isBusy(actor); i++) {
    if (world.callsUnderWay() > 0 || codeUnderWay() > 0) {
      // An answer being made is waited for in time, not in turns: it can wait on a timer or on libuv's thread pool
      // (the PDF's deflate), and a loaded machine spun through the turns before it came. So is code a machine
      // fetches on demand (its module loading from disk).
      if (performance.now() > giveUpAt) return;
      i = 0;
      await turn();
    } else if (i >= MAX_QUIET_YIELDS) {
      // Only actors that never end are left (a listener): nothing to wait for.
      return;
    } else {
      // Most answers arrive through promise jobs alone: yield those first, and a whole event-loop turn only after.
      await (i % 64 === 63 ? turn() : Promise.resolve());
    }
  }
}

type ClockTimers = { timeouts: Map<unknown, { start: number; timeout: number }> };
const dueTimes = (world: HeadlessWorld) => [...(world.clock as unknown as ClockTimers).timeouts.values()].map((t) => t.start + t.timeout);
const MAX_TIMERS_PER_ADVANCE = 100_000;

/** Steps the simulated clock timer by timer, as a user lives the time, letting each timer's effects settle. */
async function advance(world: HeadlessWorld, actor: AnyActorRef, ms: number): Promise<void> {
  const target = world.clock.now() + ms;
  for (let fired = 0; fired < MAX_TIMERS_PER_ADVANCE; fired++) {
    const due = dueTimes(world).filter((at) => at <= target);
    const next = due.length ? Math.max(Math.min(...due), world.clock.now()) : target;
    const delta = next - world.clock.now();
    await world.advanceBackend(delta);
    world.clock.increment(delta);
    await settle(world, actor);
    if (next === target && !dueTimes(world).some((at) => at <= target)) return;
  }
  throw new Error(`More than ${MAX_TIMERS_PER_ADVANCE} timers fired in one advance: the flow keeps scheduling itself.`);
}

/** The user events a state takes (its transitions' event types, without XState's own and the wildcard). */
function acceptedEvents(snapshot: AnyMachineSnapshot): string[] {
  const types = getNextTransitions(snapshot).map((t) => t.eventType as string);
  return [...new Set(types.filter((type) => type !== '' && type !== '*' && !type.startsWith('xstate.')))].sort();
}

/**
 * Why an actor would drop this event (strict replays fail the step there), or undefined when it takes it. An actor
 * that is no state machine (a callback, a promise) has no `can`: what it does with an event is its own.
 */
function refusal(actor: AnyActorRef, event: EventObject, who: string): string | undefined {
  const snapshot = actor.getSnapshot() as Partial<AnyMachineSnapshot>;
  if (typeof snapshot.can !== 'function' || snapshot.value === undefined) return undefined;
  if (snapshot.status !== 'active') return `The ${who} has ended (${snapshot.status}): it takes no "${event.type}".`;
  // The payload first (decision 046): a guard may read a field the event lacks.
  const wrong = payloadRefusal(eventSchemasOf((actor as { logic?: unknown }).logic) ?? {}, event);
  if (wrong) return `The ${who} refuses this "${event.type}": ${wrong}.`;
  if (snapshot.can(event)) return undefined;
  const state = stateLabel(snapshot.value);
  const accepted = acceptedEvents(snapshot as AnyMachineSnapshot);
  if (accepted.includes(event.type))
    return `The ${who} in state "${state}" takes "${event.type}" only when its guard allows, and it did not with this event and context: nothing would happen.`;
  return `The ${who} in state "${state}" cannot take "${event.type}" (${hintFor(event.type, accepted)}).`;
}

/** Signs a persona in, or says why not: an address no demo persona has, or the refusal, named (exit 1 at the step). */
async function signInAs(world: HeadlessWorld, email: string): Promise<string | undefined> {
  try {
    await world.signIn(email);
    return undefined;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const known = personas.map((p) => p.email);
    if (!known.includes(email.trim().toLowerCase()))
      return `"as" names ${email}, which is no demo persona (${hintFor(email, known)}); the sign-in said: ${message}`;
    // A backend that refuses a demo persona (or answers 500): the call and its status.
    if (isApiError(e)) return `Could not sign in as ${email} (${e.endpoint} answered ${e.status ?? 'nothing'}: ${message})`;
    return `"as" could not sign ${email} in: ${message}`;
  }
}

export interface ReplayOptions extends StrictnessOptions {
  flow: string;
  steps: ReplayStep[];
  scenario: string;
  seed: number;
  /** Replay against a backend over HTTP (its API base and test controls) instead of the in-process one. */
  remote?: RemoteWorldOptions;
}

/**
 * Replays a file in a world of its own: the file's snapshot, or the scenario seeded afresh; with `remote`, the
 * target reset to the scenario and seed through its reset control (as it is when it has none).
 */
export async function replay(options: ReplayOptions): Promise<ReplayReport> {
  const flow = requireFlow(options.flow);
  const worldStep = options.steps.find((s): s is { world: WorldSnapshot } => 'world' in s);
  if (options.remote) {
    // A snapshot cannot be loaded into a target: the protocol resets to named scenarios only.
    if (worldStep) return skippedAt(await createRemoteWorld(options.remote), flow.name, options.steps.indexOf(worldStep) + 1, 'world');
    const world = await remoteWorldAt(options.remote, options.scenario, options.seed);
    return replayIn(world, flow.name, options.steps, { lenient: options.lenient });
  }
  const world = await createHeadlessWorld({
    scenario: options.scenario,
    seed: options.seed,
    ...(worldStep ? { world: worldStep.world } : {}),
  });
  return replayIn(world, flow.name, options.steps, { lenient: options.lenient });
}

/** Runs a step's action: the name of the test control it needed and the world lacks, or null. */
async function lackingControl(world: HeadlessWorld, action: () => Promise<unknown>): Promise<string | null> {
  try {
    await action();
  } catch (e) {
    if (e instanceof ControlMissing) return e.control;
    throw e;
  }
  return world.takeMissingControl();
}

/** A replay that stopped before its step `index`, which needs a control the world lacks. */
function skippedAt(world: HeadlessWorld, flow: string, index: number, control: string, steps: StepReport[] = []): ReplayReport {
  const message = new ControlMissing(control).message;
  return {
    flow,
    scenario: world.scenario,
    seed: world.seed,
    steps,
    ok: false,
    skipped: { index, control, message },
    finalState: '',
    finalContext: {},
  };
}

function requireFlow(name: string): FlowDefinition {
  const flow = flowNamed(name);
  if (!flow) throw new ReplayFileError(`Unknown flow "${name}". \`portal flows\` lists them.`);
  return flow;
}

/** Replays a file in a world already made (its `world` step is the caller's business): many runs, one seeding. */
export async function replayIn(
  world: HeadlessWorld,
  flowName: string,
  steps: ReplayStep[],
  options: JourneyOptions = {},
): Promise<ReplayReport> {
  const flow = requireFlow(flowName);
  const strict = !options.lenient;
  const captured: Captured = options.captured ?? new Map<string, unknown>();
  const journey: JourneyOptions = { ...options, captured };
  const setup = steps.filter((s) => SETUP_KEYS.some((k) => k in s));
  const given: GivenInput = {};
  /** The input step (1-based) each given key came from, to name it when the flow does not read the key. */
  const givenAt = new Map<string, number>();
  world.useToken(null);
  await world.setFailRate(0);
  // Calls an earlier replay left held are never sent: this one starts with a backend that answers.
  world.answers.drop();
  // A report names the secrets its own replay met (a journey's runs share them): a world replayed many times
  // (`npm run bench`'s 1,000 logins) would otherwise search every string it prints for every earlier session's token.
  if (!options.captured) world.secrets.clear();
  const earlier: StepReport[] = [];
  const stopped = (index: number, message: string, diff?: string[]): ReplayReport => ({
    flow: flow.name,
    scenario: world.scenario,
    seed: world.seed,
    ...(strict ? {} : { lenient: true as const }),
    steps: earlier,
    ok: false,
    failure: { index, message, ...(diff ? { diff } : {}) },
    finalState: '',
    finalContext: {},
  });
  for (const [i, step] of setup.entries()) {
    if ('token' in step) {
      try {
        world.useToken(String(withCaptured(step.token, captured)));
      } catch (e) {
        if (!(e instanceof ReplayStepError)) throw e;
        return stopped(i + 1, e.message);
      }
    }
    if ('as' in step) {
      const refused = await signInAs(world, step.as);
      if (refused) return stopped(i + 1, refused);
    }
    if ('run' in step) {
      const token = world.env.token;
      const run = await replayIn(world, step.run.flow, step.run.steps, journey);
      world.useToken(token);
      await world.setFailRate(0);
      earlier.push({ index: i + 1, step: describeStep(step), state: run.finalState, changed: [] });
      if (run.skipped) return skippedAt(world, flow.name, i + 1, run.skipped.control, earlier);
      if (!run.ok)
        return stopped(
          i + 1,
          `The run of ${step.run.flow} failed at its step ${run.failure?.index}: ${run.failure?.message}`,
          run.failure?.diff,
        );
    }
    if ('input' in step) {
      try {
        Object.assign(given, await resolveRefs(withCaptured(step.input, captured), world));
      } catch (e) {
        if (e instanceof ControlMissing) return skippedAt(world, flow.name, i + 1, e.control, earlier);
        if (!(e instanceof ReplayStepError)) throw e;
        return stopped(i + 1, e.message);
      }
      for (const key of Object.keys(step.input)) givenAt.set(key, i + 1);
    }
  }

  // Chaos or a hold before any other flow step holds from the flow's start, so the call a page makes on opening
  // can fail, or stay under way.
  for (const [i, step] of steps.slice(setup.length).entries()) {
    if ('hold' in step) {
      world.answers.hold();
      continue;
    }
    if (!('chaos' in step)) break;
    const lacking = await lackingControl(world, () => world.setFailRate(step.chaos.failRate));
    if (lacking) return skippedAt(world, flow.name, setup.length + i + 1, lacking, earlier);
  }
  // The flow's input is what its manifest reads of `given` when it makes the machine and its input: a key it never
  // reads is a misspelling or a field of another flow (decision 039).
  const read = new Set<string>();
  const watched = new Proxy(given, {
    get: (target, key, receiver) => {
      if (typeof key === 'string') read.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  const { inspect } = options;
  const actor = createActor(flow.machine(watched, world.env), {
    clock: world.clock,
    input: flow.input(world.env, watched),
    ...(inspect ? { inspect: (event: InspectionEvent) => inspect(flow.name, event) } : {}),
  });
  const unread = strict ? [...givenAt.keys()].find((key) => !read.has(key)) : undefined;
  if (unread !== undefined)
    return stopped(
      givenAt.get(unread) ?? 0,
      `"input" has the key "${unread}", which the flow ${flow.name} does not read (${read.size ? hintFor(unread, [...read].sort()) : 'it reads no input'}).`,
    );
  const report: ReplayReport = {
    flow: flow.name,
    scenario: world.scenario,
    seed: world.seed,
    ...(strict ? {} : { lenient: true as const }),
    steps: earlier,
    ok: true,
    finalState: '',
    finalContext: {},
  };
  const failures: Error[] = [];
  actor.subscribe({ error: (e) => void failures.push(e instanceof Error ? e : new Error(String(e))) });
  actor.start();
  await settle(world, actor);

  let before = contextView(actor.getSnapshot().context);
  /** What the report prints of a context: the backend's secrets by their labels (report-secrets.ts). */
  const printed = (view: Record<string, unknown>) => world.secrets.redact(view) as Record<string, unknown>;
  /** The last step's printed view, while the secrets it was printed with still hold (the next step's `before`). */
  let printedBefore: { view: Record<string, unknown>; secrets: number } | null = null;
  const record = (index: number, step: ReplayStep, lenient?: string) => {
    const after = contextView(actor.getSnapshot().context);
    const secrets = world.secrets.version;
    const was = printedBefore?.secrets === secrets ? printedBefore.view : printed(before);
    const now = printed(after);
    report.steps.push({
      index,
      step: describeStep(step),
      state: stateLabel(actor.getSnapshot().value),
      changed: diffContext(was, now),
      ...(lenient ? { lenient } : {}),
    });
    before = after;
    printedBefore = { view: now, secrets };
  };

  /**
   * Ends the replay at this step when the world met trouble that is not the flow's: a test control it lacks (the
   * step is skipped) or an answer that broke the contract (the step fails, naming the flow, the step and the call).
   */
  const stoppedByWorld = (index: number, step: ReplayStep, lacking: string | null): boolean => {
    const broken = lacking ? null : world.takeBrokenAnswer();
    if (!lacking && !broken) return false;
    record(index, step);
    report.ok = false;
    if (lacking) report.skipped = { index, control: lacking, message: new ControlMissing(lacking).message };
    else
      report.failure = {
        index,
        message: `The backend broke the contract in ${flow.name}, step ${index} (${describeStep(step)}): ${broken}`,
      };
    return true;
  };

  try {
    let index = setup.length;
    for (const step of steps.slice(setup.length)) {
      index++;
      // What the flow met before this step (the calls it makes on starting) is this step's to report.
      if (stoppedByWorld(index, step, world.takeMissingControl())) break;
      /** A test control the step needed and the world lacks: the step is skipped, and the replay ends there. */
      let lacking: string | null = null;
      /** What a strict replay would have failed at this step, said in a lenient one's report. */
      let dropped: string | undefined;
      let resolved: unknown;
      try {
        resolved =
          'send' in step
            ? await resolveRefs(withCaptured(step.send, captured), world)
            : 'sendTo' in step
              ? await resolveRefs(withCaptured(step.sendTo.event, captured), world)
              : 'expect' in step
                ? withCaptured(step.expect, captured)
                : null;
      } catch (e) {
        if (e instanceof ControlMissing && stoppedByWorld(index, step, e.control)) break;
        if (!(e instanceof ReplayStepError)) throw e;
        record(index, step);
        report.ok = false;
        report.failure = { index, message: e.message };
        break;
      }
      if ('send' in step || 'sendTo' in step) {
        // The flow itself, or the child a view sends to (a dialog's form), by its id.
        const target = 'send' in step ? actor : childAt(actor, step.sendTo.actor);
        if (!target) {
          record(index, step);
          report.ok = false;
          report.failure = {
            index,
            message: `No child actor "${'sendTo' in step ? step.sendTo.actor : ''}" in state "${stateLabel(actor.getSnapshot().value)}".`,
          };
          break;
        }
        const refused = refusal(target, resolved as EventObject, 'send' in step ? `flow ${flow.name}` : `child "${step.sendTo.actor}"`);
        if (refused && strict) {
          record(index, step);
          report.ok = false;
          report.failure = { index, message: refused };
          break;
        }
        dropped = refused;
        target.send(resolved);
        await settle(world, actor);
      } else if ('chaos' in step) {
        lacking = await lackingControl(world, () => world.setFailRate(step.chaos.failRate));
      } else if ('hold' in step) {
        world.answers.hold();
      } else if ('release' in step) {
        world.answers.release();
        await settle(world, actor);
      } else if ('advance' in step) {
        lacking = await lackingControl(world, () => advance(world, actor, step.advance));
      } else if ('wait' in step) {
        await settle(world, actor);
        if (stoppedByWorld(index, step, world.takeMissingControl())) break;
        const now = stateLabel(actor.getSnapshot().value);
        if (!matchesPartial(actor.getSnapshot().value, step.wait)) {
          record(index, step);
          report.ok = false;
          report.failure = {
            index,
            message: `Waited for "${step.wait}", but the flow rests in "${now}" (nothing under way: it waits for an event or for time to pass).`,
          };
          break;
        }
      } else if ('capture' in step) {
        const context = actor.getSnapshot().context as unknown;
        const missing = Object.entries(step.capture).flatMap(([name, path]) => {
          const found = valueAt(context, path);
          if ('missing' in found) return [`"${name}" from "${path}": ${found.missing}`];
          captured.set(name, found.value);
          return [];
        });
        if (missing.length) {
          record(index, step);
          report.ok = false;
          report.failure = { index, message: `Nothing to capture: ${missing.join('; ')}.` };
          break;
        }
      } else if ('expect' in step) {
        const wanted = resolved as typeof step.expect;
        const diff: string[] = [];
        if (wanted.state !== undefined && !matchesPartial(actor.getSnapshot().value, wanted.state)) {
          diff.push(`- state: ${JSON.stringify(wanted.state)}`, `+ state: ${JSON.stringify(stateLabel(actor.getSnapshot().value))}`);
        }
        if (wanted.context) {
          const actual = contextView(actor.getSnapshot().context);
          for (const [key, expected] of Object.entries(wanted.context)) {
            if (!(key in actual))
              diff.push(
                `- context.${key}: ${JSON.stringify(expected)}  (the context has no "${key}": ${hintFor(key, Object.keys(actual))})`,
              );
            else if (!matchesPartial(actual[key], expected))
              diff.push(
                `- context.${key}: ${JSON.stringify(expected)}`,
                `+ context.${key}: ${JSON.stringify(world.secrets.redact(actual[key]))}`,
              );
          }
        }
        if (diff.length) {
          record(index, step);
          report.ok = false;
          report.failure = { index, message: 'Expectation failed.', diff };
          break;
        }
      }
      if (stoppedByWorld(index, step, lacking ?? world.takeMissingControl())) break;
      record(index, step, dropped);
      const failure = failures.shift();
      if (failure) {
        report.ok = false;
        report.failure = { index, message: `The flow failed: ${failure.message}` };
        break;
      }
    }
  } finally {
    report.finalState = stateLabel(actor.getSnapshot().value);
    report.finalContext = printed(contextView(actor.getSnapshot().context));
    actor.stop();
    // What is still held stays unsent: a journey's next flow, or the suite's next case, finds the backend answering.
    world.answers.drop();
  }
  return report;
}

/** The human form of a report: one line a step, then the changed context fields indented. */
export function formatReport(report: ReplayReport): string {
  const lines = [
    `replay ${report.flow} (scenario ${report.scenario}, seed ${report.seed}${report.lenient ? ', lenient: not strict' : ''})`,
  ];
  for (const step of report.steps) {
    lines.push(`${String(step.index).padStart(3)}  ${step.step}  →  ${step.state}`);
    for (const change of step.changed) lines.push(`       ${change.key}: ${change.before} → ${change.after}`);
    if (step.lenient) lines.push(`       lenient: ${step.lenient}`);
  }
  if (report.skipped) {
    lines.push(`SKIPPED at step ${report.skipped.index}: ${report.skipped.message} (the steps after it were not run)`);
  } else if (report.failure) {
    lines.push(`FAILED at step ${report.failure.index}: ${report.failure.message}`);
    for (const line of report.failure.diff ?? []) lines.push(`  ${line}`);
  } else lines.push(`ok: ${report.steps.length} step(s), ends in ${report.finalState}`);
  return `${lines.join('\n')}\n`;
}
