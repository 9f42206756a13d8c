// The referee's answer through the e-mailed link (spec 2 §2 ResponseCard, §4, §5; issue 11 item 6): decode the
// link, load the form, then one step per question (Next only with an answer, answers cut at 250 characters), reject
// on step 1 only with a remark (document 2 §2) or accept on the last step. What is typed is kept per link through `input.store`, so a
// reload loses nothing; it goes once the server has the answer. A link that cannot be a request says so and
// nothing more, whatever was wrong with it (undecodable, another referee's code, unknown applicant). A link past its
// time (410, DECISIONS §F) says so plainly with the server's words, which name whom to ask.
import { assign, fromPromise, setup } from 'xstate';
import { decodeBase64, profileEndpoints, type ApiClient } from '#contract';
import { failureOf, statusOf } from '#contract/error-text.ts';
import { LINK_FROM_ANOTHER_BROWSER } from '#contract/e-mailed-links.ts';
import { failLoad, loadFailedState } from '../load/load-state';
import {
  clampAnswer,
  RefereeDraftSchema,
  refereeMessages,
  statementPreview,
  type RefereeAnswer,
  type RefereeDraft,
  type RefereeForm,
} from '#contract/profile-referee.ts';
import type { EventsOf } from '../event-schemas';
import type { refereeResponseEventSchemas } from './referee-response.events';

/** Where a link's answers in progress are kept (the browser's session storage; a map in tests). */
export interface RefereeDraftStore {
  read(key: string): unknown;
  write(key: string, draft: RefereeDraft): void;
  clear(key: string): void;
}

export interface RefereeResponseInput {
  api: ApiClient;
  /** The link's two parts as they arrived (base64; the code from the page URL's fragment). */
  user: string | undefined;
  code: string | undefined;
  store: RefereeDraftStore;
  /** The portal runs on the fake backend in this browser: a link it does not know was opened in another one. */
  mockMode?: boolean;
}

interface Link {
  memberNo: string;
  code: string;
}

export interface RefereeResult {
  response: 'Accept' | 'Reject';
  entryNo: number;
  message: string;
}

export interface RefereeResponseContext {
  api: ApiClient;
  store: RefereeDraftStore;
  mockMode: boolean;
  link: Link | null;
  form: RefereeForm | null;
  /** 0-based question index. */
  step: number;
  answers: string[];
  remark: string;
  statementOpen: boolean;
  /** 'field is required' under the current answer. */
  answerError: string | null;
  /** 'Remark is required' in the Rejection Remarks dialog. */
  remarkError: string | null;
  /** The server's message for a failed load or answer. */
  error: string | null;
  retryable: boolean;
  result: RefereeResult | null;
}

export type RefereeResponseEvent = EventsOf<typeof refereeResponseEventSchemas>;

/** Both parts decoded, or null: a part missing or not base64 text is no link at all. */
export function decodeLink(user: string | undefined, code: string | undefined): Link | null {
  const memberNo = decodeBase64(user ?? '');
  const decodedCode = decodeBase64(code ?? '');
  if (!memberNo.ok || !decodedCode.ok || !memberNo.value.trim() || !decodedCode.value.trim()) return null;
  return { memberNo: memberNo.value, code: decodedCode.value };
}

const draftKey = (link: Link) => `${link.memberNo}/${link.code}`;

/** The stored draft fitted to the form's questions; anything unreadable counts as no draft. */
function restoreDraft(store: RefereeDraftStore, link: Link, questionCount: number): { step: number; answers: string[]; remark: string } {
  const parsed = RefereeDraftSchema.safeParse(store.read(draftKey(link)));
  const draft = parsed.success ? parsed.data : { step: 0, answers: [], remark: '' };
  const answers = Array.from({ length: questionCount }, (_, i) => draft.answers[i] ?? '');
  return { step: Math.min(draft.step, Math.max(0, questionCount - 1)), answers, remark: draft.remark };
}

/** The server's 410: the link has passed its time (the answer may have taken the referee past it too). */
const isExpired = (error: unknown) => statusOf(error) === 410;

const questionCount = (context: RefereeResponseContext) => context.form?.Questions.refereeResponse.length ?? 0;
const isBlank = (value: string | undefined) => !value?.trim();

function answerOf(context: RefereeResponseContext, response: RefereeAnswer['response']): RefereeAnswer {
  const questions = context.form?.Questions.refereeResponse ?? [];
  return {
    memberNo: context.link?.memberNo ?? '',
    code: context.link?.code ?? '',
    response,
    ...(response === 'Reject' ? { Remarks: context.remark.trim() } : {}),
    Questions: {
      refereeResponse: questions.map((q, i) => ({
        questionNo: q.questionNo,
        question: q.question,
        answer: context.answers[i]?.trim() ?? '',
      })),
    },
  };
}

export const refereeResponseMachine = setup({
  types: {
    input: {} as RefereeResponseInput,
    context: {} as RefereeResponseContext,
    events: {} as RefereeResponseEvent,
    output: {} as RefereeResult,
  },
  actors: {
    fetchForm: fromPromise<RefereeForm, { api: ApiClient; link: Link }>(
      async ({ input }) => (await input.api.call(profileEndpoints.refereeQuestions, { body: input.link })).data,
    ),
    sendAnswer: fromPromise<RefereeResult, { api: ApiClient; answer: RefereeAnswer }>(async ({ input }) => {
      const answered = await input.api.call(profileEndpoints.answerReferee, { body: input.answer });
      const first = answered.data[0];
      const accepted = input.answer.response === 'Accept';
      // The spec's success texts, whatever the server words them as (spec 2 §8).
      return {
        response: input.answer.response,
        entryNo: first?.EntryNo ?? 0,
        message: accepted ? refereeMessages.accepted : refereeMessages.rejected,
      };
    }),
  },
  guards: {
    hasLink: ({ context }) => context.link !== null,
    hasAnswer: ({ context }) => !isBlank(context.answers[context.step]),
    canGoBack: ({ context }) => context.step > 0,
    isFirstStep: ({ context }) => context.step === 0,
    isLastStep: ({ context }) => context.step >= questionCount(context) - 1,
    hasEveryAnswer: ({ context }) => context.answers.every((a) => !isBlank(a)),
    hasRemark: ({ context }) => !isBlank(context.remark),
  },
  actions: {
    saveDraft: ({ context }) => {
      if (context.link)
        context.store.write(draftKey(context.link), { step: context.step, answers: context.answers, remark: context.remark });
    },
    clearDraft: ({ context }) => {
      if (context.link) context.store.clear(draftKey(context.link));
    },
  },
}).createMachine({
  id: 'refereeResponse',
  context: ({ input }) => ({
    api: input.api,
    store: input.store,
    mockMode: input.mockMode ?? false,
    link: decodeLink(input.user, input.code),
    form: null,
    step: 0,
    answers: [],
    remark: '',
    statementOpen: false,
    answerError: null,
    remarkError: null,
    error: null,
    retryable: false,
    result: null,
  }),
  initial: 'checkingLink',
  output: ({ context }) => context.result ?? { response: 'Reject', entryNo: 0, message: '' },
  states: {
    checkingLink: { always: [{ guard: 'hasLink', target: 'loading' }, { target: 'invalidLink' }] },
    loading: {
      entry: assign({ error: null, retryable: false }),
      invoke: {
        src: 'fetchForm',
        input: ({ context }) => ({ api: context.api, link: context.link! }),
        onDone: [
          {
            guard: ({ event }) => event.output.response !== '',
            target: 'alreadyAnswered',
            actions: assign({ form: ({ event }) => event.output }),
          },
          {
            target: 'ready',
            actions: assign(({ context, event }) => ({
              form: event.output,
              ...restoreDraft(context.store, context.link!, event.output.Questions.refereeResponse.length),
            })),
          },
        ],
        // A refusal (404: wrong code, unknown applicant; 422) is the same clear message; only a failure that
        // trying again can mend offers Try again.
        onError: [
          { guard: ({ event }) => isExpired(event.error), target: 'expired', actions: assign(({ event }) => failureOf(event.error)) },
          { guard: ({ event }) => failureOf(event.error).retryable, target: 'loadFailed', actions: failLoad },
          { target: 'invalidLink' },
        ],
      },
    },
    loadFailed: loadFailedState('loading'),
    invalidLink: {},
    /** The server's 410: `error` says the link expired and whom to ask. */
    expired: {},
    alreadyAnswered: {},
    ready: {
      initial: 'answering',
      on: { 'referee.toggleStatement': { actions: assign({ statementOpen: ({ context }) => !context.statementOpen }) } },
      states: {
        answering: {
          on: {
            'referee.answer': {
              actions: [
                assign(({ context, event }) => {
                  const answers = [...context.answers];
                  answers[context.step] = clampAnswer(event.value);
                  return { answers, answerError: isBlank(answers[context.step]) ? context.answerError : null };
                }),
                'saveDraft',
              ],
            },
            'referee.next': [
              { guard: 'isLastStep', actions: [] },
              { guard: 'hasAnswer', actions: [assign({ step: ({ context }) => context.step + 1, answerError: null }), 'saveDraft'] },
              { actions: assign({ answerError: refereeMessages.answerRequired }) },
            ],
            'referee.previous': {
              guard: 'canGoBack',
              actions: [assign({ step: ({ context }) => context.step - 1, answerError: null }), 'saveDraft'],
            },
            // Document 2 §2: "reject: only on step 1" (issue 34 item 8 reverted issue 23's every-step Reject).
            'referee.reject': { guard: 'isFirstStep', target: 'rejecting' },
            'referee.accept': [
              { guard: 'hasEveryAnswer', target: 'accepting' },
              {
                guard: 'isLastStep',
                // The first question left empty is where the referee goes (only reachable if a draft was altered).
                actions: assign(({ context }) => ({
                  step: Math.max(
                    0,
                    context.answers.findIndex((a) => isBlank(a)),
                  ),
                  answerError: refereeMessages.answerRequired,
                })),
              },
            ],
          },
        },
        accepting: {
          entry: assign({ error: null, retryable: false }),
          invoke: {
            src: 'sendAnswer',
            input: ({ context }) => ({ api: context.api, answer: answerOf(context, 'Accept') }),
            onDone: { target: '#refereeResponse.done', actions: assign({ result: ({ event }) => event.output }) },
            onError: [
              {
                guard: ({ event }) => isExpired(event.error),
                target: '#refereeResponse.expired',
                actions: assign(({ event }) => failureOf(event.error)),
              },
              { target: 'answering', actions: assign(({ event }) => failureOf(event.error)) },
            ],
          },
        },
        rejecting: {
          initial: 'editing',
          on: { 'referee.cancelRejection': { target: 'answering', actions: assign({ remarkError: null }) } },
          states: {
            editing: {
              on: {
                'referee.remark': {
                  actions: [
                    assign(({ context, event }) => {
                      const remark = clampAnswer(event.value);
                      return { remark, remarkError: isBlank(remark) ? context.remarkError : null };
                    }),
                    'saveDraft',
                  ],
                },
                'referee.submitRejection': [
                  { guard: 'hasRemark', target: 'sending' },
                  { actions: assign({ remarkError: refereeMessages.remarkRequired }) },
                ],
              },
            },
            sending: {
              entry: assign({ error: null, retryable: false }),
              invoke: {
                src: 'sendAnswer',
                input: ({ context }) => ({ api: context.api, answer: answerOf(context, 'Reject') }),
                onDone: { target: '#refereeResponse.done', actions: assign({ result: ({ event }) => event.output }) },
                onError: [
                  {
                    guard: ({ event }) => isExpired(event.error),
                    target: '#refereeResponse.expired',
                    actions: assign(({ event }) => failureOf(event.error)),
                  },
                  { target: 'editing', actions: assign(({ event }) => failureOf(event.error)) },
                ],
              },
            },
          },
        },
      },
    },
    done: { type: 'final', entry: 'clearDraft' },
  },
});

type Snapshot = { context: RefereeResponseContext };

/** 'Dear {FirstName} {LastName},' to the referee. */
export const selectSalutation = ({ context }: Snapshot) =>
  context.form ? `Dear ${[context.form.referee.FirstName, context.form.referee.LastName].filter(Boolean).join(' ')},` : '';

export const selectStatement = ({ context }: Snapshot) =>
  statementPreview(context.form?.ConfirmationStatement.confirmationStatement ?? '', context.statementOpen);

/** The current step's question and answer, and where it stands among the steps. */
export const selectStep = ({ context }: Snapshot) => {
  const questions = context.form?.Questions.refereeResponse ?? [];
  return {
    number: context.step + 1,
    count: questions.length,
    question: questions[context.step]?.question ?? '',
    answer: context.answers[context.step] ?? '',
    isFirst: context.step === 0,
    isLast: context.step >= questions.length - 1,
  };
};

/**
 * Why the link cannot be used (state `invalidLink`): a link that reads as a request but that the backend does not
 * know is, in mock mode, one opened in a browser that does not hold the demo's data; anything else is today's message.
 */
export const selectLinkProblem = (snapshot: { context: Pick<RefereeResponseContext, 'link' | 'mockMode'> }): string =>
  snapshot.context.link && snapshot.context.mockMode ? LINK_FROM_ANOTHER_BROWSER : refereeMessages.linkInvalid;
