// Ends a signed-in session after 300,000 ms without activity (spec 1 §4), with a warning 60 s before
// the end so the user can stay (spec §A, WCAG 2.2.1). Activity = key press, mouse move, click, touch move;
// the view reports it as `inactivity.activity`, and the session relays the other tabs' activity the same way. The
// machine finishes (output reason 'inactivity') when time runs out. The warning shows only in the tab in front
// (`inactivity.front`): every tab's timer runs, the user reads the dialog where they are.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { EventsOf } from '../event-schemas';
import type { inactivityEventSchemas } from './inactivity.events';

export const INACTIVITY_TIMEOUT_MS = 300_000;
const INACTIVITY_WARNING_MS = 60_000;
export const INACTIVITY_MESSAGE = 'Your session has been terminated for security reasons. Sign in again to proceed.';

export type InactivityEvent = EventsOf<typeof inactivityEventSchemas>;

export interface InactivityInput {
  timeoutMs?: number;
  warningMs?: number;
  /** Whether this tab is in front of the user when the timer starts (default: yes, a lone tab). */
  front?: boolean;
}

export const inactivityMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the type of `input` is declared by this assertion
    input: {} as InactivityInput,
    context: {} as { timeoutMs: number; warningMs: number; front: boolean },
    events: {} as InactivityEvent,
    output: {} as { reason: 'inactivity'; message: string },
  },
  delays: {
    untilWarning: ({ context }) => context.timeoutMs - context.warningMs,
    warning: ({ context }) => context.warningMs,
  },
}).createMachine({
  id: 'inactivity',
  context: ({ input }) => ({
    timeoutMs: input.timeoutMs ?? INACTIVITY_TIMEOUT_MS,
    warningMs: Math.min(input.warningMs ?? INACTIVITY_WARNING_MS, input.timeoutMs ?? INACTIVITY_TIMEOUT_MS),
    front: input.front ?? true,
  }),
  on: { 'inactivity.front': { actions: assign({ front: ({ event }) => event.front }) } },
  initial: 'active',
  states: {
    active: {
      after: { untilWarning: 'warning' },
      // Re-entering restarts the delay: any activity resets the timer.
      on: { 'inactivity.activity': { target: 'active', reenter: true } },
    },
    warning: {
      after: { warning: 'expired' },
      on: {
        'inactivity.activity': 'active',
        'inactivity.stay': 'active',
      },
    },
    expired: { type: 'final' },
  },
  output: () => ({ reason: 'inactivity' as const, message: INACTIVITY_MESSAGE }),
});

/** The warning dialog is open: time is nearly out and this tab is the one the user sees. */
export const selectWarningShown = (s: SnapshotFrom<typeof inactivityMachine>) => s.matches('warning') && s.context.front;
