// One machine for every form of the portal: values typed so far, inline messages from the contract's zod
// schema, never submits while invalid, keeps what the user typed when the server says no (spec 1 §5).
import { assign, enqueueActions, fromPromise, setup, stopChild } from 'xstate';
import { fieldErrors, newAttempt, withAttempt, type ApiClient, type Schema } from '#contract';
import { describeError, hasInlinePlace } from '#contract/error-text.ts';
import { holdWhileEditing, tellChanges, type ChangeNews } from '../changes/change-bus';
import type { EventsOf } from '../event-schemas';
import type { formEventSchemas } from './form.events';
import type { FactoryEventsMeta } from '../event-schema-registry';

export type FormValues = Record<string, unknown>;

interface FormInput<V extends FormValues> {
  api: ApiClient;
  /** Starting values (prefills, route params). */
  values?: Partial<V>;
  /**
   * When true, the changes are held quiet from the first change until the form ends or is reset: refreshes from
   * outside wait while the user is editing (a record edited in place: the Bio tabs, Admin Settings).
   */
  holds?: boolean;
  /**
   * When given, whether the backend can answer yet: `true`, or what settles once it can (mock mode's fake backend
   * starting). A submit before then waits in `connecting` ("Still connecting…") and goes on by itself.
   */
  backend?: BackendReadiness | undefined;
}

/** `true` once the backend can answer; until then what settles when it can. */
export type BackendReadiness = () => true | PromiseLike<unknown>;

export interface FormContext<V extends FormValues, R> {
  api: ApiClient;
  holds?: boolean | undefined;
  backend?: BackendReadiness | undefined;
  /** Something was typed or chosen since the form started (or was reset). */
  touched?: boolean;
  values: V;
  /** Field path → message; only for fields the user has left or after a submit attempt. */
  errors: Record<string, string>;
  /** The server's refusal, shown above the form; the values stay as typed. */
  serverError: string | null;
  /** False when the failure has no place in the form (hasInlinePlace): the view shows it in the error dialog. */
  serverErrorInline?: boolean;
  /** Once submit was tried, every field is validated live. */
  attempted: boolean;
  /** Names this form's submits until one succeeds: a retry after a lost answer creates nothing twice. */
  attempt: string;
  result: R | null;
}

export type FormEvent = EventsOf<typeof formEventSchemas>;

export interface FormDefinition<V extends FormValues, R> {
  id: string;
  /** The contract's schema of the payload: its messages are the form's messages. */
  schema: Schema<unknown, V>;
  initial: V;
  submit: (input: { api: ApiClient; values: V }) => Promise<R>;
  /** The fields that hang on the one just changed (a new county empties the town): values after `name` changed from `before`. */
  dependents?: (values: V, name: string, before: V) => V;
  /** What a successful submit changed (creating a profile: the user). */
  tells?: (result: R) => readonly ChangeNews[];
}

/** Builds the machine of one form. */
export function createFormMachine<V extends FormValues, R>(def: FormDefinition<V, R>) {
  const validate = (values: V) => {
    const parsed = def.schema.safeParse(values);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  const isValid = (values: V) => Object.keys(validate(values)).length === 0;
  return setup({
    types: {
      input: {} as FormInput<V>,
      context: {} as FormContext<V, R>,
      events: {} as FormEvent,
      output: {} as R,
    },
    actors: {
      submit: fromPromise<R, { api: ApiClient; values: V }>(({ input }) => def.submit(input)),
      waitForBackend: fromPromise<unknown, BackendReadiness>(async ({ input }) => input()),
      holdWhileEditing,
    },
    actions: {
      // The first change holds the changes quiet (when the form is asked to); the hold ends with the form.
      touch: enqueueActions(({ context, enqueue }) => {
        if (context.touched) return;
        enqueue.assign({ touched: true });
        if (context.holds) enqueue.spawnChild('holdWhileEditing', { id: 'hold' });
      }),
    },
    guards: {
      isValid: ({ context }) => isValid(context.values),
      isSendable: ({ context }) => isValid(context.values) && (!context.backend || context.backend() === true),
    },
  }).createMachine({
    id: def.id,
    // Its id is its use's; the CLI finds its events by the factory's name (machines/event-schema-registry.ts).
    meta: { events: 'form' } satisfies FactoryEventsMeta,
    context: ({ input }) => ({
      api: input.api,
      holds: input.holds,
      backend: input.backend,
      touched: false,
      values: { ...def.initial, ...input.values },
      errors: {},
      serverError: null,
      attempted: false,
      attempt: newAttempt(input.api),
      result: null,
    }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'form.change': {
            actions: [
              'touch',
              assign(({ context, event }) => {
                const changed = { ...context.values, [event.name]: event.value };
                const values = def.dependents ? def.dependents(changed, event.name, context.values) : changed;
                const all = validate(values);
                // Live messages only where the user was already told something, or everywhere after a submit attempt.
                const errors = context.attempted
                  ? all
                  : Object.fromEntries(
                      Object.keys(context.errors)
                        .filter((k) => all[k])
                        .map((k) => [k, all[k] as string]),
                    );
                return { values, errors, serverError: null };
              }),
            ],
          },
          'form.refuse': {
            actions: [
              'touch',
              assign(({ context, event }) => ({
                values: { ...context.values, [event.name]: undefined },
                errors: { ...context.errors, [event.name]: event.message },
                serverError: null,
              })),
            ],
          },
          'form.blur': {
            actions: assign(({ context, event }) => {
              const message = validate(context.values)[event.name];
              const errors = { ...context.errors };
              if (message) errors[event.name] = message;
              else delete errors[event.name];
              return { errors };
            }),
          },
          'form.submit': [
            { guard: 'isSendable', target: 'submitting' },
            { guard: 'isValid', target: 'connecting' },
            { actions: assign(({ context }) => ({ attempted: true, errors: validate(context.values) })) },
          ],
          'form.reset': {
            actions: [
              stopChild('hold'),
              assign({
                values: () => ({ ...def.initial }),
                errors: {},
                serverError: null,
                attempted: false,
                touched: false,
                attempt: ({ context }) => newAttempt(context.api),
              }),
            ],
          },
        },
      },
      // Valid, pressed before the backend could answer: one submit, sent once it can (presses meanwhile add none).
      connecting: {
        entry: assign({ serverError: null, errors: {} }),
        invoke: {
          src: 'waitForBackend',
          input: ({ context }) => context.backend as BackendReadiness,
          onDone: 'submitting',
          onError: { target: 'editing', actions: assign({ serverError: ({ event }) => describeError(event.error) }) },
        },
      },
      submitting: {
        entry: assign({ serverError: null, errors: {} }),
        invoke: {
          src: 'submit',
          input: ({ context }) => ({ api: withAttempt(context.api, context.attempt), values: context.values }),
          onDone: {
            target: 'done',
            actions: [
              assign({ result: ({ event }) => event.output }),
              ({ system, event }) => tellChanges(system, def.tells?.(event.output) ?? []),
            ],
          },
          onError: {
            target: 'editing',
            actions: assign({
              serverError: ({ event }) => describeError(event.error),
              serverErrorInline: ({ event }) => hasInlinePlace(event.error),
            }),
          },
        },
      },
      done: { type: 'final' },
    },
    output: ({ context }) => context.result as R,
  });
}
