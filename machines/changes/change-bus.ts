// The portal's changes: what changed is told once, by the machine that changed it (or by whatever watches from
// outside: the simulated clock, another tab, the page coming back into view), and every machine that shows that
// part of the member's records hears it and reloads. No view relays one actor's outcome to another (ARCHITECTURE:
// "machines talk to machines"), and no machine is handed the bus in its input: machines find it in their XState
// system as `system.get('changes')` (docs/decisions/031-change-bus.md). What a machine hears is said where the
// machine is made (`hears`, required: `[]` hears nothing), so a loader that forgets is a type error.
import { createActor, fromCallback, type AnyActorRef, type EventObject } from 'xstate';
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

/** What machines send to the bus's actor, and what it sends back to a listener. */
export type ChangeBusEvent =
  | { type: 'changes.tell'; change: Change; detail?: unknown }
  | { type: 'changes.listen'; listener: AnyActorRef; hears: Hears }
  | { type: 'changes.unlisten'; listener: AnyActorRef }
  | { type: 'changes.hold'; holder: AnyActorRef }
  | { type: 'changes.release'; holder: AnyActorRef };
type ChangedEvent = { type: 'changes.changed'; news: ChangeNews };

/** True when a machine that hears `hears` must reload on `change`. */
export const hearsChange = (hears: Hears, change: Change): boolean => hears.includes(change);

/** The bus as an actor: events in, `changes.changed` out to each listener that hears the change. */
const changeBusActor = fromCallback<ChangeBusEvent, { bus: ChangeBus }>(({ input: { bus }, receive }) => {
  const ends = new Map<AnyActorRef, () => void>();
  const end = (ref: AnyActorRef) => {
    ends.get(ref)?.();
    ends.delete(ref);
  };
  receive((event) => {
    switch (event.type) {
      // Told from inside the telling machine's action: the listeners hear it once that action is done, so none
      // starts its reload (and makes its actors) inside another machine's action (XState warns of that).
      case 'changes.tell':
        return queueMicrotask(() => bus.tell(event.change, event.detail));
      case 'changes.listen': {
        const { listener, hears } = event;
        end(listener);
        if (hears.length === 0) return;
        return void ends.set(
          listener,
          bus.listen((news) => {
            if (hearsChange(hears, news.change)) listener.send({ type: 'changes.changed', news } satisfies ChangedEvent);
          }),
        );
      }
      case 'changes.hold':
        end(event.holder);
        return void ends.set(event.holder, bus.beginEditing());
      case 'changes.unlisten':
        return end(event.listener);
      case 'changes.release':
        return end(event.holder);
    }
  });
});

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

/** Sends to the bus of `system`; nothing when there is none (a unit test, a replay that does not connect one). */
const toBus = (system: AnyActorSystem, event: ChangeBusEvent) => (system.get(CHANGES_SYSTEM_ID) as AnyActorRef | undefined)?.send(event);

/** Tells each piece of news in turn. */
export const tellChanges = (system: AnyActorSystem, news: readonly ChangeNews[]): void => {
  for (const { change, detail } of news) toBus(system, { type: 'changes.tell', change, detail });
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
export const hearChanges = fromCallback<EventObject, { hears: Hears }>(({ input, system, self, sendBack, receive }) => {
  receive((event) => {
    if (event.type === 'changes.changed') sendBack(event);
  });
  toBus(system, { type: 'changes.listen', listener: self, hears: input.hears });
  return () => toBus(system, { type: 'changes.unlisten', listener: self });
});

/**
 * Invoke this in a state where a form is being edited (a dialog open, a changed field): while it runs, refreshes
 * from outside wait (the refresh policy, machines/changes/refresh-on-return.machine.ts).
 */
export const holdWhileEditing = fromCallback<EventObject>(({ system, self }) => {
  toBus(system, { type: 'changes.hold', holder: self });
  return () => toBus(system, { type: 'changes.release', holder: self });
});
