// The portal's changes: what changed is told once, by the machine that changed it (or by whatever watches from
// outside: the simulated clock, another tab, the page coming back into view), and every machine that shows that
// part of the member's records hears it and reloads. No view relays one actor's outcome to another (ARCHITECTURE:
// "machines talk to machines"), and no machine is handed the bus in its input: machines find it in their XState
// system as `system.get('changes')` (docs/decisions/031-change-bus.md). What a machine hears is said where the
// machine is made (`hears`, required: `[]` hears nothing), so a loader that forgets is a type error.
import { createActor, fromCallback, fromTransition, type ActorRefFrom, type AnyActorRef, type EventObject } from 'xstate';
import type { Session, User } from '#contract';

/** Every kind of change, in one list (tests/machines/changes/change-wiring.test.ts checks each is told and heard). */
export const CHANGES = [
  'profile', // the profile, a sub-list, the picture, the name confirmation
  'user', // the signed-in user's own record (names, notifications, the profile link)
  'payment', // a payment settled (or was found settled)
  'application', // an application submitted
  'upgrade', // an upgrade applied for or submitted
  'licence', // a licence applied for, its signed form uploaded
  'site', // the settings record (theme, switches)
  'session', // who is signed in: a flow established a session, or an administrator logs in as a user
  'everything', // from outside the portal's own writes (the clock, another tab, the user coming back to the page)
] as const;

/** What happened. */
export type Change = (typeof CHANGES)[number];

/** What a machine reloads on; `[]` when it hears nothing. `everything` is heard only where it is listed. */
export type Hears = readonly Change[];

export interface ChangeNews {
  change: Change;
  /** Optional news that saves a listener a call (e.g. the user record a save answered with). */
  detail?: unknown;
}

/** The bus itself: made once per page (src/app/boot.tsx) and reached by machines through `connectChanges`. */
export interface ChangeBus {
  tell(change: Change, detail?: unknown): void;
  /** Returns the way to stop listening. */
  listen(listener: (news: ChangeNews) => void): () => void;
  /**
   * A form is being edited (a dialog open, a field changed and not saved): refreshes from outside wait
   * (docs/decisions/016-refresh-policy.md). Returns the way to say the editing ended.
   */
  beginEditing(): () => void;
  /** True while any form is being edited. */
  isEditing(): boolean;
  /** Told each time the last editing ends. Returns the way to stop listening. */
  onEditingEnded(listener: () => void): () => void;
}

export function createChangeBus(): ChangeBus {
  const listeners = new Set<(news: ChangeNews) => void>();
  const editingEnded = new Set<() => void>();
  let editing = 0;
  return {
    tell(change, detail) {
      for (const listener of [...listeners]) listener({ change, detail });
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    beginEditing() {
      editing += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        editing -= 1;
        if (editing === 0) for (const listener of [...editingEnded]) listener();
      };
    },
    isEditing: () => editing > 0,
    onEditingEnded(listener) {
      editingEnded.add(listener);
      return () => editingEnded.delete(listener);
    },
  };
}

/** An actor's system (XState exports its type only as `ActorSystem<…>`). */
type AnyActorSystem = AnyActorRef['system'];

/** The system id under which every actor of the portal finds the bus. */
const CHANGES_SYSTEM_ID = 'changes';

/** True when a machine that hears `hears` must reload on `change`. */
export const hearsChange = (hears: Hears, change: Change): boolean => hears.includes(change);

/** The bus's actor: it only holds the bus (its snapshot's context), where every actor of its system finds it. */
const changeBusActor = fromTransition(
  (bus: ChangeBus) => bus,
  ({ input }: { input: { bus: ChangeBus } }) => input.bus,
);

/**
 * Puts the bus into the XState system of `root` (a page's actor, the session) as `changes`, before `root` starts.
 * Each `createActor`/`useActorRef` root has a system of its own; XState's public way to add an actor to it is
 * `createActor(logic, { parent: root, systemId })`. Once per root (a second call is a no-op, as under StrictMode).
 */
export function connectChanges<A extends AnyActorRef>(root: A, bus: ChangeBus): A {
  if (!root.system.get(CHANGES_SYSTEM_ID))
    createActor(changeBusActor, { parent: root, systemId: CHANGES_SYSTEM_ID, input: { bus } }).start();
  return root;
}

/** The bus of `system`; none in a unit test or a replay that does not connect one. */
const busIn = (system: AnyActorSystem): ChangeBus | undefined =>
  (system.get(CHANGES_SYSTEM_ID) as ActorRefFrom<typeof changeBusActor> | undefined)?.getSnapshot().context;

/**
 * Tells each piece of news in turn, once the telling action is done: no listener starts its reload (and makes its
 * actors) inside another machine's action (XState warns of that).
 */
export const tellChanges = (system: AnyActorSystem, news: readonly ChangeNews[]): void => {
  const bus = busIn(system);
  if (bus) queueMicrotask(() => news.forEach(({ change, detail }) => bus.tell(change, detail)));
};

/** Tells one change. */
export const tellChange = (system: AnyActorSystem, change: Change, detail?: unknown): void => tellChanges(system, [{ change, detail }]);

/** The news of a `user` change: the user as it now stands, or the part of it a save is known to have changed. */
export type UserNews = Partial<User>;
/**
 * The news of a `session` change: a session a flow established (login, the OTP, activation), or the session to act
 * as (the administrator's own is kept for the way back).
 */
export type SessionNews = { established: Session } | { actAs: Session };

/** Told by a flow that ends in a session: the session actor takes it. */
export const tellEstablished = (system: AnyActorSystem, session: Session | null): void => {
  if (session) tellChange(system, 'session', { established: session } satisfies SessionNews);
};

/**
 * Invoke this in a machine that shows part of the member's records: it receives `changes.changed` when a change it
 * hears is told. Without a bus in the system (a test, a replay) it hears nothing.
 */
export const hearChanges = fromCallback<EventObject, { hears: Hears }>(({ input: { hears }, system, sendBack }) =>
  hears.length === 0
    ? undefined
    : busIn(system)?.listen((news) => {
        if (hearsChange(hears, news.change)) sendBack({ type: 'changes.changed', news });
      }),
);

/**
 * Invoke this in a state where a form is being edited (a dialog open, a changed field): while it runs, refreshes
 * from outside wait (the refresh policy, machines/changes/refresh-on-return.machine.ts).
 */
export const holdWhileEditing = fromCallback<EventObject>(({ system }) => busIn(system)?.beginEditing());
