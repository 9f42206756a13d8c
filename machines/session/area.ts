// The flows of machines/session/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { sessionMachine, type SessionStore } from './session.machine';
import { createSessionStore, SESSION_STORE_KEYS } from './session-store';
import { defineFlow, type FlowPaths, type KeyValueStore } from '../flow-manifest';
import { sampleSession as session } from '../flow-samples';

/** How long the stored session a run starts with (`input: {stored: true}`) has left: a live one, restored. */
const STORED_SESSION_LEFT_MS = 3_600_000;

/**
 * The app's session store over the run's storage. A run starts as a portal whose settings switched inactivity on
 * (the flag stored), unless its input says `inactivity: "off"`, and, with `stored: true`, as a page load that finds
 * the sample session an earlier one stored (live for an hour): the flow restores it. What the run stored itself
 * wins. Read, never written: the walk of `portal paths` builds its input over storage that keeps nothing.
 */
function sessionStoreOf(storage: KeyValueStore, inactivity: 'on' | 'off', stored: string | null): SessionStore {
  const preset: Record<string, string | null> = {
    [SESSION_STORE_KEYS.inactivity]: String(inactivity === 'on'),
    [SESSION_STORE_KEYS.session]: stored,
  };
  return createSessionStore(() => ({ ...storage, getItem: (key) => storage.getItem(key) ?? preset[key] ?? null }));
}

/** The sample session as an earlier page load stored it: session-store.ts keeps only these fields of the user. */
const storedSample = (now: number): string => {
  const { id, type, is_admin, is_approver, profile } = session.user;
  return JSON.stringify({
    token: session.token,
    user: { id, type, is_admin, is_approver, profile },
    expiresAt: now + STORED_SESSION_LEFT_MS,
  });
};

export const flows = [
  defineFlow({
    name: 'session',
    description: 'The signed-in session: restore, sign in and out, expiry, inactivity, acting as a user and back',
    source: 'machines/session/session.machine.ts',
    machine: () => sessionMachine,
    input: (env, given) => ({
      api: env.api,
      store: sessionStoreOf(env.storage, given.inactivity === 'off' ? 'off' : 'on', given.stored === true ? storedSample(env.now()) : null),
      now: env.now,
    }),
    paths: (): FlowPaths => ({
      starts: [
        {
          as: 'member@demo.test',
          events: [
            { type: 'session.established', session },
            { type: 'session.logout' },
            { type: 'session.returnToAdmin' },
            { type: 'session.settingsChanged' },
            { type: 'session.expired' },
            { type: 'session.dismissNotice' },
            { type: 'session.userChanged', user: { ...session.user, name: 'Renamed Member' } },
            { type: 'inactivity.activity' },
            { type: 'inactivity.stay' },
            // What other tabs say (session-tabs.ts): this session ended there, a user is active or stayed there.
            { type: 'tabs.heard', message: { kind: 'ended', token: session.token, notice: null } },
            { type: 'tabs.heard', message: { kind: 'activity' } },
            { type: 'tabs.heard', message: { kind: 'stay' } },
            { type: 'tabs.front', front: false },
            // The change bus's news: a save's user fields, a session another flow established or acts as, a bare change.
            { type: 'changes.changed', news: { change: 'user', detail: { name: 'Renamed Member' } } },
            { type: 'changes.changed', news: { change: 'session', detail: { established: session } } },
            { type: 'changes.changed', news: { change: 'session', detail: { actAs: session } } },
            { type: 'changes.changed', news: { change: 'session' } },
          ],
          answers: {
            fetchUser: { done: session.user },
            inactivity: { after: 300_000, done: { reason: 'inactivity' } },
          },
        },
        {
          as: 'superadmin@demo.test',
          events: [{ type: 'session.established', session }, { type: 'session.actAs', session }, { type: 'session.returnToAdmin' }],
          answers: { fetchUser: { done: session.user }, returnToAdmin: { done: session }, inactivity: 'none' },
        },
        // The server could not give the administrator's session back: the user's stays, with the reason.
        {
          as: 'superadmin@demo.test',
          events: [{ type: 'session.established', session }, { type: 'session.actAs', session }, { type: 'session.returnToAdmin' }],
          answers: { fetchUser: { done: session.user }, returnToAdmin: 'error', inactivity: 'none' },
        },
        // Inactivity switched off in Settings (stored in the browser): signed in, nothing watches.
        {
          as: 'member@demo.test',
          input: { inactivity: 'off' },
          events: [{ type: 'session.established', session }, { type: 'session.settingsChanged' }],
          answers: { fetchUser: { done: session.user } },
        },
        // A page load with a session stored: the user is asked of the server (held, a user's events meet it there),
        // or the server cannot be reached (chaos from the start) and Try again asks again.
        {
          as: 'member@demo.test',
          input: { stored: true },
          events: [
            { type: 'session.retryRestore' },
            { type: 'session.expired', token: session.token },
            { type: 'session.logout' },
            { type: 'tabs.heard', message: { kind: 'ended', token: session.token, notice: null } },
            { type: 'session.established', session },
          ],
          answers: { inactivity: 'none' },
        },
      ],
      context: ['acting', 'returnError'],
    }),
  }),
];
