// The world's voice: what changed is told once, by the machine that changed it (or by whatever watches the world
// from outside: the simulated clock, another tab, the page coming back into view), and every machine that shows
// that part of the world hears it and reloads. No view relays one actor's outcome to another (ARCHITECTURE:
// "machines talk to machines"). Which listener reloads on which change is said in one table, `RELOADS_ON`.
import { fromCallback, type EventObject } from 'xstate';
import type { Session, User } from '#contract';

/** What happened. `everything` comes from outside the portal's own writes (clock, another tab, focus). */
export type WorldChange =
  | 'profile' // the profile, a sub-list, the picture, the name confirmation
  | 'user' // the signed-in user's own record (names, notifications, the profile link)
  | 'payment' // a payment settled (or was found settled)
  | 'application' // an application submitted
  | 'upgrade' // an upgrade applied for or submitted
  | 'licence' // a licence applied for, its signed form uploaded
  | 'site' // the settings record (theme, switches)
  | 'session' // who is signed in: a flow established a session, or an administrator logs in as a user
  | 'everything';

/** Who listens. */
export type WorldListener =
  | 'memberShell'
  | 'session'
  | 'site'
  | 'subscriptions'
  | 'paymentHistory'
  | 'upgrades'
  | 'licences'
  | 'events'
  | 'checklist'
  | 'subLists'
  | 'documents';

/**
 * The one place that says what a change must refresh. `everything` reaches every listener.
 * - memberShell: the layout, the dashboard tiles, the application list and its row actions, My Transactions,
 *   the balance, the bell and the completeness ring (all read the shell).
 * - subscriptions, paymentHistory: a payment settles an invoice and posts a receipt.
 * - upgrades, licences: their own applications, and a payment (Pay Now turns to Receipt). A licence record
 *   (the pro-forma page) is a `licences` listener too.
 * - events: a booking paid.
 * - checklist: a profile change (a sub-list, the picture) re-evaluates the requirements.
 * - documents: an open document (a letter, an invoice, the application) fetched again when what it states may
 *   have moved, the reader keeping the page.
 * - subLists: a sub-list reloads itself after its own change; only news from outside (`everything`: a referee
 *   answering in another tab) reloads it, and never while its dialog is open.
 */
export const RELOADS_ON: Record<WorldListener, readonly WorldChange[]> = {
  memberShell: ['profile', 'payment', 'application', 'upgrade', 'licence'],
  session: ['user', 'session'],
  site: ['site'],
  subscriptions: ['payment'],
  paymentHistory: ['payment'],
  upgrades: ['payment', 'upgrade'],
  licences: ['payment', 'licence'],
  documents: ['payment', 'application', 'upgrade', 'licence'],
  events: ['payment'],
  checklist: ['profile'],
  subLists: [],
};

export interface WorldNews {
  change: WorldChange;
  /** Optional news that saves a listener a call (e.g. the user record a save answered with). */
  detail?: unknown;
}

export interface WorldChanges {
  tell(change: WorldChange, detail?: unknown): void;
  /** Returns the way to stop listening. */
  listen(listener: (news: WorldNews) => void): () => void;
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

export function createWorldChanges(): WorldChanges {
  const listeners = new Set<(news: WorldNews) => void>();
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

/** The news of a `user` change: the user as it now stands, or the part of it a save is known to have changed. */
export type UserNews = Partial<User>;
/**
 * The news of a `session` change: a session a flow established (login, the OTP, activation), or the session to act
 * as (the administrator's own is kept for the way back).
 */
export type SessionNews = { established: Session } | { actAs: Session };

/** Told by a flow that ends in a session: the session actor takes it. */
export const tellEstablished = (world: WorldChanges | undefined, session: Session | null): void => {
  if (session) world?.tell('session', { established: session } satisfies SessionNews);
};

/** Tells each piece of news in turn, when there is a world to tell (a test or a replay may give none). */
export const tellAll = (world: WorldChanges | undefined, news: readonly WorldNews[]): void => {
  for (const { change, detail } of news) world?.tell(change, detail);
};

/** True when `listener` must reload on `change`. */
export const mustReload = (listener: WorldListener, change: WorldChange): boolean =>
  change === 'everything' || RELOADS_ON[listener].includes(change);

/**
 * Invoke this in a machine that shows part of the world: it receives `world.changed` when that part changed.
 * Without a `world` (a test, a replay that does not give one) or without a name to listen as, it hears nothing.
 */
export const hearWorld = fromCallback<
  { type: 'world.changed'; news: WorldNews },
  { world: WorldChanges | undefined; as: WorldListener | undefined }
>(({ input, sendBack }) => {
  const as = input.as;
  if (!as) return undefined;
  return input.world?.listen((news) => {
    if (mustReload(as, news.change)) sendBack({ type: 'world.changed', news });
  });
});

/**
 * Invoke this in a state where a form is being edited (a dialog open, a changed field): while it runs, refreshes
 * from outside wait (the refresh policy, machines/world/world-refresh.machine.ts). Nothing without a `world`.
 */
export const holdWhileEditing = fromCallback<EventObject, { world: WorldChanges | undefined }>(({ input }) => input.world?.beginEditing());
