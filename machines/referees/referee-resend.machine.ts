// 'Resend Email' on a referee row (spec 2 §2, §7, §8): sends the request e-mail again ('Email Sent'); one
// resend at a time, the row it is for shown busy; the server's refusal (an answered request) is shown.
import { assign, fromPromise, setup } from 'xstate';
import { type ApiClient, profileEndpoints } from '#contract';
import { describeError } from '#contract/error-text.ts';
import { refereeMessages } from '#contract/profile-referee.ts';
import type { EventsOf } from '../event-schemas';
import type { refereeResendEventSchemas } from './referee-resend.events';

export interface RefereeResendContext {
  api: ApiClient;
  /** The row being sent for. */
  lineNo: number | null;
  message: string | null;
  error: string | null;
}

export type RefereeResendEvent = EventsOf<typeof refereeResendEventSchemas>;

export const refereeResendMachine = setup({
  types: {
    input: {} as { api: ApiClient },
    context: {} as RefereeResendContext,
    events: {} as RefereeResendEvent,
  },
  actors: {
    send: fromPromise<void, { api: ApiClient; lineNo: number }>(async ({ input }) => {
      await input.api.call(profileEndpoints.sendRefereeEmail, { body: { lineNo: input.lineNo } });
    }),
  },
}).createMachine({
  id: 'refereeResend',
  context: ({ input }) => ({ api: input.api, lineNo: null, message: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        resend: { target: 'sending', actions: assign({ lineNo: ({ event }) => event.lineNo, message: null, error: null }) },
        'resend.dismiss': { actions: assign({ message: null, error: null }) },
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => ({ api: context.api, lineNo: context.lineNo ?? 0 }),
        // The spec's success text, whatever the server words it as.
        onDone: { target: 'idle', actions: assign({ message: refereeMessages.emailSent, lineNo: null }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => describeError(event.error), lineNo: null }) },
      },
    },
  },
});
