// The real backend's refresh policy (docs/decisions/016-refresh-policy.md): the portal cannot hear the body's staff
// move an application, so when the user comes back — the window regains focus, the tab becomes visible, the user
// returns to a route — it tells `everything` (every machine that hears it reloads, keeping what it shows meanwhile).
// At most once per RESTING window (boot counts as a refresh), and never while a form is being edited: a return
// during editing waits until the editing ends. In mock mode the fake backend announces its own changes instead.
import { fromCallback, fromPromise, setup, spawnChild } from 'xstate';
import type { ChangeBus } from './change-bus';
import type { EventsOf } from '../event-schemas';
import type { refreshEventSchemas } from './refresh-on-return.events';

/** What brings the user back to the page. */
export type PageSignal = 'focus' | 'visible' | 'route';

/** Subscribes to the page's signals (src/app/page-signals.ts in a browser); returns the way to stop. */
export type WatchPage = (notice: (signal: PageSignal) => void) => () => void;

/** The shortest time between two refreshes, in ms. */
export const REFRESH_RESTING_MS = 30_000;

type RefreshEvent = EventsOf<typeof refreshEventSchemas>;

/**
 * The bus is given here, not found in the system: this machine watches the bus's editing count, which only the
 * page's bus object knows synchronously (docs/decisions/031-change-bus.md), and it is made once, by the boot.
 */
export function createRefreshOnReturnMachine(watchPage: WatchPage, bus: ChangeBus) {
  return setup({
    types: {
      events: {} as RefreshEvent,
    },
    actors: {
      watchPage: fromCallback<RefreshEvent>(({ sendBack }) => watchPage((signal) => sendBack({ type: 'page.returned', signal }))),
      watchEditing: fromCallback<RefreshEvent>(({ sendBack }) => bus.onEditingEnded(() => sendBack({ type: 'editing.ended' }))),
      tellEverything: fromPromise(() => {
        bus.tell('everything');
        return Promise.resolve();
      }),
    },
    actions: {
      // Told by a child this machine starts once its transition is done, not inside an action: the machines that
      // reload on it would otherwise start their actors inside this machine's action (XState warns of that).
      refresh: spawnChild('tellEverything'),
    },
    guards: {
      isEditing: () => bus.isEditing(),
    },
    delays: {
      resting: REFRESH_RESTING_MS,
    },
  }).createMachine({
    id: 'refreshOnReturn',
    invoke: { src: 'watchPage' },
    // The page has just loaded what it shows: the first window is a rest.
    initial: 'resting',
    states: {
      /** A return refreshes at once, or once the editing ends. */
      watching: {
        on: {
          'page.returned': [
            { guard: 'isEditing', target: 'waitingForEditing' },
            { target: 'resting', actions: 'refresh' },
          ],
        },
      },
      /** The user came back while editing: refresh when the last form is saved, cancelled or left. */
      waitingForEditing: {
        invoke: { src: 'watchEditing' },
        always: { guard: () => !bus.isEditing(), target: 'resting', actions: 'refresh' },
        on: { 'editing.ended': { target: 'resting', actions: 'refresh' } },
      },
      /** Just refreshed: returns are dropped until the window ends (what they would load was loaded). */
      resting: {
        after: { resting: 'watching' },
      },
    },
  });
}
