// The convictions declaration (spec §F): the member answers "Have you ever been convicted of a criminal offence?"
// Yes or No, explicitly; "Yes" asks for the details in the convictions sub-list. The machine loads the answer and
// how many convictions are recorded, keeps the choice being made (a choice that is neither Yes nor No is never
// sent: the contract's message shows instead), saves it, tells a `profile` change (the checklist and the completeness ring
// re-evaluate) and reloads on a `profile` change (a conviction added or deleted in the sub-list beside
// it). Whether the declaration is made is the contract's rule (`isDeclarationMade`), read by `selectDeclaration`.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiClient } from '#contract';
import {
  ConvictionDeclarationBodySchema,
  declarationStanding,
  isDeclarationMade,
  type DeclarationAnswer,
  type DeclarationStanding,
} from '#contract/declarations.ts';
import { profileEndpoints } from '#contract/endpoints/profile.ts';
import { failureOf } from '#contract/error-text.ts';
import { loadFailedState, loadingState } from '../load/load-state';
import { hearChanges, tellChange } from '../changes/change-bus';
import type { EventsOf } from '../event-schemas';
import type { declarationEventSchemas } from './conviction-declaration.events';

interface DeclarationInput {
  api: ApiClient;
}

interface Loaded {
  answer: DeclarationAnswer;
  declaredOn: string;
  convictions: number;
}

interface DeclarationContext extends Loaded {
  api: ApiClient;
  /** What the member has chosen on screen ('' before a choice); sent by `declaration.submit`. */
  chosen: DeclarationAnswer;
  /** The contract's message when the choice cannot be sent (none made). */
  fieldError: string | null;
  /** A failed load, refresh or save, with its text; what was chosen stays. */
  error: string | null;
  retryable: boolean;
  /** A change was heard while a call was under way: refresh once at rest. */
  stale: boolean;
  /** Set after a save went through, for the success notice. */
  saved: boolean;
}

type DeclarationEvent = EventsOf<typeof declarationEventSchemas>;

async function loadDeclaration(api: ApiClient): Promise<Loaded> {
  const [declaration, convictions] = await Promise.all([
    api.call(profileEndpoints.convictionDeclaration),
    api.call(profileEndpoints.convictions),
  ]);
  return { answer: declaration.data.answer, declaredOn: declaration.data.declaredOn, convictions: convictions.data.length };
}

/** What was loaded, with the choice following the stored answer unless the member chose otherwise meanwhile. */
const keepLoaded = (loaded: Loaded, context: DeclarationContext): Partial<DeclarationContext> => ({
  ...loaded,
  chosen: context.chosen === context.answer ? loaded.answer : context.chosen,
});

export const convictionDeclarationMachine = setup({
  types: {
    input: {} as DeclarationInput,
    context: {} as DeclarationContext,
    events: {} as DeclarationEvent,
  },
  actors: {
    load: fromPromise<Loaded, { api: ApiClient }>(({ input }) => loadDeclaration(input.api)),
    declare: fromPromise<Loaded, { api: ApiClient; answer: DeclarationAnswer }>(async ({ input }) => {
      const body = ConvictionDeclarationBodySchema.parse({ answer: input.answer });
      const saved = (await input.api.call(profileEndpoints.declareConvictions, { body })).data;
      // The count is read again: the declaration's rule needs both, and another tab may have changed the list.
      const convictions = (await input.api.call(profileEndpoints.convictions)).data.length;
      return { answer: saved.answer, declaredOn: saved.declaredOn, convictions };
    }),
    hearChanges,
  },
  actions: {
    markStale: assign({ stale: true }),
    tellChanges: ({ system }) => tellChange(system, 'profile'),
  },
  guards: {
    /** The choice is one the contract lets through (Yes or No). */
    isChoiceValid: ({ context }) => ConvictionDeclarationBodySchema.safeParse({ answer: context.chosen }).success,
    isStale: ({ context }) => context.stale,
  },
}).createMachine({
  id: 'conviction-declaration',
  context: ({ input }) => ({
    api: input.api,
    answer: '',
    declaredOn: '',
    convictions: 0,
    chosen: '',
    fieldError: null,
    error: null,
    retryable: false,
    stale: false,
    saved: false,
  }),
  // The declaration shows part of the checklist: it hears what re-evaluates it (a sub-list's change, the clock).
  invoke: { src: 'hearChanges', input: { hears: ['profile', 'everything'] } },
  initial: 'loading',
  states: {
    loading: {
      ...loadingState({
        src: 'load',
        input: ({ context }: { context: DeclarationContext }) => ({ api: context.api }),
        done: 'ready',
        keep: keepLoaded,
      }),
      entry: assign({ stale: false }),
      on: { 'changes.changed': { actions: 'markStale' } },
    },
    failed: { on: { ...loadFailedState('loading').on, 'changes.changed': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'declaration.choose': { actions: assign({ chosen: ({ event }) => event.answer, fieldError: null, saved: false }) },
      },
      states: {
        idle: {
          always: { guard: 'isStale', target: 'refreshing' },
          on: {
            'declaration.submit': [
              { guard: 'isChoiceValid', target: 'saving' },
              {
                actions: assign({
                  fieldError: ({ context }) =>
                    ConvictionDeclarationBodySchema.safeParse({ answer: context.chosen }).error?.issues[0]?.message ?? null,
                }),
              },
            ],
            'changes.changed': 'refreshing',
            'load.reload': 'refreshing',
          },
        },
        refreshing: {
          entry: assign({ stale: false }),
          invoke: {
            src: 'load',
            input: ({ context }) => ({ api: context.api }),
            onDone: { target: 'idle', actions: assign(({ event, context }) => ({ ...keepLoaded(event.output, context), error: null })) },
            onError: { target: 'idle', actions: assign(({ event }) => failureOf(event.error)) },
          },
          on: { 'changes.changed': { actions: 'markStale' }, 'load.reload': { actions: 'markStale' } },
        },
        saving: {
          entry: assign({ error: null, saved: false }),
          invoke: {
            src: 'declare',
            input: ({ context }) => ({ api: context.api, answer: context.chosen }),
            onDone: {
              target: 'idle',
              actions: [assign(({ event }) => ({ ...event.output, chosen: event.output.answer, saved: true })), 'tellChanges'],
            },
            // What was chosen stays; the server's reason shows (a No while convictions are recorded).
            onError: { target: 'idle', actions: assign(({ event }) => failureOf(event.error)) },
          },
          on: { 'changes.changed': { actions: 'markStale' } },
        },
      },
    },
  },
});

type DeclarationSnapshot = SnapshotFrom<typeof convictionDeclarationMachine>;

export interface DeclarationView {
  /** The stored answer ('' while not declared). */
  answer: DeclarationAnswer;
  declaredOn: string;
  convictions: number;
  standing: DeclarationStanding;
  /** The CONVICTION checklist item's rule (spec §F), on what is stored. */
  made: boolean;
}

/** The stored declaration and where it stands by the contract's rule. */
export const selectDeclaration = ({ context }: DeclarationSnapshot): DeclarationView => ({
  answer: context.answer,
  declaredOn: context.declaredOn,
  convictions: context.convictions,
  standing: declarationStanding(context.answer, context.convictions),
  made: isDeclarationMade(context.answer, context.convictions),
});
