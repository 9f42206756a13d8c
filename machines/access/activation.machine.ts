// Activation of an existing member's account (/activate/:code?, spec 1 §2.2). Step 1: a member-number search
// fills the read-only names (only when a number is given; `?memberNo=` base64 pre-fills and runs it), then the
// request sends an activation code. Step 2 (a dialog): e-mail, ID/passport, code, password and confirm → a session.
// "Use code" goes to step 2 directly; a code in the route pre-fills it. The Activation disclaimer is the page's
// consent machine, shown before all this.
import { assign, fromPromise, sendTo, setup } from 'xstate';
import {
  type Activate,
  ActivateSchema,
  type ActivationRequest,
  ActivationRequestFormSchema,
  type ApiClient,
  authEndpoints,
  decodeBase64,
  encodeBase64,
  messages,
  phoneDigits,
  type Session,
} from '#contract';
import { createFormMachine } from '../form/form.machine';
import { describeError } from '#contract/error-text.ts';
import { tellEstablished } from '../changes/change-bus';
import type { EventsOf } from '../event-schemas';
import type { activationEventSchemas } from './activation.events';

export const requestForm = createFormMachine<ActivationRequest, string>({
  id: 'activationRequest',
  schema: ActivationRequestFormSchema,
  initial: { memberNo: '', eMailAddress: '', memberNameFirst: '', memberNameLast: '', identificationDocumentNo: '', phoneNo: '' },
  // The phone as typed is sent as its digits (issue 34 item 4), as registration does.
  submit: async ({ api, values }) =>
    (await api.call(authEndpoints.activation, { body: { ...values, phoneNo: phoneDigits(values.phoneNo) } })).message,
});

export const activateForm = createFormMachine<Activate, Session>({
  id: 'activate',
  schema: ActivateSchema,
  initial: { otp_code: '', password: '', confirmPassword: '', email: '', identificationDocumentNo: '' },
  submit: async ({ api, values }) => (await api.call(authEndpoints.activate, { body: values })).data,
});

export interface ActivationInput {
  api: ApiClient;
  /** The route's :code, if any. */
  code?: string | undefined;
  /** The `?memberNo=` query param (base64), if any. */
  memberNo?: string | null | undefined;
}

export interface ActivationContext {
  api: ApiClient;
  request: Partial<ActivationRequest>;
  /** The member number being looked up. */
  searchFor: string;
  code: string;
  searchError: string | null;
  /** Why the memberNo link could not be used. */
  linkError: string | null;
  /** The server's confirmation that a code was sent. */
  notice: string | null;
  session: Session | null;
}

export type ActivationEvent = EventsOf<typeof activationEventSchemas>;

type RequestRef = { getSnapshot(): { context: { values: ActivationRequest } } };

function initialContext(input: ActivationInput): ActivationContext {
  const base: ActivationContext = {
    api: input.api,
    request: {},
    searchFor: '',
    code: input.code?.trim().slice(0, 50) ?? '',
    searchError: null,
    linkError: null,
    notice: null,
    session: null,
  };
  if (!input.memberNo) return base;
  const decoded = decodeBase64(input.memberNo);
  const memberNo = decoded.ok ? decoded.value.trim() : '';
  if (!decoded.ok || memberNo === '' || memberNo.length > 50)
    return { ...base, linkError: 'The member number in the link could not be read. Type it instead.' };
  return { ...base, request: { memberNo }, searchFor: memberNo };
}

export const activationMachine = setup({
  types: {
    input: {} as ActivationInput,
    context: {} as ActivationContext,
    events: {} as ActivationEvent,
    output: {} as { session: Session },
    children: {} as { request: 'requestForm'; activate: 'activateForm' },
  },
  actors: {
    requestForm,
    activateForm,
    lookupMember: fromPromise<{ FirstName: string; LastName: string }, { api: ApiClient; memberNo: string }>(async ({ input }) => {
      const answer = await input.api.call(authEndpoints.memberLookup, { query: { MemberNo: encodeBase64(input.memberNo) } });
      return answer.data;
    }),
  },
  guards: {
    hasPrefilledNumber: ({ context }) => (context.request.memberNo ?? '') !== '',
    hasCodeInRoute: ({ context }) => context.code !== '',
  },
}).createMachine({
  id: 'activation',
  context: ({ input }) => initialContext(input),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasCodeInRoute', target: 'step2' }, { target: 'step1' }] },
    step1: {
      invoke: {
        id: 'request',
        src: 'requestForm',
        input: ({ context }) => ({ api: context.api, values: context.request }),
        onDone: { target: 'step2', actions: assign({ notice: ({ event }) => event.output }) },
      },
      // What was typed survives a trip to step 2 and back.
      exit: assign({
        request: ({ self }) => (self.getSnapshot().children.request as RequestRef | undefined)?.getSnapshot().context.values ?? {},
      }),
      on: { 'activation.useCode': 'step2' },
      initial: 'checkingPrefill',
      states: {
        checkingPrefill: { always: [{ guard: 'hasPrefilledNumber', target: 'searching' }, { target: 'idle' }] },
        idle: {
          on: {
            'activation.search': [
              {
                guard: ({ event }) => event.memberNo.trim() !== '',
                target: 'searching',
                actions: assign({ searchFor: ({ event }) => event.memberNo.trim() }),
              },
              { actions: assign({ searchError: messages.fieldRequired }) },
            ],
          },
        },
        searching: {
          entry: assign({ searchError: null, linkError: null }),
          invoke: {
            src: 'lookupMember',
            input: ({ context }) => ({ api: context.api, memberNo: context.searchFor }),
            onDone: {
              target: 'idle',
              actions: [
                sendTo('request', ({ event }) => ({ type: 'form.change', name: 'memberNameFirst', value: event.output.FirstName })),
                sendTo('request', ({ event }) => ({ type: 'form.change', name: 'memberNameLast', value: event.output.LastName })),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ searchError: ({ event }) => describeError(event.error) }),
                sendTo('request', { type: 'form.change', name: 'memberNameFirst', value: '' }),
                sendTo('request', { type: 'form.change', name: 'memberNameLast', value: '' }),
              ],
            },
          },
        },
      },
    },
    step2: {
      invoke: {
        id: 'activate',
        src: 'activateForm',
        input: ({ context }) => ({
          api: context.api,
          values: {
            otp_code: context.code,
            email: context.request.eMailAddress ?? '',
            identificationDocumentNo: context.request.identificationDocumentNo ?? '',
          },
        }),
        onDone: { target: 'done', actions: assign({ session: ({ event }) => event.output }) },
      },
      on: { 'activation.back': { target: 'step1', actions: assign({ notice: null }) } },
    },
    done: { type: 'final', entry: ({ context, system }) => tellEstablished(system, context.session) },
  },
  output: ({ context }) => ({ session: context.session as Session }),
});
