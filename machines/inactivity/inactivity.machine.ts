// Ends a signed-in session after 300,000 ms without activity (spec 1 §4), with a warning 60 s before
// the end so the user can stay (spec §A, WCAG 2.2.1). Activity = key press, mouse move, click, touch move;
// the view reports it as `inactivity.activity`. The machine finishes (output reason 'inactivity') when time runs out.
import { setup } from 'xstate';

export const INACTIVITY_TIMEOUT_MS = 300_000;
const INACTIVITY_WARNING_MS = 60_000;
export const INACTIVITY_MESSAGE = 'Your session has been terminated for security reasons. Sign in again to proceed.';

export type InactivityEvent = { type: 'inactivity.activity' } | { type: 'inactivity.stay' };

export interface InactivityInput {
  timeoutMs?: number;
  warningMs?: number;
}

export const inactivityMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the type of `input` is declared by this assertion
    input: {} as InactivityInput,
    context: {} as { timeoutMs: number; warningMs: number },
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
  }),
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
