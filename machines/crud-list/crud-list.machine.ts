// One machine for every profile sub-list (spec 2 §2 "Sub-list screens", §4): load the rows, add and edit in
// a dialog whose form is the shared form machine (the contract's messages inline, what was typed kept when the
// server says no), delete after a confirmation, reload after every change, and tell what the change
// touched (a profile sub-list: the profile, so the checklist and the completeness ring re-evaluate; spec §A:
// every add, update and remove refreshes them). It reloads by itself on the changes its definition hears,
// never under an open dialog: news heard while a dialog is open, a delete is asked, or a load is under way marks
// the rows stale, and they reload (kept on screen meanwhile) once the list is back at rest.
import { assign, fromPromise, setup, type ActorRef, type Snapshot } from 'xstate';
import type { ApiClient, Schema } from '#contract';
import { describeError, failureOf } from '#contract/error-text.ts';
import { loadFailedState, loadingState } from '../load/load-state';
import { createFormMachine, type FormContext, type FormEvent, type FormValues } from '../form/form.machine';
import { hearChanges, holdWhileEditing, tellChange, type Change, type Hears } from '../changes/change-bus';
import type { EventsOf } from '../event-schemas';
import type { crudListEventSchemas } from './crud-list.events';
import type { FactoryEventsMeta } from '../event-schema-registry';

export interface CrudListDefinition<Row, V extends FormValues> {
  id: string;
  load: (api: ApiClient) => Promise<Row[]>;
  /** Add: the contract's input schema and its call. */
  add: { schema: Schema<unknown, V>; submit: (api: ApiClient, values: V) => Promise<unknown> };
  /** Update: the schema carries the row's key; the values start from the row. */
  update: { schema: Schema<unknown, V>; submit: (api: ApiClient, values: V) => Promise<unknown> };
  /** Absent where the list has no remove call (specialization). */
  remove?: (api: ApiClient, row: Row) => Promise<unknown>;
  /** The empty form of an add. */
  blank: V;
  /** The form of an edit: the row's editable fields and its key. */
  toValues: (row: Row) => V;
  /** What a change of this list changes (a profile sub-list: `profile`); `[]` when nothing else shows it. */
  tells: readonly Change[];
  /**
   * What reloads the rows from outside (machines/changes/change-bus.ts), `[]` for nothing. A sub-list reloads
   * itself after its own change, so it hears only news from outside (`everything`: a referee answering in another tab).
   */
  hears: Hears;
}

interface CrudListInput {
  api: ApiClient;
}

interface CrudListContext<Row> {
  api: ApiClient;
  rows: Row[];
  /** The row being edited or deleted. */
  target: Row | null;
  /** A failed load or delete, shown above the table; the rows stay. */
  error: string | null;
  /** Whether loading again can help (a failed load's Try again). */
  retryable: boolean;
  /** Set after a change succeeded, for a success notice. */
  changed: 'added' | 'updated' | 'removed' | null;
  /** A change was heard while the list could not reload (a dialog open, a load under way): reload at rest. */
  stale: boolean;
  /** What an add starts with beyond the blank form (an attachment's kind, chosen by the button that opened it). */
  preset: Partial<Record<string, unknown>>;
}

type CrudListEvent<Row> = EventsOf<ReturnType<typeof crudListEventSchemas<Row>>>;

/** Builds the machine of one sub-list from its definition. */
export function createCrudListMachine<Row, V extends FormValues>(def: CrudListDefinition<Row, V>) {
  const addForm = createFormMachine<V, unknown>({
    id: `${def.id}.add`,
    schema: def.add.schema,
    initial: def.blank,
    submit: ({ api, values }) => def.add.submit(api, values),
  });
  const editForm = createFormMachine<V, unknown>({
    id: `${def.id}.edit`,
    schema: def.update.schema,
    initial: def.blank,
    submit: ({ api, values }) => def.update.submit(api, values),
  });
  return setup({
    types: {
      input: {} as CrudListInput,
      context: {} as CrudListContext<Row>,
      events: {} as CrudListEvent<Row>,
    },
    guards: {
      canRemove: () => def.remove !== undefined,
      isStale: ({ context }) => context.stale,
    },
    actions: {
      markStale: assign({ stale: true }),
      startAdd: assign(({ event }) => ({
        target: null,
        changed: null,
        error: null,
        preset: event.type === 'list.add' ? (event.values ?? {}) : {},
      })),
      /** The row an edit or a delete is about. */
      startOnRow: assign(({ event }) => ({
        target: event.type === 'list.edit' || event.type === 'list.delete' ? event.row : null,
        changed: null,
        error: null,
      })),
      tellChanges: ({ system }) => {
        for (const change of def.tells) tellChange(system, change);
      },
    },
    actors: {
      hearChanges,
      holdWhileEditing,
      load: fromPromise<Row[], { api: ApiClient }>(({ input }) => def.load(input.api)),
      remove: fromPromise<unknown, { api: ApiClient; row: Row }>(async ({ input }) => def.remove?.(input.api, input.row)),
      addForm,
      editForm,
    },
  }).createMachine({
    id: def.id,
    // Its id is its use's; the CLI finds its events by the factory's name (machines/event-schema-registry.ts).
    meta: { events: 'crudList' } satisfies FactoryEventsMeta,
    context: ({ input }) => ({
      api: input.api,
      rows: [],
      target: null,
      error: null,
      retryable: false,
      changed: null,
      stale: false,
      preset: {},
    }),
    // Listening lasts the list's life; what is heard while the list is busy waits for it to be at rest.
    invoke: { src: 'hearChanges', input: { hears: def.hears } },
    on: { 'changes.changed': { actions: 'markStale' } },
    initial: 'loading',
    states: {
      loading: {
        ...loadingState({
          src: 'load',
          input: ({ context }: { context: CrudListContext<Row> }) => ({ api: context.api }),
          done: 'ready',
          keep: (rows: Row[]) => ({ rows }),
        }),
        entry: assign({ stale: false }),
      },
      failed: { on: { ...loadFailedState('loading').on, 'changes.changed': 'loading' } },
      ready: {
        initial: 'idle',
        states: {
          idle: {
            // News heard while busy: the rows may be from before it.
            always: { guard: 'isStale', target: 'reloading' },
            on: {
              'list.add': { target: 'adding', actions: 'startAdd' },
              'list.edit': { target: 'editing', actions: 'startOnRow' },
              'list.delete': { guard: 'canRemove', target: 'confirmingDelete', actions: 'startOnRow' },
              // Try again: its message goes while it tries (the press is seen at once), and comes back if it fails.
              'load.reload': { target: 'reloading', actions: assign({ error: null }) },
              'changes.changed': 'reloading',
            },
          },
          // An open dialog is a form being edited: refreshes from outside wait (holdWhileEditing).
          adding: {
            invoke: [
              {
                id: 'form',
                src: 'addForm',
                input: ({ context }) => ({ api: context.api, values: context.preset as Partial<V> }),
                onDone: { target: 'reloading', actions: [assign({ changed: 'added' }), 'tellChanges'] },
              },
              { src: 'holdWhileEditing' },
            ],
            on: { 'list.cancel': 'idle' },
          },
          editing: {
            invoke: [
              {
                id: 'form',
                src: 'editForm',
                input: ({ context }) => ({ api: context.api, values: def.toValues(context.target as Row) }),
                onDone: { target: 'reloading', actions: [assign({ changed: 'updated' }), 'tellChanges'] },
              },
              { src: 'holdWhileEditing' },
            ],
            on: { 'list.cancel': { target: 'idle', actions: assign({ target: null }) } },
          },
          confirmingDelete: {
            on: {
              'list.confirm': 'removing',
              'list.cancel': { target: 'idle', actions: assign({ target: null }) },
            },
          },
          removing: {
            invoke: {
              src: 'remove',
              input: ({ context }) => ({ api: context.api, row: context.target as Row }),
              onDone: { target: 'reloading', actions: [assign({ changed: 'removed', target: null }), 'tellChanges'] },
              // The row's Delete is the way to try again: no reload is offered for it.
              onError: {
                target: 'idle',
                actions: assign({ error: ({ event }) => describeError(event.error), retryable: false, target: null }),
              },
            },
          },
          // The table keeps its rows while it reloads; a failed reload says so above them, with Try again
          // (load.reload) when it can help. A press meanwhile is not lost: the dialog opens at once, and the rows
          // this reload was fetching are read again once the list is back at rest.
          reloading: {
            entry: assign({ stale: false }),
            on: {
              'list.add': { target: 'adding', actions: ['startAdd', 'markStale'] },
              'list.edit': { target: 'editing', actions: ['startOnRow', 'markStale'] },
              'list.delete': { guard: 'canRemove', target: 'confirmingDelete', actions: ['startOnRow', 'markStale'] },
            },
            invoke: {
              src: 'load',
              input: ({ context }) => ({ api: context.api }),
              onDone: {
                target: 'idle',
                actions: assign({ rows: ({ event }) => event.output, target: null, error: null, retryable: false }),
              },
              onError: { target: 'idle', actions: assign(({ event }) => ({ ...failureOf(event.error), target: null })) },
            },
          },
        },
      },
    },
  });
}

export type CrudListMachine<Row, V extends FormValues> = ReturnType<typeof createCrudListMachine<Row, V>>;

/** The dialog's form while adding or editing (the shared form machine, invoked as `form`). */
export type CrudFormActor = ActorRef<Snapshot<unknown> & { context: FormContext<FormValues, unknown>; value: unknown }, FormEvent>;
export const selectForm = (s: { children: Record<string, unknown> }): CrudFormActor | null =>
  (s.children.form ?? null) as CrudFormActor | null;
