// The one-time-code page (/otp/:id): the route carries the registration answer {id, phone_no} as base64 JSON,
// `?verify=` (base64) may pre-fill the code. Verify → a session; Resend → a new code (spec 1 §2.1, §4).
import { assign, fromPromise, raise, setup } from 'xstate';
import {
  type ApiClient,
  authEndpoints,
  decodeBase64,
  decodeBase64Json,
  firstIssueMessage,
  mask,
  newAttempt,
  OtpSchema,
  type Session,
  withAttempt,
} from '#contract';
import { describeError } from '#contract/error-text.ts';
import { z } from '#contract/mini.ts';
import { tellEstablished } from '../changes/change-bus';
import { accessMessages, tooManyAttemptsMessage } from '#contract/access-messages.ts';
import type { EventsOf } from '../event-schemas';
import type { otpEventSchemas } from './otp.events';

export const OTP_VERIFIED_MESSAGE = accessMessages.otpVerified;
const OtpLinkSchema = z.object({ id: z.number().check(z.int(), z.positive()), phone_no: z.string() });

export interface OtpInput {
  api: ApiClient;
  /** The `:id` route param. */
  encodedId: string;
  /** The `?verify=` query param, if any. */
  verify?: string | null;
}

export interface OtpContext {
  api: ApiClient;
  userId: number | null;
  /** The phone the code was sent to (mock mode's "Show the message" finds the SMS by it); shown masked. */
  phone: string;
  maskedPhone: string;
  code: string;
  /** Inline message of the code field, or why the link cannot be used. */
  error: string | null;
  /** A confirmation (code re-sent, verified). */
  notice: string | null;
  session: Session | null;
  /**
   * Seconds until auth/send-otp takes another request for this account (its 429's Retry-After); null: Resend may
   * be pressed now. Cleared by the machine's own timer when the wait is over.
   */
  resendWait: number | null;
  /** Names the Verify presses until one succeeds: a code used by a request whose answer was lost is not refused. */
  attempt: string;
}

export type OtpEvent = EventsOf<typeof otpEventSchemas>;

/** A 429 of a limited guess or send (issue 35 item 1): how long to wait, in seconds (Retry-After, else a minute). */
function limitWaitOf(error: unknown): number | null {
  const { status, retryAfter } = (error ?? {}) as { status?: unknown; retryAfter?: unknown };
  if (status !== 429) return null;
  return typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : 60;
}

/** Resend's line while send-otp is limited: when it may be pressed again. */
export const resendWaitMessage = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `You can ask for a new code in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

function readLink(input: OtpInput): Pick<OtpContext, 'userId' | 'phone' | 'maskedPhone' | 'code' | 'error'> {
  const decoded = decodeBase64Json(input.encodedId);
  const link = decoded.ok ? OtpLinkSchema.safeParse(decoded.value) : null;
  if (!link?.success) {
    return {
      userId: null,
      phone: '',
      maskedPhone: '',
      code: '',
      error: decoded.ok ? 'The link is damaged: it does not name an account.' : decoded.error,
    };
  }
  let code = '';
  let error: string | null = null;
  if (input.verify) {
    const v = decodeBase64(input.verify);
    // The link's code obeys the rule a typed one does (spec 1 §5), so the page never holds a code it would refuse.
    const parsed = v.ok ? OtpSchema.safeParse(v.value) : null;
    if (parsed?.success) code = parsed.data;
    else error = 'The code in the link could not be read. Type the code you received.';
  }
  return { userId: link.data.id, phone: link.data.phone_no, maskedPhone: mask(link.data.phone_no), code, error };
}

export const otpMachine = setup({
  types: {
    input: {} as OtpInput,
    context: {} as OtpContext,
    events: {} as OtpEvent,
    output: {} as { session: Session },
  },
  actors: {
    verifyOtp: fromPromise<Session, { api: ApiClient; code: string; userId: number }>(async ({ input }) => {
      const answer = await input.api.call(authEndpoints.verifyOtp, { body: { otp_code: input.code, user_id: input.userId } });
      return answer.data;
    }),
    resendOtp: fromPromise<string, { api: ApiClient; userId: number }>(async ({ input }) => {
      const answer = await input.api.call(authEndpoints.sendOtp, { query: { user_id: String(input.userId) } });
      return answer.message;
    }),
  },
  guards: {
    hasAccount: ({ context }) => context.userId !== null,
    isCodeValid: ({ context }) => OtpSchema.safeParse(context.code).success,
    canResend: ({ context }) => context.resendWait === null,
  },
  actions: {
    // The wait is the server's: the timer only puts Resend back when the server said it may take it again.
    openResendLater: raise({ type: 'otp.resendOpen' }, { id: 'resendOpen', delay: ({ context }) => (context.resendWait ?? 0) * 1000 }),
  },
}).createMachine({
  id: 'otp',
  context: ({ input }) => ({
    api: input.api,
    notice: null,
    session: null,
    resendWait: null,
    attempt: newAttempt(input.api),
    ...readLink(input),
  }),
  on: { 'otp.resendOpen': { actions: assign({ resendWait: null }) } },
  initial: 'checkingLink',
  states: {
    checkingLink: { always: [{ guard: 'hasAccount', target: 'entering' }, { target: 'invalidLink' }] },
    invalidLink: {},
    entering: {
      on: {
        'otp.change': { actions: assign({ code: ({ event }) => event.code.replace(/\D/g, '').slice(0, 6), error: null }) },
        'otp.submit': [
          { guard: 'isCodeValid', target: 'verifying' },
          {
            actions: assign(({ context }) => {
              const parsed = OtpSchema.safeParse(context.code);
              return { error: parsed.success ? null : firstIssueMessage(parsed.error) };
            }),
          },
        ],
        'otp.resend': { guard: 'canResend', target: 'resending' },
      },
    },
    // Too many wrong codes (429): the message says how long to wait, the typed code stays, and Verify asks the
    // server again (it alone knows when the wait is over; the tester's clock may have moved).
    limited: {
      on: {
        'otp.change': { actions: assign({ code: ({ event }) => event.code.replace(/\D/g, '').slice(0, 6) }) },
        'otp.submit': { guard: 'isCodeValid', target: 'verifying' },
        'otp.resend': { guard: 'canResend', target: 'resending' },
      },
    },
    resending: {
      entry: assign({ notice: null, error: null }),
      invoke: {
        src: 'resendOtp',
        input: ({ context }) => ({ api: context.api, userId: context.userId ?? 0 }),
        onDone: { target: 'entering', actions: assign({ notice: ({ event }) => event.output, code: '' }) },
        onError: [
          {
            guard: ({ event }) => limitWaitOf(event.error) !== null,
            target: 'entering',
            actions: [
              assign(({ event }) => {
                const wait = limitWaitOf(event.error) ?? 60;
                return { resendWait: wait, error: resendWaitMessage(wait) };
              }),
              'openResendLater',
            ],
          },
          { target: 'entering', actions: assign({ error: ({ event }) => describeError(event.error) }) },
        ],
      },
    },
    verifying: {
      entry: assign({ notice: null, error: null }),
      invoke: {
        src: 'verifyOtp',
        input: ({ context }) => ({ api: withAttempt(context.api, context.attempt), code: context.code, userId: context.userId ?? 0 }),
        onDone: { target: 'verified', actions: assign({ session: ({ event }) => event.output, notice: OTP_VERIFIED_MESSAGE }) },
        // The code stays as typed so the user can correct one digit.
        onError: [
          {
            guard: ({ event }) => limitWaitOf(event.error) !== null,
            target: 'limited',
            actions: assign({ error: ({ event }) => tooManyAttemptsMessage(limitWaitOf(event.error) ?? 60) }),
          },
          { target: 'entering', actions: assign({ error: ({ event }) => describeError(event.error) }) },
        ],
      },
    },
    verified: { type: 'final', entry: ({ context, system }) => tellEstablished(system, context.session) },
  },
  output: ({ context }) => ({ session: context.session as Session }),
});
