// The shortest way to every state of a flow, each written as a replay file (docs/flows/README.md): xstate/graph
// walks the machine's pure transitions with the flow's sample events (its manifest's `paths`), then each step
// becomes what a tester does — `send` a user event, `wait` where a backend call settles, `advance` a delay —
// ending in an `expect` of the target. States no replay can rest in are listed with the reason, never dropped.
import { getShortestPaths } from 'xstate/graph';
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { FlowDefinition, FlowPathAnswer, FlowPaths, FlowPathStart, GivenInput, ScenarioFacts } from '#machines/flow-manifest.ts';
import { CHAOS_FAILURE_MESSAGE } from '#mocks/core/build-handlers.ts';
import { LIMIT_WINDOW_MS } from '#mocks/domain/attempt-limit.ts';
import { tooManyAttemptsMessage } from '#contract/access-messages.ts';
import { ApiError } from '../../src/api';
import { DESCRIBE_ENV } from '../headless/describe-env';
import { stateLabel } from '#machines/state-label.ts';
import { loadEvents } from '#machines/flow-samples.ts';
import { eventSchemasOf } from '#machines/event-schema-registry.ts';
import { smallestEvent } from './event-payloads';
import { assertsNothing, isEmptyObject, type ReplayStep } from '../headless/replay';
import { contextView, diffContext } from '../headless/context-view';
import { describedMachine } from './flow-machine';
import { allStates, nodeAt, readGraph, takenKey, type FlowGraph, type GraphTransition } from './machine-graph';

interface FlowPath {
  /** The state reached, as `wait` and `expect` name it (parallel states as JSON). */
  target: string;
  steps: ReplayStep[];
}

interface SkippedTarget {
  target: string;
  reason: string;
}

export interface FlowPathSet {
  flow: string;
  paths: FlowPath[];
  skipped: SkippedTarget[];
}

/** The flow manifest a flow is written in: the area.ts of its machine's folder (decision 029). */
const manifestOf = (flow: FlowDefinition) => `${flow.source.split('/').slice(0, 2).join('/')}/area.ts`;

/** The sample data of a flow, as its manifest gives it for the seeded world (`facts`), else one bare start. */
export const pathsOf = (flow: FlowDefinition, facts: ScenarioFacts): FlowPaths => flow.paths?.(facts) ?? { starts: [{}] };

/** A value sent to the outbox, `{"$outbox": {to, match, sample?}}`, resolved by the replay (cli/headless/replay.ts). */
type OutboxRef = { $outbox: { to: string; match: string; sample?: string } };
const isPlain = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
const isRef = (value: unknown): value is OutboxRef => isPlain(value) && Object.keys(value).length === 1 && isPlain(value.$outbox);
const hasRef = (value: unknown): boolean =>
  isRef(value) || (Array.isArray(value) ? value.some(hasRef) : isPlain(value) && Object.values(value).some(hasRef));
/** Each reference replaced (`of`), the rest kept as it is (an event's error object stays the same object). */
function mapRefs(value: unknown, of: (ref: OutboxRef) => unknown): unknown {
  if (!hasRef(value)) return value;
  if (isRef(value)) return of(value);
  if (Array.isArray(value)) return value.map((v) => mapRefs(v, of));
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, mapRefs(v, of)]));
}
/** The walk has no backend: a reference stands for its `sample` (a code of the right shape), else a placeholder text. */
const standIn = <T>(value: T): T => mapRefs(value, (ref) => ref.$outbox.sample ?? 'from-the-outbox') as T;
/** A replay file carries the reference alone, without the walk's sample. */
const asWritten = <T>(value: T): T => mapRefs(value, ({ $outbox: { to, match } }) => ({ $outbox: { to, match } })) as T;

/** Every dotted state path a state value is in ("ready.idle" → ready, ready.idle); parallel regions all count. */
function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [`${prefix}${key}`, ...activePaths(inner, `${prefix}${key}.`)]);
}

/** The longest single path of a value that `wait` can name: a parallel state is waited for by its own name. */
function waitLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length !== 1) return '';
  const [key, inner] = entries[0] as [string, unknown];
  const rest = waitLabel(inner);
  return rest ? `${key}.${rest}` : key;
}

type AnyEvent = EventObject & Record<string, unknown>;

interface Walk {
  machine: AnyStateMachine;
  graph: FlowGraph;
  start: FlowPathStart;
  context: string[];
  /** The event each walked snapshot was reached by (what may fail next depends on it). */
  arrivals: WeakMap<AnyMachineSnapshot, EventObject>;
  /**
   * The user-event transition (machine-graph's `key`) each walked snapshot was last moved by: part of a state's
   * identity in the walk, so the shortest way to take every such transition is found, not only to every state.
   */
  lastUser: WeakMap<AnyMachineSnapshot, string | undefined>;
  /** The call under way in each snapshot asked about (callUnderWay), or undefined. */
  underWay: WeakMap<AnyMachineSnapshot, string | undefined>;
  /** The flow's input, as the walk started it. */
  input: unknown;
}

/**
 * The error of a call failed by chaos, as the API client reports the fake backend's 503: a replay gets it with a
 * `{"chaos": {"failRate": 1}}` step before the step that makes the call.
 */
const CHAOS_ERROR = new ApiError('http', CHAOS_FAILURE_MESSAGE, 503);
/** A limit used up (FlowPathAnswer `limited`): the fake backend's 429, its Retry-After the whole window. */
const LIMIT_WAIT_SECONDS = LIMIT_WINDOW_MS / 1000;
const LIMITED_ERROR = new ApiError('http', tooManyAttemptsMessage(LIMIT_WAIT_SECONDS), 429, undefined, LIMIT_WAIT_SECONDS);
const isChaos = (event: EventObject | undefined) => (event as { error?: unknown } | undefined)?.error === CHAOS_ERROR;

/** A held start's backend readiness (cli/headless/answer-gate.ts): what never settles in the walk. */
const NOT_YET: PromiseLike<unknown> = new Promise(() => {});

const srcOf = (t: GraphTransition) => t.label.slice(t.kind.length + 2);

/** Whether an invoked actor is a backend call (a promise), not a child machine (a form the view drives…). */
const isCall = (walk: Walk, src: string) => {
  const logic = (walk.machine.implementations.actors as Record<string, unknown>)[src] as { getStateNodeById?: unknown } | undefined;
  return logic !== undefined && typeof logic.getStateNodeById !== 'function';
};

const delayOf = (walk: Walk, t: GraphTransition, snapshot: AnyMachineSnapshot): number => {
  const raw = nodeAt(walk.machine, t.source).after.find((a) => a.eventType === t.eventType)?.delay;
  const impl = typeof raw === 'string' ? (walk.machine.implementations.delays as Record<string, unknown>)[raw] : raw;
  if (typeof impl === 'number') return impl;
  if (typeof impl === 'function')
    return Number(
      (impl as (a: { context: unknown; event: unknown }) => unknown)({ context: snapshot.context, event: { type: t.eventType } }),
    );
  throw new Error(`The delay "${String(t.delay)}" of ${walk.graph.id} has no value.`);
};

const answerOf = (walk: Walk, actor: string, snapshot: AnyMachineSnapshot): FlowPathAnswer | undefined => {
  const answer = walk.start.answers?.[actor];
  return typeof answer === 'function' ? answer(snapshot.context as Record<string, unknown>) : answer;
};

const samplesOf = (given: NonNullable<FlowPathStart['events']>, snapshot: AnyMachineSnapshot) =>
  typeof given === 'function' ? given(snapshot.context as Record<string, unknown>) : given;

const canTake = (snapshot: AnyMachineSnapshot, event: AnyEvent) => {
  try {
    return snapshot.can(standIn(event));
  } catch {
    // A guard that throws on a sample: the walk's own transition keeps the state as it was.
    return true;
  }
};

/** The events the traversal tries in a snapshot: the sample user events, the delays, the calls' likely answers. */
function eventsFor(walk: Walk, snapshot: AnyMachineSnapshot): AnyEvent[] {
  const active = new Set(['', ...activePaths(snapshot.value)]);
  const seen = new Set<string>();
  const events: AnyEvent[] = [];
  // Chaos fails every call from the step that sets it: a call started by another actor's answer can fail only when
  // that answer was itself a failure (chaos still holds), so the first call of a chain is the one a path fails.
  const arrival = walk.arrivals.get(snapshot);
  const chained = arrival !== undefined && /^xstate\.(done|error)\.actor\./.test(arrival.type);
  const underChaos = chained && isChaos(arrival);
  for (const t of walk.graph.transitions) {
    if (!active.has(t.source) || seen.has(t.eventType) || ['always', 'state-done', 'raised'].includes(t.kind) || t.eventType.includes('*'))
      continue;
    seen.add(t.eventType);
    if (t.kind === 'event') {
      const given = walk.start.events;
      const samples = given ? samplesOf(given, snapshot).filter((e) => e.type === t.eventType) : [];
      // Without samples, the smallest event its schema takes (a replay refuses one without the fields it needs).
      const smallest = given ? undefined : smallestEvent(eventSchemasOf(walk.machine) ?? {}, t.eventType);
      const tried: AnyEvent[] = smallest ? [smallest] : samples.map((e) => ({ ...e }));
      // Every loader's retry, reload and heard change carry nothing, so they need no sample to be tried.
      if (given && !samples.length && loadEvents.some((e) => e.type === t.eventType)) tried.push({ type: t.eventType });
      // An event the state would drop (XState's `can`: no target, no action) is one a strict replay refuses to send.
      events.push(...tried.filter((e) => canTake(snapshot, e)));
    } else if (t.kind === 'after') events.push({ type: t.eventType });
    else {
      const actor = srcOf(t);
      const doneType = t.eventType.replace('xstate.error.actor.', 'xstate.done.actor.');
      const errorType = t.eventType.replace('xstate.done.actor.', 'xstate.error.actor.');
      const answer = answerOf(walk, actor, snapshot);
      seen.add(doneType).add(errorType);
      if (answer === 'none') continue;
      if (!isCall(walk, actor)) {
        // A child machine ends only as the sample data says: a form filled and submitted, a timer run out.
        if (typeof answer === 'object') events.push({ type: doneType, output: answer.done });
        continue;
      }
      if (underChaos) {
        events.push({ type: errorType, error: CHAOS_ERROR });
        continue;
      }
      if (answer === 'limited') events.push({ type: errorType, error: LIMITED_ERROR });
      if (answer === 'error') events.push({ type: errorType, error: new Error('Refused (a sample answer).') });
      if ((answer === undefined || answer === 'fail') && !chained) events.push({ type: errorType, error: CHAOS_ERROR });
      if (answer === undefined || typeof answer === 'object') events.push({ type: doneType, output: answer?.done });
    }
  }
  return events;
}

/** A pure transition that a sample answer cannot break: an action that throws on it leaves the state as it was
 * (DEBUG_PATHS=1 prints why). */
function tolerant(machine: AnyStateMachine, arrivals: Walk['arrivals']): AnyStateMachine {
  const transition = machine.transition.bind(machine);
  return new Proxy(machine, {
    get(target, key, receiver) {
      if (key === 'transition') {
        return (snapshot: AnyMachineSnapshot, event: EventObject, scope: unknown) => {
          // Actions that read `self.getSnapshot()` (what a child form holds, kept on exit) see the snapshot walked.
          const actorScope = scope as { self: object };
          const self = new Proxy(actorScope.self, {
            get: (t, k, r) => (k === 'getSnapshot' ? () => snapshot : (Reflect.get(t, k, r) as unknown)),
          });
          try {
            let next = transition(snapshot, standIn(event), { ...actorScope, self } as never);
            // XState gives the same snapshot back when a transition only acts outside it (sends to a child): a copy
            // is a move of its own, so the walk tells the transition taken (`lastUser`) from staying put.
            if (next === snapshot && machine.getTransitionData(snapshot as never, standIn(event)).length)
              next = Object.assign(Object.create(Object.getPrototypeOf(snapshot) as object) as object, snapshot) as AnyMachineSnapshot;
            arrivals.set(next, event);
            return next;
          } catch (e) {
            if (process.env.DEBUG_PATHS) console.error(event.type, e);
            return snapshot;
          }
        };
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

const transitionFor = (walk: Walk, from: AnyMachineSnapshot, type: string): GraphTransition | undefined => {
  const active = new Set(['', ...activePaths(from.value)]);
  return walk.graph.transitions.find((t) => t.eventType === type && active.has(t.source));
};

/** The user-event transition an event takes in a snapshot, guard branch and all; none for answers, delays, no-ops. */
function userKeyOf(walk: Walk, from: AnyMachineSnapshot, event: EventObject): string | undefined {
  if (transitionFor(walk, from, event.type)?.kind !== 'event') return undefined;
  try {
    const taken = walk.machine.getTransitionData(from as never, standIn(event));
    return taken[0] ? takenKey(taken[0] as never) : undefined;
  } catch {
    // A guard that throws on a sample: the walk's own transition keeps the state as it was.
    return undefined;
  }
}

/** Whether a state only passes by: a backend call (a promise actor) is under way in it, and a replay settles calls. */
function callUnderWay(walk: Walk, snapshot: AnyMachineSnapshot): string | undefined {
  // Asked of the same snapshots again and again (each path's moves): once each.
  if (walk.underWay.has(snapshot)) return walk.underWay.get(snapshot);
  const src = firstCallIn(walk, snapshot);
  walk.underWay.set(snapshot, src);
  return src;
}

function firstCallIn(walk: Walk, snapshot: AnyMachineSnapshot): string | undefined {
  const active = new Set(activePaths(snapshot.value));
  const actors = walk.machine.implementations.actors as Record<string, unknown>;
  for (const state of allStates(walk.graph)) {
    if (!active.has(state.path)) continue;
    for (const src of state.invokes) {
      const logic = actors[src] as { getStateNodeById?: unknown } | undefined;
      const answer = answerOf(walk, src, snapshot);
      // A timed answer is waited for by advancing the clock; one that never comes (`none`) is no call to settle.
      const timed = typeof answer === 'object' && answer.after !== undefined;
      if (logic && typeof logic.getStateNodeById !== 'function' && !timed && answer !== 'none') return src;
    }
  }
  return undefined;
}

/** Whether a pair is an answer that comes by itself (not a child form the replay fills in first). */
function isCallAnswer(walk: Walk, pair: { from: AnyMachineSnapshot; event: EventObject } | undefined): boolean {
  const t = pair && transitionFor(walk, pair.from, pair.event.type);
  if (!pair || !t || !['done', 'error'].includes(t.kind)) return false;
  const answer = answerOf(walk, srcOf(t), pair.from);
  return !(typeof answer === 'object' && answer.fill);
}

/** The walk's snapshots from the start along these events, each from the one before it. */
function walkedAlong(walk: Walk, events: EventObject[]): AnyMachineSnapshot[] {
  const logic = tolerant(walk.machine, new WeakMap());
  const out = [initialTransition(logic as never, walk.input as never)[0] as AnyMachineSnapshot];
  for (const event of events) out.push(transition(logic as never, out.at(-1) as never, event as never)[0] as AnyMachineSnapshot);
  return out;
}

type WalkedPath = { state: AnyMachineSnapshot; steps: Array<{ state: AnyMachineSnapshot; event: EventObject }> };
type Pair = { from: AnyMachineSnapshot; event: EventObject; to: AnyMachineSnapshot };

/** getShortestPaths lists each state with the event that led to it, the first being xstate.init: the moves. */
const pairsOf = (path: WalkedPath): Pair[] =>
  path.steps.slice(1).map((s, i) => ({ from: (path.steps[i] as { state: AnyMachineSnapshot }).state, event: s.event, to: s.state }));

/** Whether a move is an invoked actor's answer (a call's, or a child form's end), not a user event or a delay. */
const isAnswer = (walk: Walk, pair: Pair) => ['done', 'error'].includes(transitionFor(walk, pair.from, pair.event.type)?.kind ?? '');

/** Where a path's replay holds the backend's answers (`hold`) and lets them come (`release`), by move. */
interface Holding {
  holds: Set<number>;
  releases: Set<number>;
  /** It ends with the answers held (it may then end where a call is under way). */
  rests: boolean;
}

/**
 * Where a path's replay holds the backend's answers (`hold`, cli/headless/answer-gate.ts), so that it sends a user
 * event while a call is under way (a reload while loading), or ends there: from the first move after the answer
 * before such an event, up to the next answer, which a `release` lets come. Null: a path it cannot be replayed as
 * (the answer before such an event leads into another call, which the replay's wait lets settle). A `held` start
 * holds from the flow's start to its first answer (mock mode's fake backend starting).
 */
function holdingOf(walk: Walk, pairs: Pair[], target: AnyMachineSnapshot): Holding | null {
  const holding: Holding = { holds: new Set(), releases: new Set(), rests: false };
  const answers = pairs.flatMap((p, i) => (isAnswer(walk, p) ? [i] : []));
  const hold = (from: number) => {
    const before = answers.filter((a) => a < from).at(-1) ?? -1;
    if (before >= 0 && callUnderWay(walk, (pairs[before] as Pair).to) !== undefined) return false;
    holding.holds.add(before + 1);
    const next = answers.find((a) => a > from);
    if (next === undefined) holding.rests = true;
    else holding.releases.add(next);
    return true;
  };
  if (walk.start.held && pairs.length && !hold(0)) return null;
  for (const [i, pair] of pairs.entries()) {
    const userEvent = transitionFor(walk, pair.from, pair.event.type)?.kind === 'event';
    if (userEvent && callUnderWay(walk, pair.from) !== undefined && !hold(i)) return null;
  }
  if (callUnderWay(walk, target) !== undefined) {
    const last = pairs.length - 1;
    if (last < 0 || isAnswer(walk, pairs[last] as Pair) || !hold(last)) return null;
  }
  return holding;
}

/** Turns a traversal path into replay steps (holding the answers from the move `hold` on, when given). */
function stepsOf(walk: Walk, path: WalkedPath, holding: Holding | null = null): ReplayStep[] {
  const steps: ReplayStep[] = [];
  for (const run of walk.start.run ?? []) steps.push({ run: { flow: run.flow, steps: run.steps as unknown as ReplayStep[] } });
  if (walk.start.as) steps.push({ as: walk.start.as });
  if (walk.start.input && Object.keys(walk.start.input).length) steps.push({ input: asWritten(walk.start.input) });
  const pairs = pairsOf(path);
  // Where each pair's steps begin: chaos goes in before the step that made the call it fails.
  const startOf: number[] = [];
  let chaos = false;
  let failed = false;
  pairs.forEach(({ from, event, to }, i) => {
    const t = transitionFor(walk, from, event.type);
    if (!t) throw new Error(`${walk.graph.id}: no transition for ${event.type} in ${stateLabel(from.value)}.`);
    if (holding?.holds.has(i)) steps.push({ hold: true });
    if (holding?.releases.has(i)) steps.push({ release: true });
    if (isChaos(event) && !chaos) {
      // The call was made by the previous pair's step (a replay settles every call before its next step), or on start.
      steps.splice(i === 0 ? steps.length : (startOf[i - 1] as number), 0, { chaos: { failRate: 1 } });
      chaos = failed = true;
    } else if (!isChaos(event) && chaos) {
      steps.push({ chaos: { failRate: 0 } });
      chaos = false;
    }
    startOf.push(steps.length);
    if (t.kind === 'event') {
      const { type, ...fields } = event;
      steps.push({ send: asWritten({ type, ...fields }) });
    } else if (t.kind === 'after') steps.push({ advance: delayOf(walk, t, from) });
    else {
      const answer = answerOf(walk, srcOf(t), from);
      if (typeof answer === 'object' && answer.fill) {
        // The child form (its invoke id names the done event) filled and submitted as the view's dialog does it.
        const actor = t.eventType.slice('xstate.done.actor.'.length);
        for (const [name, value] of Object.entries(answer.fill))
          steps.push({ sendTo: { actor, event: { type: 'form.change', name, value: asWritten(value) } } });
        steps.push({ sendTo: { actor, event: { type: 'form.submit' } } });
      }
      if (typeof answer === 'object' && answer.after !== undefined) steps.push({ advance: answer.after });
      // A call answered into another call is passed through: the replay rests only where the chain settles.
      else if (!isCallAnswer(walk, pairs[i + 1])) {
        const label = waitLabel(to.value);
        if (label) steps.push({ wait: label });
      }
    }
  });
  // getShortestPaths keeps one snapshot per serialized state, from whichever route reached it last: the context
  // fields the walk does not serialize are read again along this path's own events.
  const along = walkedAlong(
    walk,
    pairs.map((p) => p.event),
  );
  const end = along.at(-1) as AnyMachineSnapshot;
  // A failure state shows the failure: the error text, where the machine keeps it.
  const context = end.context as Record<string, unknown>;
  const shown = failed ? Object.keys(context).filter((k) => context[k] === CHAOS_FAILURE_MESSAGE) : [];
  const expected: Record<string, unknown> = Object.fromEntries(shown.map((k) => [k, CHAOS_FAILURE_MESSAGE]));
  // A machine without states (a layout, a table's window) is told apart by the context fields its manifest names:
  // those are what its path asserts, as `{"state": {}}` would match any flow (decision 039).
  // A user event that ends the path without a call: what it changed in the context is asserted too (its values are
  // the user's own, so the walk's equal the replay's); a code from the outbox is not known to the walk.
  const last = pairs.at(-1);
  const before = along.at(-2);
  if (last && before && !failed && transitionFor(walk, last.from, last.event.type)?.kind === 'event' && !hasRef(last.event)) {
    const after = contextView(context);
    // A value the walk does not make the same way twice (a new attempt id) is the machine's, not the user's.
    const again = contextView(
      (
        walkedAlong(
          walk,
          pairs.map((p) => p.event),
        ).at(-1) as AnyMachineSnapshot
      ).context,
    );
    for (const change of diffContext(contextView(before.context), after)) {
      const value = after[change.key];
      if (value !== undefined && JSON.stringify(value) === JSON.stringify(again[change.key])) expected[change.key] = value;
    }
  }
  const stateless = isEmptyObject(path.state.value);
  if (stateless) {
    const view = contextView(context);
    for (const key of walk.context) if (key in view) expected[key] = view[key];
  }
  steps.push({
    expect: {
      ...(stateless ? {} : { state: path.state.value }),
      ...(Object.keys(expected).length ? { context: expected } : {}),
    },
  });
  return steps;
}

interface Candidate {
  target: string;
  value: unknown;
  weight: number;
  steps: ReplayStep[];
  passing?: string;
  /**
   * `held`: its replay holds the backend's answers for a while (`hold` … `release`); `rests`: it ends with them held,
   * so it may end where a call is under way; `impossible`: it would need them held after an answer that leads into
   * another call, which a replay lets settle.
   */
  hold: 'none' | 'held' | 'rests' | 'impossible';
  /** The user-event transition that last moved it (the one this path exists to take, when no state path does). */
  covers?: string;
  /** Every user-event transition its steps take. */
  takes: string[];
  /** Every state its steps pass through (dotted paths, parallel regions included). */
  visited: string[];
}

/** The shortest paths of one start, one per state value. */
function walkStart(flow: FlowDefinition, paths: FlowPaths, start: FlowPathStart): Candidate[] {
  const given: GivenInput = standIn(start.input ?? {});
  const machine = describedMachine(flow, given);
  const walk: Walk = {
    machine,
    graph: readGraph(machine),
    start,
    context: paths.context ?? [],
    arrivals: new WeakMap(),
    lastUser: new WeakMap(),
    underWay: new WeakMap(),
    // A held start's backend answers nothing yet: the forms given its readiness wait for it (connecting).
    input: flow.input(start.held ? { ...DESCRIBE_ENV, backend: () => NOT_YET } : DESCRIBE_ENV, given) as unknown,
  };
  // Whether the last answer led into another call: a replay cannot hold that one (its wait lets it settle), so a
  // path that sends an event while a call is under way must reach it another way, which the walk keeps apart.
  const intoCall = new WeakMap<AnyMachineSnapshot, boolean>();
  const serializeState = (snapshot: AnyMachineSnapshot, event?: EventObject, prev?: AnyMachineSnapshot) => {
    if (!walk.lastUser.has(snapshot)) {
      const carried = prev ? walk.lastUser.get(prev) : undefined;
      walk.lastUser.set(snapshot, (event && prev && userKeyOf(walk, prev, event)) ?? carried);
    }
    if (!intoCall.has(snapshot)) {
      const answered = event && prev && ['done', 'error'].includes(transitionFor(walk, prev, event.type)?.kind ?? '');
      intoCall.set(snapshot, answered ? callUnderWay(walk, snapshot) !== undefined : prev ? (intoCall.get(prev) ?? false) : false);
    }
    const context = snapshot.context as Record<string, unknown>;
    return JSON.stringify([
      snapshot.value,
      walk.context.map((k) => context[k] ?? null),
      walk.lastUser.get(snapshot) ?? null,
      intoCall.get(snapshot),
    ]);
  };
  const found = getShortestPaths(tolerant(machine, walk.arrivals), {
    input: walk.input,
    events: (snapshot: AnyMachineSnapshot) => eventsFor(walk, snapshot),
    serializeState,
    limit: 20_000,
  } as never) as unknown as Array<{
    state: AnyMachineSnapshot;
    steps: Array<{ state: AnyMachineSnapshot; event: EventObject }>;
    weight: number;
  }>;
  const best = new Map<string, Candidate>();
  for (const path of found) {
    // A snapshot an action failed on is not a state a user can reach.
    if (path.state.status === 'error') continue;
    const target = stateLabel(path.state.value);
    const covers = walk.lastUser.get(path.state);
    const id = `${target}\u0000${covers ?? ''}`;
    const current = best.get(id);
    const holding = holdingOf(walk, pairsOf(path), path.state);
    // A path a replay can follow beats a shorter one it cannot (one that would hold a call an answer leads into).
    if (current && (current.hold === 'impossible') === !holding && current.weight <= path.weight) continue;
    if (current && current.hold !== 'impossible' && !holding) continue;
    const passing = callUnderWay(walk, path.state);
    const takes = [...new Set(path.steps.map((s) => walk.lastUser.get(s.state)).filter((k) => k !== undefined))];
    const visited = [...new Set(path.steps.flatMap((s) => activePaths(s.state.value)))];
    best.set(id, {
      target,
      value: path.state.value,
      weight: path.weight,
      steps: stepsOf(walk, path, holding),
      hold: !holding ? 'impossible' : holding.rests ? 'rests' : holding.holds.size ? 'held' : 'none',
      ...(passing ? { passing } : {}),
      ...(covers ? { covers } : {}),
      takes,
      visited,
    });
  }
  return [...best.values()];
}

/**
 * A path for each user-event transition no state path takes (a wrong code, a refused form, a reload): the shortest
 * walk whose last user event took it, ending where the replay rests, named `<state> after <transition>`.
 */
function transitionPaths(
  flow: FlowDefinition,
  candidates: Candidate[],
  taken: Set<string>,
  skipped: (c: Candidate) => boolean,
): FlowPath[] {
  const labels = new Map(
    readGraph(describedMachine(flow)).transitions.map((t) => [
      t.key,
      `${t.source || '(any state)'} ${t.eventType}${t.guard ? ` [${t.guard}]` : ''}`,
    ]),
  );
  const out: FlowPath[] = [];
  const usable = candidates
    .filter((c) => c.covers !== undefined && (c.passing ? c.hold === 'rests' : c.hold !== 'impossible') && !skipped(c))
    .filter((c) => {
      const last = c.steps.at(-1);
      return !(last && 'expect' in last && assertsNothing(last.expect));
    })
    // A path that lets the answers come is preferred: one that holds them is for what only a held call shows.
    .sort(
      (a, b) =>
        Number(a.hold !== 'none') - Number(b.hold !== 'none') ||
        a.weight - b.weight ||
        a.target.localeCompare(b.target) ||
        (a.covers ?? '').localeCompare(b.covers ?? ''),
    );
  for (const c of usable) {
    if (taken.has(c.covers as string)) continue;
    out.push({ target: `${c.target} after ${labels.get(c.covers as string) ?? c.covers}`, steps: c.steps });
    c.takes.forEach((k) => taken.add(k));
  }
  return out;
}

/** A flow's path set for the same facts is the same: built once (~0.1–2 s a flow), frozen, so no caller changes it. */
const setsByFacts = new WeakMap<ScenarioFacts, WeakMap<FlowDefinition, FlowPathSet>>();

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    Object.values(value).forEach(deepFreeze);
  }
  return value;
};

/** Every state of the flow: a path to it, or the reason it has none, with the codes of the seeded world (`facts`). */
export function flowPathSet(flow: FlowDefinition, facts: ScenarioFacts): FlowPathSet {
  let sets = setsByFacts.get(facts);
  if (!sets) setsByFacts.set(facts, (sets = new WeakMap()));
  let set = sets.get(flow);
  if (!set) sets.set(flow, (set = deepFreeze(buildPathSet(flow, facts))));
  return set;
}

function buildPathSet(flow: FlowDefinition, facts: ScenarioFacts): FlowPathSet {
  const paths = pathsOf(flow, facts);
  const best = new Map<string, Candidate>();
  const all: Candidate[] = [];
  for (const start of paths.starts) {
    for (const candidate of walkStart(flow, paths, start)) {
      all.push(candidate);
      const current = best.get(candidate.target);
      if (!current || candidate.weight < current.weight) best.set(candidate.target, candidate);
    }
  }
  const skips = Object.entries(paths.skip ?? {});
  const set: FlowPathSet = { flow: flow.name, paths: [], skipped: [] };
  const reached = new Set<string>();
  /** The user-event transitions the state paths take: a transition none takes gets a path of its own. */
  const taken = new Set<string>();
  for (const candidate of [...best.values()].sort((a, b) => a.weight - b.weight || a.target.localeCompare(b.target))) {
    const active = activePaths(candidate.value);
    const skip = skips.find(([state]) => active.includes(state));
    const last = candidate.steps.at(-1);
    if (skip) set.skipped.push({ target: candidate.target, reason: skip[1] });
    else if (last && 'expect' in last && assertsNothing(last.expect)) {
      set.skipped.push({
        target: candidate.target,
        reason: `a path could assert nothing: the machine has no states, and \`paths.context\` in ${manifestOf(flow)} names no field to tell its moments apart`,
      });
    } else if (candidate.passing) {
      set.skipped.push({
        target: candidate.target,
        reason: `passed through: the call "${candidate.passing}" is under way there, and a replay lets every call settle (the paths through it cover it; a path that holds the answers takes its events)`,
      });
    } else {
      set.paths.push({ target: candidate.target, steps: candidate.steps });
      active.forEach((p) => reached.add(p));
      candidate.takes.forEach((k) => taken.add(k));
    }
  }
  // A replay cannot pass through a state the manifest says it cannot reach, on the way to a transition either.
  set.paths.push(...transitionPaths(flow, all, taken, (c) => skips.some(([state]) => c.visited.includes(state))));
  // A state no start reaches at all is listed too, with the flow's reason or the plain fact.
  const graph = readGraph(describedMachine(flow, standIn(paths.starts[0]?.input ?? {})));
  for (const state of allStates(graph)) {
    if (
      state.children.length ||
      reached.has(state.path) ||
      set.skipped.some((s) => activePaths(best.get(s.target)?.value).includes(state.path))
    )
      continue;
    const skip = skips.find(([path]) => path === state.path || state.path.startsWith(`${path}.`));
    const leftAtOnce = graph.transitions.some((t) => t.source === state.path && t.kind === 'always' && t.guard === undefined);
    const reason =
      skip?.[1] ??
      (leftAtOnce
        ? 'passed through: an `always` transition leaves it at once'
        : flow.paths
          ? `not reached with the sample events of ${manifestOf(flow)}`
          : `not reached: the flow has no sample events yet (\`paths\` in ${manifestOf(flow)}), so only the smallest event each schema takes is tried`);
    set.skipped.push({ target: state.path, reason });
  }
  return set;
}
