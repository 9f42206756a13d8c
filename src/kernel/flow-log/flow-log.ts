// Mock mode's log of the flows this tab ran, for the dev panel to export as files `portal test` runs: for each actor
// tagged by useFlowActor, the fake backend's world and the signed-in user at its start, its JSON input, every event
// sent to it from outside (XState's inspection API) and the states it settled in. Records live in session
// storage (they survive a payment's full page loads); the worlds, too big for it, are kept by id where the world is
// (./snapshot-store.ts: the world host, or this page for a `portal serve` world) and read only for an export. What
// only an export needs (./flow-log-export.ts) and the page's own keeping load later: mock mode's first screen
// records, it never exports.
import type { AnyActorRef, InspectionEvent } from 'xstate';
import type { FlowName } from '#machines/flow-names.ts';
import { jsonSafe } from './json-safe';
import type { FlowRecord, JourneyFile, Json, RecordedEvent } from './replay-file';
import type { KeptSnapshots } from './snapshot-store';

/** Said of a flow whose world is not (or no longer) kept: a dev panel shows it as it is. */
export const WORLD_NOT_KEPT =
  'The world this flow started in is no longer kept (the browser’s storage was cleared, or another build of the portal runs now), so it cannot be replayed: run the flow again to record it.';

/** The newest flows kept; a flow with no event goes first when there are more. */
export const MAX_FLOWS = 20;
/** Distinct world snapshots kept (a flow whose world is older is dropped): 11.8 MB each on `busy`. */
const MAX_WORLDS = 6;
/** Events kept per flow: past it the record says it is truncated. */
const MAX_EVENTS = 500;
const RECORDS_KEY = 'portal.devPanel.flows';
const TAB_KEY = 'portal.devPanel.tab';

/** The in-browser fake backend, as the flow log reads it (set once it has started). */
export interface WorldSource {
  /** Grows at each change of the world: flows started between two changes share one snapshot. */
  changes(): number;
  /** Every collection, and the simulated now (epoch ms) it was taken at: the world at an export. */
  snapshot(): Promise<{ snapshot: unknown; now: number }>;
  /**
   * Where the log's snapshots are kept by id: the world host, or, for a `portal serve` world, this page (`keptInPage`
   * of ./snapshot-store.ts, loaded with the mock start).
   */
  kept: KeptSnapshots;
  /** The backend's password hash: a recording resets the accounts a redacted password opens (./secrets.ts). */
  hashPassword(password: string, salt: string): string;
}

export interface FlowLogOptions {
  /** The signed-in user's id now, if signed in (the log never holds the token itself). */
  userId: () => number | null;
  storage?: Storage;
  newId?: () => string;
}

export interface ExportOptions {
  /**
   * The `input` step that makes a flow's recorded input (./given-input.ts with the flow's manifest): the dev panel
   * loads the manifests when it exports, so the app's first load carries none of them.
   */
  givenOf?: (flow: FlowName, input: Record<string, Json>, machine: string | undefined) => Record<string, Json>;
  /** The recording page's origin: addresses on it are written app-relative (./return-addresses.ts). */
  origin?: string;
}

export interface FlowLog {
  /** The `inspect` option of one flow's actor. */
  inspect(flow: FlowName, input: unknown): (event: InspectionEvent) => void;
  /** The fake backend has started: flows that began before it get its world (no call had reached it). */
  attach(source: WorldSource): void;
  /** Newest first; the same array until something changes. */
  list: () => readonly FlowRecord[];
  subscribe: (listener: () => void) => () => void;
  /** One flow as a file of its own. */
  exportFile(id: string, options?: ExportOptions): Promise<{ fileName: string; file: JourneyFile }>;
  /**
   * Every flow that took an event, oldest first, from the oldest whose world was kept, as one journey: what the
   * user did in this tab, replayable as a whole.
   */
  exportJourney(options?: ExportOptions): Promise<{ fileName: string; file: JourneyFile }>;
}

/**
 * A child's path from the flow's actor ("form", "editor.form"): the ids `portal replay`'s `sendTo` follows. XState
 * gives an actor its parent only as `_parent` (no public accessor); undefined when the chain does not reach the root
 * or passes a child with no id of its own.
 */
function childPath(actor: AnyActorRef, rootId: string): string | undefined {
  const ids: string[] = [];
  let at: AnyActorRef | undefined = actor;
  for (let depth = 0; at && depth < 10; depth++) {
    if (at.sessionId === rootId) return ids.length ? ids.reverse().join('.') : undefined;
    // A child XState named itself (`x:12`, spawned without an id): no view sends to it by name, nor can a replay.
    if (/^x:\d+$/.test(at.id)) return undefined;
    ids.push(at.id);
    at = (at as { _parent?: AnyActorRef })._parent;
  }
  return undefined;
}

function readRecords(storage: Storage | undefined): FlowRecord[] {
  try {
    const parsed = JSON.parse(storage?.getItem(RECORDS_KEY) ?? '[]') as unknown;
    // Records of an earlier version held the bearer token: it is dropped, not kept in storage.
    return Array.isArray(parsed)
      ? (parsed as Array<FlowRecord & { token?: unknown }>).map(({ token: _token, ...r }) => ({ ...r, userId: r.userId ?? null }))
      : [];
  } catch {
    return [];
  }
}

function tabId(storage: Storage | undefined, newId: () => string): string {
  const known = storage?.getItem(TAB_KEY);
  if (known) return known;
  const id = newId();
  storage?.setItem(TAB_KEY, id);
  return id;
}

export function createFlowLog(options: FlowLogOptions): FlowLog {
  const storage = options.storage;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const tab = tabId(storage, newId);
  const records = readRecords(storage);
  /** Snapshots asked to be kept on this page load, until pruned: whether the keeping succeeded. */
  const held = new Map<string, Promise<boolean>>();
  const listeners = new Set<() => void>();
  let source: WorldSource | null = null;
  let kept: KeptSnapshots | null = null;
  let current: { changes: number; id: string } | null = null;
  let listed: readonly FlowRecord[] | null = null;
  /** Flows of this page load that started before the backend did. */
  const waiting: FlowRecord[] = [];
  let saveQueued = false;

  const save = () => {
    try {
      storage?.setItem(RECORDS_KEY, JSON.stringify(records));
    } catch {
      // Session storage is full (a flow with huge events): keep the newest half.
      records.splice(0, Math.ceil(records.length / 2));
      storage?.setItem(RECORDS_KEY, JSON.stringify(records));
    }
  };
  const changed = () => {
    listed = null;
    for (const listener of listeners) listener();
    if (saveQueued) return;
    saveQueued = true;
    queueMicrotask(() => {
      saveQueued = false;
      save();
    });
  };

  /**
   * The world now: a new snapshot only if the backend changed since the last one. It is asked for at once, before
   * the flow's first call, and the world host answers in the order it was asked.
   */
  function takeWorld(): string | null {
    if (!source || !kept) return null;
    const changes = source.changes();
    if (current?.changes === changes && held.has(current.id)) return current.id;
    const id = newId();
    const taken = kept.keep(id, tab).then(
      () => true,
      () => {
        held.delete(id);
        return false;
      },
    );
    held.set(id, taken);
    current = { changes, id };
    return id;
  }

  function trim() {
    while (records.length > MAX_FLOWS) {
      const quiet = records.findIndex((r) => r.events.length === 0);
      records.splice(quiet >= 0 ? quiet : 0, 1);
    }
    const newestWorlds = [
      ...new Set(
        records
          .toReversed()
          .map((r) => r.worldId)
          .filter((id) => id !== null),
      ),
    ].slice(0, MAX_WORLDS);
    const keep = new Set(newestWorlds);
    for (let i = records.length - 1; i >= 0; i--) {
      const worldId = records[i]!.worldId;
      if (worldId !== null && !keep.has(worldId)) records.splice(i, 1);
    }
    let dropped = false;
    for (const id of held.keys()) {
      if (!keep.has(id)) dropped = held.delete(id);
    }
    if (dropped) kept?.prune(tab, keep).catch(() => undefined);
  }

  function start(flow: FlowName, input: unknown, state: unknown, machine: string | undefined): FlowRecord {
    const safeInput = jsonSafe(input);
    const record: FlowRecord = {
      id: newId(),
      flow,
      startedAt: Date.now(),
      worldId: takeWorld(),
      userId: options.userId(),
      input: safeInput && typeof safeInput === 'object' && !Array.isArray(safeInput) ? safeInput : null,
      events: [],
      state: jsonSafe(state) ?? null,
      ...(machine ? { machine } : {}),
    };
    records.push(record);
    if (!source) waiting.push(record);
    trim();
    changed();
    return record;
  }

  async function exportOf(chosen: FlowRecord[], options: ExportOptions): Promise<{ fileName: string; file: JourneyFile }> {
    const [backend, keeping] = [source, kept];
    if (!backend || !keeping) throw new Error('The fake backend has not started: nothing was recorded yet.');
    const { exportFlows } = await import('./flow-log-export');
    const exported = await exportFlows(chosen, options, { backend, kept: keeping, held });
    if (!exported) throw new Error(WORLD_NOT_KEPT);
    return exported;
  }

  return {
    inspect(flow, input) {
      let record: FlowRecord | undefined;
      /** The flow's own actor (its children's events are recorded too, with the state it is in). */
      let root: AnyActorRef | undefined;
      return (inspection) => {
        // Only the flow's own actor: its children (the calls it invokes) are part of what a replay re-runs.
        const own = inspection.actorRef.sessionId === inspection.rootId;
        if (own) root = inspection.actorRef as AnyActorRef;
        const value = () => (root?.getSnapshot() as { value?: unknown } | undefined)?.value ?? null;
        if (inspection.type === '@xstate.snapshot') {
          if (!record || !own) return;
          record.state = jsonSafe((inspection.snapshot as { value?: unknown }).value) ?? null;
          changed();
        } else if (inspection.type === '@xstate.event') {
          // From outside: no source. Timers, answers of invoked calls and children's events all have one.
          if (inspection.sourceRef !== undefined) return;
          const begin = () => start(flow, input, value(), (root?.getSnapshot() as { machine?: { id?: string } }).machine?.id);
          if (inspection.event.type === 'xstate.init') {
            if (own) record ??= begin();
            return;
          }
          // The change bus's news (machines/changes) is the world's doing, not the user's: a replay's world tells its own.
          if (inspection.event.type.startsWith('changes.')) return;
          // Sent before the actor started: a value typed into a prerendered form before it hydrated, which the field
          // hands over in a layout effect, before useActorRef's effect starts the actor. XState holds it and runs it
          // after the init: the record starts with it, or the replay would miss it (recordings.spec's login on a
          // `portal serve` world rested in "editing": its e-mail had been typed before the page hydrated).
          if (!record && own) record = begin();
          if (!record) return;
          // An event a view sends to one of the flow's children (a dialog's form): replayed as `sendTo` that child.
          const to = own ? undefined : childPath(inspection.actorRef as AnyActorRef, inspection.rootId);
          if (!own && to === undefined) return;
          if (record.events.length >= MAX_EVENTS) {
            record.truncated = true;
            return;
          }
          const last = record.events.at(-1);
          if (last) last.settled = jsonSafe(value()) ?? null;
          const event = (jsonSafe(inspection.event) ?? { type: inspection.event.type }) as RecordedEvent['event'];
          record.events.push(to === undefined ? { event } : { event, to });
          changed();
        }
      };
    },
    attach(next) {
      source = next;
      kept = next.kept;
      // Attached before any API call is let through (they wait for the same start): the world now is the one
      // those flows started in.
      if (waiting.length === 0) return;
      const worldId = takeWorld();
      for (const record of waiting.splice(0)) record.worldId = worldId;
      trim();
      changed();
    },
    list() {
      listed ??= records.toReversed();
      return listed;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async exportFile(id, options = {}) {
      const record = records.find((r) => r.id === id);
      if (!record) throw new Error('This flow is no longer in the log.');
      return exportOf([record], options);
    },
    async exportJourney(options = {}) {
      const flows = records.filter((r) => r.events.length > 0);
      if (flows.length === 0) throw new Error('No flow took an event yet: there is nothing to replay.');
      return exportOf(flows, options);
    },
  };
}
