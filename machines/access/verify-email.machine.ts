// E-mail link verification (/verify/:code): activating → success (a session) or failed (spec 1 §2.1).
import { assign, fromPromise, setup } from 'xstate';
import { type ApiClient, authEndpoints, type Session } from '#contract';
import { LINK_FROM_ANOTHER_BROWSER, refusedLinkMessage } from '#contract/e-mailed-links.ts';

export const VERIFY_TEXTS = {
  activating: 'Activating your account',
  success: 'Account activated Successfully',
  failed: 'Failed to activate account. Please contact administrator',
} as const;

export const verifyEmailMachine = setup({
  types: {
    /** `mockMode`: the portal runs on the fake backend in this browser (a link it does not know is explained). */
    input: {} as { api: ApiClient; code: string; mockMode?: boolean },
    context: {} as { api: ApiClient; code: string; mockMode: boolean; session: Session | null; reason: string | null },
    output: {} as { session: Session | null },
  },
  actors: {
    verify: fromPromise<Session, { api: ApiClient; code: string }>(async ({ input }) => {
      const answer = await input.api.call(authEndpoints.verifyEmail, { body: { activation_code: input.code } });
      return answer.data;
    }),
  },
  guards: {
    hasCode: ({ context }) => context.code.trim().length > 0 && context.code.length <= 255,
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({ api: input.api, code: input.code, mockMode: input.mockMode ?? false, session: null, reason: null }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasCode', target: 'activating' }, { target: 'failed' }] },
    activating: {
      invoke: {
        src: 'verify',
        input: ({ context }) => ({ api: context.api, code: context.code }),
        onDone: { target: 'success', actions: assign({ session: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ reason: ({ event }) => (event.error instanceof Error ? event.error.message : null) }),
        },
      },
    },
    success: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({ session: context.session }),
});

/**
 * In mock mode, for a link the fake backend does not know, why it failed (it was likely opened in another browser):
 * shown after the spec's text (VERIFY_TEXTS.failed, always) in plain styling, never as the visitor's fault; null otherwise.
 */
export const selectMockExplanation = (snapshot: { context: { reason: string | null; mockMode: boolean } }): string | null =>
  refusedLinkMessage(snapshot.context.reason ?? '', snapshot.context.mockMode) === LINK_FROM_ANOTHER_BROWSER
    ? LINK_FROM_ANOTHER_BROWSER
    : null;
