// Submitting a membership application (spec 1 §4, spec 3 §2), from the application list or the
// dashboard's applications card: Submit → the terms dialog → a one-time code is sent (auth/send-otp) → the member
// types it and clicks Verify → auth/verify-otp checks it ('Successfully verified Otp', spec 3 §8) →
// application/submit with the application object (spec 3 §7) → the application's document is fetched → done (the
// view opens /application/document/{code} and confirms 'Application {code} submitted').
// Every failure keeps what was typed, shows the server's message and emits `api.error` with the same message
// (spec 3 §8); a code once verified is not asked for again (the server consumed it), so a failed submission is
// retried as it stands. A second click while a call is under way is not an event any state takes: one submission.
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  type Application,
  type ApiClient,
  authEndpoints,
  firstIssueMessage,
  membershipEndpoints,
  OtpSchema,
  newAttempt,
  withAttempt,
} from '#contract';
import { submittedMessage } from './application-rules';
import { describeError } from '#contract/error-text.ts';
import { loadFailedState } from '../load/load-state';
import { tellChange } from '../changes/change-bus';
import { accessMessages } from '#contract/access-messages.ts';
import type { EventsOf } from '../event-schemas';
import type { submissionEventSchemas } from './submission.events';

export const SUBMISSION_TERMS =
  'I declare that the information in my profile is true and complete, that my referees may be contacted, and I agree to be bound by the code of conduct and the by-laws of the body. Continue to receive a verification code.';

export interface SubmissionInput {
  api: ApiClient;
  /** The signed-in user (auth/send-otp?user_id=); null: no code can be sent. */
  userId: number | null;
  /** Whether the profile checklist fully passes (isChecklistPassed): Submit does nothing otherwise. */
  checklistPassed: boolean;
  /** The application object to submit: the member's unsubmitted one, or a draft (`newApplicationDraft`). */
  application: Application;
}

export interface SubmissionContext {
  api: ApiClient;
  /** Names this flow's submit until it succeeds: a retry after a lost answer creates nothing twice. */
  attempt: string;
  userId: number | null;
  checklistPassed: boolean;
  application: Application;
  code: string;
  /** Whether auth/verify-otp accepted the code: the submission no longer needs one. */
  verified: boolean;
  /** Whether a code was sent in this submission (a failed resend goes back to the code, not to the terms). */
  sent: boolean;
  /** The inline message (the code field's, or the server's). */
  error: string | null;
  /** A confirmation: the code was sent. */
  notice: string | null;
  submitted: Application | null;
}

export type SubmissionEvent = EventsOf<typeof submissionEventSchemas>;

export type SubmissionEmitted =
  | { type: 'api.error'; message: string }
  /** The code was accepted (the server's message: 'Successfully verified Otp'). */
  | { type: 'otp.verified'; message: string }
  /** Submitted and its document fetched: 'Application {code} submitted'. */
  | { type: 'application.submitted'; code: string; message: string };

const failed = ({ event }: { event: { error: unknown } }) => describeError(event.error);

export const submissionMachine = setup({
  types: {
    input: {} as SubmissionInput,
    context: {} as SubmissionContext,
    events: {} as SubmissionEvent,
    emitted: {} as SubmissionEmitted,
    output: {} as { application: Application | null },
  },
  actors: {
    sendCode: fromPromise<string, { api: ApiClient; userId: number }>(async ({ input }) => {
      const answer = await input.api.call(authEndpoints.sendOtp, { query: { user_id: String(input.userId) } });
      return answer.message;
    }),
    verifyCode: fromPromise<string, { api: ApiClient; code: string; userId: number }>(async ({ input }) => {
      const answer = await input.api.call(authEndpoints.verifyOtp, { body: { otp_code: input.code, user_id: input.userId } });
      return answer.message ?? accessMessages.otpVerified;
    }),
    submitApplication: fromPromise<Application, { api: ApiClient; application: Application }>(
      async ({ input }) => (await input.api.call(membershipEndpoints.submitApplication, { body: input.application })).data,
    ),
    fetchDocument: fromPromise<number, { api: ApiClient; code: string }>(async ({ input }) => {
      const answer = await input.api.call(membershipEndpoints.applicationDocument, { params: { code: input.code } });
      return answer.data.length;
    }),
  },
  guards: {
    canSubmit: ({ context }) => context.checklistPassed && context.userId !== null,
    isCodeValid: ({ context }) => OtpSchema.safeParse(context.code).success,
    hasSentCode: ({ context }) => context.sent,
    isVerified: ({ context }) => context.verified,
  },
  actions: {
    raiseApiError: emit(({ context }) => ({ type: 'api.error' as const, message: context.error ?? '' })),
  },
}).createMachine({
  id: 'submission',
  context: ({ input }) => ({
    api: input.api,
    attempt: newAttempt(input.api),
    userId: input.userId,
    checklistPassed: input.checklistPassed,
    application: input.application,
    code: '',
    verified: false,
    sent: false,
    error: null,
    notice: null,
    submitted: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'submission.start': {
          guard: 'canSubmit',
          target: 'terms',
          actions: assign({ error: null, notice: null, code: '', sent: false, verified: false }),
        },
      },
    },
    terms: {
      on: { 'submission.accept': 'sendingCode', 'submission.cancel': { target: 'idle', actions: assign({ error: null }) } },
    },
    sendingCode: {
      entry: assign({ error: null, notice: null }),
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ api: context.api, userId: context.userId ?? 0 }),
        onDone: { target: 'entering', actions: assign({ notice: ({ event }) => event.output, sent: true, code: '', verified: false }) },
        onError: [
          { guard: 'hasSentCode', target: 'entering', actions: [assign({ error: failed }), 'raiseApiError'] },
          { target: 'terms', actions: [assign({ error: failed }), 'raiseApiError'] },
        ],
      },
    },
    entering: {
      on: {
        'submission.change': { actions: assign({ code: ({ event }) => event.code, error: null }) },
        'submission.verify': [
          { guard: 'isVerified', target: 'submitting' },
          { guard: 'isCodeValid', target: 'verifying' },
          {
            actions: assign(({ context }) => {
              const parsed = OtpSchema.safeParse(context.code);
              return { error: parsed.success ? null : firstIssueMessage(parsed.error), notice: null };
            }),
          },
        ],
        'submission.resend': 'sendingCode',
        'submission.cancel': { target: 'idle', actions: assign({ error: null, notice: null, code: '' }) },
      },
    },
    verifying: {
      entry: assign({ error: null, notice: null }),
      invoke: {
        src: 'verifyCode',
        input: ({ context }) => ({
          api: withAttempt(context.api, context.attempt),
          code: context.code.trim(),
          userId: context.userId ?? 0,
        }),
        onDone: {
          target: 'submitting',
          actions: [
            assign({ verified: true, notice: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'otp.verified' as const, message: event.output })),
          ],
        },
        onError: { target: 'entering', actions: [assign({ error: failed }), 'raiseApiError'] },
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'submitApplication',
        input: ({ context }) => ({ api: withAttempt(context.api, context.attempt), application: context.application }),
        onDone: { target: 'fetchingDocument', actions: assign({ submitted: ({ event }) => event.output }) },
        // The code stays as typed: a network failure lets the member press Verify again.
        onError: { target: 'entering', actions: [assign({ error: failed }), 'raiseApiError'] },
      },
    },
    fetchingDocument: {
      entry: assign({ error: null }),
      invoke: {
        src: 'fetchDocument',
        input: ({ context }) => ({ api: context.api, code: context.submitted?.Code ?? '' }),
        onDone: 'done',
        onError: { target: 'documentFailed', actions: [assign({ error: failed }), 'raiseApiError'] },
      },
    },
    // Submitted, but its document could not be fetched: fetching again is all that is left to do.
    documentFailed: loadFailedState('fetchingDocument'),
    // Told once the member can be shown the document: the member data's reload then remounts the Submit button.
    done: {
      type: 'final',
      entry: [
        ({ system }) => tellChange(system, 'application'),
        emit(({ context }) => {
          const code = context.submitted?.Code ?? '';
          return { type: 'application.submitted' as const, code, message: submittedMessage(code) };
        }),
      ],
    },
  },
  output: ({ context }) => ({ application: context.submitted }),
});

/** The application just submitted, once its document is ready (the view goes to /application/document/{code}). */
export const selectSubmittedCode = (s: { status: string; context: SubmissionContext }) =>
  s.status === 'done' ? (s.context.submitted?.Code ?? null) : null;
