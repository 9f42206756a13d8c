// The flows of machines/session/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { sessionMachine, type SessionStore } from './session.machine';
import { createSessionStore, SESSION_STORE_KEYS } from './session-store';
import { defineFlow, type FlowPaths, type KeyValueStore } from '../flow-manifest';
import { sampleSession as session } from '../flow-samples';

/**
 * The app's session store over the run's storage. A run starts as a portal whose settings switched inactivity on
 * (the flag stored), unless its input says `inactivity: "off"`; a flag the run stored itself wins.
 */
function sessionStoreOf(storage: KeyValueStore, inactivity: 'on' | 'off'): SessionStore {
  const flag = SESSION_STORE_KEYS.inactivity;
  return createSessionStore(() => ({
    ...storage,
    getItem: (key) => storage.getItem(key) ?? (key === flag ? String(inactivity === 'on') : null),
  }));
}

export const flows = [
  defineFlow({
    name: 'session',
    description: 'The signed-in session: restore, sign in and out, expiry, inactivity, acting as a user and back',
    source: 'machines/session/session.machine.ts',
    machine: () => sessionMachine,
    input: (env, given) => ({ api: env.api, store: sessionStoreOf(env.storage, given.inactivity === 'off' ? 'off' : 'on'), now: env.now }),
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
          events: [{ type: 'session.established', session }],
          answers: { fetchUser: { done: session.user } },
        },
      ],
      context: ['acting', 'returnError'],
    }),
  }),
];
