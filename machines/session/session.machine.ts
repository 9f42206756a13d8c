// The app's root actor: who is signed in. Restores the stored session (a slim one: the user is asked of the server
// before anything member-specific shows, docs/decisions/026), takes the sessions other flows make (the login form,
// OTP, e-mail verification, activation) as `session.established`, switches to a user an administrator logs in as
// (`session.actAs`; the server keeps the way back, `session.returnToAdmin` asks for it), signs out, and
// ends the session on a 401, on its expiry time or after inactivity, storing the notice the login page shows
// (spec 1 §2.1, §4, §9). Signing in is the login machine's job (machines/login), not this one's.
// Every ending is the same (issue 35 item 2, docs/security.md §2): the token is revoked on the server (auth/logout,
// best effort, never waited for), nothing of the member stays in this browser, and every other tab of the browser
// ends the same session with the same notice (machines/session/session-tabs.ts). Activity in any tab keeps all.
// Member data actors are not children of this machine: the member layout owns them (useActorRef). When the
// session ends, the app's signed-in guard leaves the member area, which unmounts the layout and stops them, so
// nothing of one member reaches the next (spec §A). It hears the changes (machines/changes/change-bus.ts):
// a flow that changed the user tells `user` (the user as it now stands), the users screen's Log in as `session`.
import { assign, enqueueActions, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import { type ApiClient, signInEndpoints, type Session, type User } from '#contract';
import { inactivityMachine, INACTIVITY_MESSAGE } from '../inactivity/inactivity.machine';
import { tabsLink, type SessionTabs } from './session-tabs';
import { hearChanges, type SessionNews, type UserNews, type ChangeNews } from '../changes/change-bus';
import type { EventsOf } from '../event-schemas';
import type { sessionEventSchemas } from './session.events';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Sign in again to proceed.';
/** How long a stored session lives without a new sign-in. */
const SESSION_TTL_MS = 12 * 3_600_000;

/**
 * What of the user is kept in the browser between page loads: what decides where they belong (homeRouteOf, the
 * route guards) before the server answers who they are. No name, e-mail, ID number or phone (issue 35).
 */
type StoredUser = Pick<User, 'id' | 'type' | 'is_admin' | 'is_approver' | 'profile'>;

export interface StoredSession {
  token: string;
  user: StoredUser;
  /** Epoch ms after which the stored session is no longer used. */
  expiresAt: number;
  /** A session "Log in as" gave an administrator: the server keeps the way back (auth/return), not the browser. */
  acting?: boolean;
}

/** The administrator behind a Log in as session; the name is known only in the tab that logged in as the user. */
interface ActingAdmin {
  name: string | null;
}

/** Shown in the acting banner when the server did not give the administrator's session back. */
export const RETURN_FAILED_MESSAGE = 'Could not return to the admin area. Check your connection and try again.';

/** Local storage behind an interface, so tests and the CLI use memory. */
export interface SessionStore {
  load(): StoredSession | null;
  save(session: StoredSession): void;
  clear(): void;
  /**
   * Every end of a session (logout, inactivity, expiry, a 401, another tab's end) also forgets what the member left
   * in this browser beside the session: drafts, payments in progress. The next user of the browser may be anyone.
   */
  forgetMember(): void;
  loadNotice(): string | null;
  saveNotice(notice: string | null): void;
  /** The inactivityLogout setting, saved locally when the settings load. */
  inactivityEnabled(): boolean;
  saveInactivityEnabled(on: boolean): void;
}

export interface SessionInput {
  api: ApiClient;
  store: SessionStore;
  /** Wall-clock now (epoch ms); injected for tests. */
  now?: () => number;
  ttlMs?: number;
  inactivity?: { timeoutMs?: number; warningMs?: number };
  /** The browser's other tabs; without, this tab is alone (the headless runner). */
  tabs?: SessionTabs;
}

export interface SessionContext {
  api: ApiClient;
  store: SessionStore;
  now: () => number;
  ttlMs: number;
  inactivity: { timeoutMs?: number; warningMs?: number };
  tabs: SessionTabs | undefined;
  /** This tab is the one in front of the user: the inactivity warning shows here. */
  front: boolean;
  session: Session | null;
  /** The stored session being restored, until the server answers who its user is. */
  restored: StoredSession | null;
  expiresAt: number | null;
  /** While an administrator acts as a user (log in as); null otherwise. */
  acting: ActingAdmin | null;
  /** Why the last Return to admin did not happen; null otherwise. */
  returnError: string | null;
  /** Why the last session ended; shown on the login page until dismissed or a new sign-in. */
  notice: string | null;
}

export type SessionEvent = EventsOf<typeof sessionEventSchemas>;

const userNews = (news: ChangeNews): UserNews | null =>
  news.change === 'user' && news.detail && typeof news.detail === 'object' ? news.detail : null;
const sessionNews = (news: ChangeNews): SessionNews | null =>
  news.change === 'session' && news.detail && typeof news.detail === 'object' ? (news.detail as SessionNews) : null;
const actAsOf = (news: ChangeNews): Session | undefined => {
  const detail = sessionNews(news);
  return detail && 'actAs' in detail ? detail.actAs : undefined;
};
const establishedOf = (news: ChangeNews): Session | undefined => {
  const detail = sessionNews(news);
  return detail && 'established' in detail ? detail.established : undefined;
};
/** The session a `session.established` event or an `established` news carries. */
const establishedBy = (event: SessionEvent): Session | undefined =>
  event.type === 'session.established' ? event.session : event.type === 'changes.changed' ? establishedOf(event.news) : undefined;

function persist(context: SessionContext): void {
  if (context.session && context.expiresAt) {
    // The store keeps only the StoredUser fields of the user (session-store.ts).
    context.store.save({ ...context.session, expiresAt: context.expiresAt, ...(context.acting ? { acting: true } : {}) });
  }
  context.store.saveNotice(null);
}

/** Best effort: the user is signed out already, whatever the server answers, and the call outlives the page. */
function revoke(api: ApiClient, token: string): void {
  api.call(signInEndpoints.logout, { token, keepalive: true }).then(undefined, () => undefined);
}

/** The token this tab holds: its session's, or the stored one it is restoring. */
const heldToken = (context: SessionContext): string | undefined => context.session?.token ?? context.restored?.token;

/** Nothing of the member stays in this browser: the session, their drafts and payments in progress (spec §A). */
function forgetAll(context: SessionContext, notice: string | null): Partial<SessionContext> {
  // What the browser holds is another tab's newer session (signed in, or back from Log in as, since): not ours to clear.
  const stored = context.store.load()?.token;
  if (stored === undefined || stored === heldToken(context)) {
    context.store.clear();
    context.store.forgetMember();
  }
  if (notice !== null) context.store.saveNotice(notice);
  return { session: null, restored: null, expiresAt: null, acting: null, returnError: null, ...(notice !== null ? { notice } : {}) };
}

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    children: {} as { inactivity: 'inactivity'; tabs: 'tabsLink' },
  },
  actors: {
    fetchUser: fromPromise<User, { api: ApiClient }>(async ({ input }) => (await input.api.call(signInEndpoints.user)).data),
    returnToAdmin: fromPromise<Session, { api: ApiClient }>(
      async ({ input }) => (await input.api.call(signInEndpoints.returnToAdmin)).data,
    ),
    inactivity: inactivityMachine,
    hearChanges,
    tabsLink,
  },
  guards: {
    isAboutThisSession: ({ context, event }) =>
      event.type !== 'session.expired' ||
      event.token === undefined ||
      event.token === null ||
      event.token === (context.session ?? context.restored)?.token,
    hasUserNews: ({ event }) => event.type === 'changes.changed' && userNews(event.news) !== null,
    isActAsNews: ({ event }) => event.type === 'changes.changed' && actAsOf(event.news) !== undefined,
    isEstablishedNews: ({ event }) => event.type === 'changes.changed' && establishedOf(event.news) !== undefined,
    hasLiveStoredSession: ({ context }) => {
      const stored = context.store.load();
      return stored !== null && stored.expiresAt > context.now();
    },
    hasExpiredStoredSession: ({ context }) => context.store.load() !== null,
    isInactivityOn: ({ context }) => context.store.inactivityEnabled(),
    isActingAs: ({ context }) => context.acting !== null,
    /** Another tab ended the session this tab holds (not an earlier one: this tab may have signed in since). */
    isEndOfThisSession: ({ context, event }) =>
      event.type === 'tabs.heard' && event.message.kind === 'ended' && event.message.token === heldToken(context),
    isActivityElsewhere: ({ event }) => event.type === 'tabs.heard' && event.message.kind === 'activity',
    isStayElsewhere: ({ event }) => event.type === 'tabs.heard' && event.message.kind === 'stay',
  },
  delays: {
    untilExpiry: ({ context }) => Math.max(0, (context.expiresAt ?? 0) - context.now()),
  },
  actions: {
    restoreStored: assign(({ context }) => {
      const stored = context.store.load();
      return { restored: stored, expiresAt: stored?.expiresAt ?? null, acting: stored?.acting ? { name: null } : null };
    }),
    takeRestoredUser: assign(({ context }, user: User) => ({
      session: context.restored && { token: context.restored.token, user },
      restored: null,
    })),
    persist: ({ context }) => persist(context),
    // Only a tab that establishes a session stores it; news of the user updates a stored session that is still this
    // one. A session another tab ended (or replaced) is never written back, whatever answer arrives late here.
    persistUpdate: ({ context }) => {
      if (context.session && context.store.load()?.token === context.session.token) persist(context);
    },
    /** Every way a session ends: revoked on the server, forgotten in this browser, ended in every other tab. */
    endSession: enqueueActions(({ context, enqueue }, notice: string | null) => {
      const token = heldToken(context);
      if (token) {
        enqueue(() => revoke(context.api, token));
        enqueue.sendTo('tabs', { type: 'tabs.post', message: { kind: 'ended', token, notice } });
      }
      enqueue.assign(({ context: now }) => forgetAll(now, notice));
    }),
    // Read as the transition is taken: the store is cleared before any effect runs.
    revokeStored: enqueueActions(({ context, enqueue }) => {
      const token = context.store.load()?.token;
      if (token) enqueue(() => revoke(context.api, token));
    }),
    /** Another tab ended this session (and revoked its token): end here too, with its notice. */
    endedElsewhere: assign(({ context, event }) =>
      forgetAll(context, event.type === 'tabs.heard' && event.message.kind === 'ended' ? event.message.notice : null),
    ),
    takeFront: assign({ front: ({ event }) => (event.type === 'tabs.front' ? event.front : true) }),
    tellTabs: sendTo('tabs', ({ event }) => ({
      type: 'tabs.post' as const,
      message: { kind: event.type === 'inactivity.stay' ? ('stay' as const) : ('activity' as const) },
    })),
    clearAll: assign(({ context }) => {
      context.store.clear();
      return { session: null, restored: null, expiresAt: null, acting: null, returnError: null };
    }),
    forgetMember: ({ context }) => context.store.forgetMember(),
    takeUserNews: assign(({ context, event }) => {
      const news = event.type === 'changes.changed' ? userNews(event.news) : null;
      return { session: context.session && news ? { ...context.session, user: { ...context.session.user, ...news } } : context.session };
    }),
    actAs: assign(({ context, event }) => {
      const session = event.type === 'session.actAs' ? event.session : event.type === 'changes.changed' ? actAsOf(event.news) : undefined;
      const acting = context.acting ?? { name: context.session?.user.name ?? null };
      return session ? { session, expiresAt: context.now() + context.ttlMs, acting, returnError: null } : {};
    }),
    establish: assign(({ context, event }) => {
      const session = establishedBy(event);
      return session
        ? { session, restored: null, expiresAt: context.now() + context.ttlMs, notice: null, acting: null, returnError: null }
        : {};
    }),
    restoreAdmin: assign(({ context }, session: Session) => ({
      session,
      expiresAt: context.now() + context.ttlMs,
      acting: null,
      returnError: null,
    })),
    storeNotice: assign(({ context }, notice: string) => {
      context.store.saveNotice(notice);
      return { notice };
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    api: input.api,
    store: input.store,
    now: input.now ?? (() => Date.now()),
    ttlMs: input.ttlMs ?? SESSION_TTL_MS,
    inactivity: input.inactivity ?? {},
    tabs: input.tabs,
    front: input.tabs?.inFront() ?? true,
    session: null,
    restored: null,
    expiresAt: null,
    acting: null,
    returnError: null,
    notice: input.store.loadNotice(),
  }),
  invoke: [
    { src: 'hearChanges', input: { hears: ['user', 'session', 'everything'] } },
    { id: 'tabs', src: 'tabsLink', input: ({ context }) => ({ tabs: context.tabs }) },
  ],
  on: { 'tabs.front': { actions: 'takeFront' } },
  initial: 'restoring',
  states: {
    // The stored session names its user by id and flags only: who they are (the name a header shows, the e-mail
    // the super administrator is known by) is asked of the server before the session counts as signed in. The app
    // shows the page's loading state meanwhile (src/app/app.tsx); a visitor page already knows where to send them.
    restoring: {
      initial: 'checking',
      states: {
        checking: {
          always: [
            { guard: 'hasLiveStoredSession', target: 'fetchingUser', actions: 'restoreStored' },
            {
              guard: 'hasExpiredStoredSession',
              target: '#session.signedOut',
              // Every other tab finds the same stored session expired: none needs telling, but the token is revoked.
              actions: ['revokeStored', 'clearAll', 'forgetMember', { type: 'storeNotice', params: SESSION_EXPIRED_MESSAGE }],
            },
            { target: '#session.signedOut' },
          ],
        },
        fetchingUser: {
          invoke: {
            src: 'fetchUser',
            input: ({ context }) => ({ api: context.api }),
            // Just asked: the signed-in state's own refresh has nothing to add.
            onDone: {
              target: '#session.signedIn.refresh.done',
              actions: { type: 'takeRestoredUser', params: ({ event }) => event.output },
            },
            // A 401 ends the session (session.expired, below); anything else leaves it stored for another try.
            onError: 'unreachable',
          },
        },
        unreachable: { on: { 'session.retryRestore': 'fetchingUser' } },
      },
      on: {
        'session.expired': {
          guard: 'isAboutThisSession',
          target: 'signedOut',
          actions: { type: 'endSession', params: ({ event }) => event.message ?? SESSION_EXPIRED_MESSAGE },
        },
        'session.logout': { target: 'signedOut', actions: { type: 'endSession', params: null } },
        'tabs.heard': { guard: 'isEndOfThisSession', target: 'signedOut', actions: 'endedElsewhere' },
        'session.established': { target: 'signedIn', actions: 'establish' },
      },
    },
    signedOut: {
      on: {
        'session.established': { target: 'signedIn', actions: 'establish' },
        'changes.changed': { guard: 'isEstablishedNews', target: 'signedIn', actions: 'establish' },
        'session.dismissNotice': { actions: assign(({ context }) => (context.store.saveNotice(null), { notice: null })) },
      },
    },
    signedIn: {
      entry: 'persist',
      after: { untilExpiry: { target: 'signedOut', actions: { type: 'endSession', params: SESSION_EXPIRED_MESSAGE } } },
      on: {
        // Signed out at once: the server's answer to auth/logout is not waited for.
        'session.logout': { target: 'signedOut', actions: { type: 'endSession', params: null } },
        'session.expired': {
          // A call still answering for the session before this one (the user's, once the administrator is back)
          // is refused as it should be; this session is not.
          guard: 'isAboutThisSession',
          target: 'signedOut',
          actions: { type: 'endSession', params: ({ event }) => event.message ?? SESSION_EXPIRED_MESSAGE },
        },
        'tabs.heard': { guard: 'isEndOfThisSession', target: 'signedOut', actions: 'endedElsewhere' },
        'session.userChanged': {
          actions: [
            assign(({ context, event }) => ({ session: context.session && { ...context.session, user: event.user } })),
            'persistUpdate',
          ],
        },
        // A new session replaces this one.
        'session.established': { target: 'signedIn', reenter: true, actions: 'establish' },
        // Acting as a user remembers, for the banner, the administrator's name (the first one, if they switch user again).
        'session.actAs': { target: 'signedIn', reenter: true, actions: 'actAs' },
        'session.returnToAdmin': { guard: 'isActingAs', target: 'returningToAdmin' },
        // What a save answered (or the part of the user it is known to have changed) is kept at once; news without
        // it (another tab, the page back in view) reads the user again.
        'changes.changed': [
          { guard: 'hasUserNews', actions: ['takeUserNews', 'persistUpdate'] },
          { guard: 'isEstablishedNews', target: 'signedIn', reenter: true, actions: 'establish' },
          { guard: 'isActAsNews', target: 'signedIn', reenter: true, actions: 'actAs' },
          { target: '.refresh.fetching' },
        ],
      },
      type: 'parallel',
      states: {
        // The stored user may be stale (or its token revoked): ask the server once per sign-in or page load.
        // A 401 reaches this actor as session.expired through the client's onUnauthorized.
        refresh: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                src: 'fetchUser',
                input: ({ context }) => ({ api: context.api }),
                onDone: {
                  target: 'done',
                  actions: [
                    assign(({ context, event }) => ({ session: context.session && { ...context.session, user: event.output } })),
                    'persistUpdate',
                  ],
                },
                onError: 'done',
              },
            },
            done: {},
          },
        },
        watch: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'isInactivityOn', target: 'watching' }, { target: 'off' }] },
            off: { on: { 'session.settingsChanged': 'checking' } },
            watching: {
              invoke: {
                id: 'inactivity',
                src: 'inactivity',
                input: ({ context }) => ({ ...context.inactivity, front: context.front }),
                onDone: { target: '#session.signedOut', actions: { type: 'endSession', params: INACTIVITY_MESSAGE } },
              },
              // This tab's activity counts in every tab, and theirs here (the view sends at most one a second).
              on: {
                'inactivity.activity': { actions: [sendTo('inactivity', ({ event }) => event), 'tellTabs'] },
                'inactivity.stay': { actions: [sendTo('inactivity', ({ event }) => event), 'tellTabs'] },
                'tabs.heard': [
                  { guard: 'isActivityElsewhere', actions: sendTo('inactivity', { type: 'inactivity.activity' }) },
                  { guard: 'isStayElsewhere', actions: sendTo('inactivity', { type: 'inactivity.stay' }) },
                ],
                'tabs.front': {
                  actions: [
                    'takeFront',
                    sendTo('inactivity', ({ context }) => ({ type: 'inactivity.front' as const, front: context.front })),
                  ],
                },
                'session.settingsChanged': 'checking',
              },
            },
          },
        },
      },
    },
    // The server ends the user's session the administrator was given and answers the administrator's own, with a
    // new token (docs/decisions/026). Without that answer there is no way back: the user's session stays, with
    // the reason in the banner; a 401 (the acting session is over) ends it like any other.
    returningToAdmin: {
      invoke: {
        src: 'returnToAdmin',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'signedIn', actions: { type: 'restoreAdmin', params: ({ event }) => event.output } },
        onError: { target: 'signedIn', actions: assign({ returnError: RETURN_FAILED_MESSAGE }) },
      },
      on: {
        'session.expired': {
          guard: 'isAboutThisSession',
          target: 'signedOut',
          actions: { type: 'endSession', params: ({ event }) => event.message ?? SESSION_EXPIRED_MESSAGE },
        },
      },
    },
  },
});

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = ReturnType<SessionActor['getSnapshot']>;

/** Where a signed-in user belongs (spec 1 §2.1). Route names of the route table. */
export type HomeRoute = 'admin' | 'dashboard' | 'initiateProfile' | 'initiateFirm';

export function homeRouteOf(user: Pick<User, 'is_admin' | 'profile' | 'type'>): HomeRoute {
  if (user.is_admin) return 'admin';
  if (user.profile) return 'dashboard';
  return user.type === 'Corporate' ? 'initiateFirm' : 'initiateProfile';
}

export const selectUser = (s: SessionSnapshot) => s.context.session?.user ?? null;
/** The token calls carry: the restored one's too, so asking who its user is carries it. */
export const selectToken = (s: SessionSnapshot) => (s.context.session ?? s.context.restored)?.token ?? null;
/** While a stored session waits for the server to say who its user is: enough to know where they belong. */
export const selectRestoringUser = (s: SessionSnapshot) => (s.matches('restoring') ? (s.context.restored?.user ?? null) : null);
/** True when the stored session's user could not be asked for (no network): the app offers to try again. */
export const selectRestoreFailed = (s: SessionSnapshot) => s.matches({ restoring: 'unreachable' });
export const selectNotice = (s: SessionSnapshot) => s.context.notice;
/** The administrator behind the current session, while they act as a user. */
export const selectActingAdmin = (s: SessionSnapshot) => s.context.acting;
export const selectIsSignedIn = (s: SessionSnapshot) => s.matches('signedIn');
