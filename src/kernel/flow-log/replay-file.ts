// Recorded flows as one file `portal test` runs (decision 043): the first flow's world, each earlier flow as a `run`
// step (token, input, each outside event with the state it settled in, the state at the end as the expectation),
// then the last flow's own steps; secrets replaced by what they are (./secrets.ts). Pure, so a unit test pins the
// exact steps.
import type { FlowName } from '#machines/flow-names.ts';
import { stateLabel } from '#machines/state-label.ts';
import { recordsOf, redactJourney, type RedactOptions } from './secrets';

/** A JSON value (what a replay file can carry). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** One event sent to the flow's actor from outside, and the state it had settled in when the next one came. */
export interface RecordedEvent {
  event: { type: string } & Record<string, Json>;
  /** The state value just before the next outside event; unset for the newest (its state is the flow's now). */
  settled?: Json;
  /** Sent to a child of the flow (its path of ids: "form"), not to the flow itself. */
  to?: string;
}

export interface FlowRecord {
  id: string;
  flow: FlowName;
  /** Real time of the actor's start (the file's name). */
  startedAt: number;
  /** Key of the fake backend's snapshot at the start; null while the backend was still starting. */
  worldId: string | null;
  /** The signed-in user's id at the start (never the token: the file signs in with a stand-in session). */
  userId: number | null;
  /** The id of the machine the page made (a sub-list's is its list's name): what the manifest's `machine` must make again. */
  machine?: string;
  /** The JSON-safe part of the flow's input. */
  input: Record<string, Json> | null;
  events: RecordedEvent[];
  /** The state value now (the last the actor reached). */
  state: Json;
  /** More events came than a record keeps: the file replays the first ones only. */
  truncated?: boolean;
}

type ReplayStep =
  | { world: Json }
  | { token: string }
  | { input: Record<string, Json> }
  | { run: { flow: FlowName; steps: ReplayStep[] } }
  | { send: RecordedEvent['event'] }
  | { sendTo: { actor: string; event: RecordedEvent['event'] } }
  | { wait: string }
  | { expect: { state: Json } };

const isParallel = (value: unknown) => value !== null && typeof value === 'object' && stateLabel(value).startsWith('{');

/** One flow of a journey, and the world it started in (null when it was not kept). */
export interface JourneyFlow {
  record: FlowRecord;
  world: Json | null;
}

/** What `portal test` runs (cli/suite/suite-case.ts): the last flow's steps, the earlier flows as `run` steps. */
export interface JourneyFile {
  flow: FlowName;
  steps: ReplayStep[];
}

/** The token of the user's newest session in the worlds the flow could have used (its start's, the export's). */
function sessionToken(userId: number | null, worlds: Json[]): string | null {
  if (userId === null) return null;
  for (const world of worlds) {
    const own = recordsOf(world, 'sessions').filter((s) => s.userId === userId && typeof s.token === 'string');
    if (own.length) return own.at(-1)!.token as string;
  }
  return null;
}

/**
 * The flows, oldest first, as one file: the first flow's world (with the sessions later flows signed in with, as a
 * browser's sign-in made them), then each flow's token, input, events with the states they settled in, and its
 * state at the end as the expectation. `now` is the world at the export: every message the flows made it send.
 */
export function journeyOf(flows: JourneyFlow[], now: Json, hashPassword: RedactOptions['hashPassword']): JourneyFile {
  const first = flows[0];
  if (!first?.world) throw new Error('A journey starts with a flow whose world was kept.');
  const seen = [...flows.map((f) => f.world).filter((w): w is Json => w !== null), now];
  const tokens = flows.map((f) => sessionToken(f.record.userId, [f.world ?? now, now]));
  // A session a later flow ran with that the first world lacks (made by a sign-in on the way) is carried too: a
  // replayed sign-in makes a session of its own, with another token.
  const carried = new Set(recordsOf(first.world, 'sessions').map((s) => s.token));
  const extra = seen
    .flatMap((w) => recordsOf(w, 'sessions'))
    .filter((s, i, all) => tokens.includes(s.token as string) && !carried.has(s.token) && all.findIndex((o) => o.token === s.token) === i);
  const world = withSessions(first.world, extra);
  const safe = redactJourney(
    world,
    flows.map((f) => ({ input: f.record.input, events: f.record.events })),
    { hashPassword, seen },
  );
  const stepsOf = (i: number): ReplayStep[] => {
    const { record } = flows[i]!;
    const { input, events } = safe.flows[i]!;
    const token = tokens[i] ? safe.tokens.get(tokens[i]) : undefined;
    const steps: ReplayStep[] = [];
    if (token) steps.push({ token });
    if (input && Object.keys(input).length > 0) steps.push({ input });
    for (const { event, settled, to } of events) {
      steps.push(to === undefined ? { send: event } : { sendTo: { actor: to, event } }, {
        wait: stateLabel(settled === undefined ? record.state : settled),
      });
    }
    steps.push({ expect: { state: isParallel(record.state) ? record.state : stateLabel(record.state) } });
    return steps;
  };
  const runs: ReplayStep[] = flows.slice(0, -1).map((f, i) => ({ run: { flow: f.record.flow, steps: stepsOf(i) } }));
  return { flow: flows.at(-1)!.record.flow, steps: [{ world: safe.world }, ...runs, ...stepsOf(flows.length - 1)] };
}

function withSessions(world: Json, sessions: Array<{ [key: string]: Json }>): Json {
  if (sessions.length === 0 || typeof world !== 'object' || world === null || Array.isArray(world)) return world;
  const collections = world.collections as { [key: string]: Json };
  return { ...world, collections: { ...collections, sessions: [...recordsOf(world, 'sessions'), ...sessions] } };
}

/** `journey-login-otp-2026-11-24T10-00-00.json`: the flows and the first one's start (UTC). */
export function journeyFileName(records: Array<Pick<FlowRecord, 'flow' | 'startedAt'>>): string {
  const names = [...new Set(records.map((r) => r.flow))].slice(0, 4).join('-');
  return `journey-${names}-${new Date(records[0]!.startedAt).toISOString().slice(0, 19).replaceAll(':', '-')}.json`;
}
