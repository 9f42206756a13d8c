// All Users (spec 1 §2.6, §5, §6, §8): one page of users at a time (the call pages by 50 and counts every
// match), a search over name and e-mail, and per user: edit (the contract's messages inline, then 'Are you sure
// you want to update this user?'), delete after a confirmation, send a password-reset link, and log in as the
// user (told as a `session` change: the session acts as them). None of these is offered for an administrator or
// approver. The server's success message is the notice.
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  ADMIN_USERS_PAGE_SIZE,
  AdminUserEditSchema,
  phoneDigits,
  setupEndpoints,
  type AdminUser,
  type AdminUserEdit,
  type ApiClient,
  type Session,
} from '#contract';
import { describeError } from '#contract/error-text.ts';
import { createFormMachine, type FormValues } from '../form/form.machine';
import { loadFailedState, loadingState } from '../load/load-state';
import { tellChange, type SessionNews } from '../changes/change-bus';
import type { EventsOf } from '../event-schemas';
import type { usersEventSchemas } from './users.events';

const e = setupEndpoints;

/** Administrators and approvers are never edited, deleted, sent a link or impersonated here (spec 1 §6). */
export const canActOn = (user: AdminUser) => !user.is_admin && !user.is_approver;

export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));

type EditValues = AdminUserEdit & FormValues;

/**
 * The phone a save sends (issue 34 item 4): the field starts empty, the number shown masked beside it (spec 1 §9);
 * left empty, the user's number as it is; typed, the new number's digits. A masked value is never sent, and the
 * contract refuses anything but digits.
 */
export const phoneToSave = (typed: string, current: string | null): string => (typed.trim() === '' ? (current ?? '') : phoneDigits(typed));

/** The edit dialog's form: it checks the values; saving them waits for the confirmation. */
const editForm = createFormMachine<EditValues, EditValues>({
  id: 'adminUser.edit',
  schema: AdminUserEditSchema,
  initial: { email: '', phone_no: '' },
  submit: ({ values }) => Promise.resolve(values),
});

export interface UsersContext {
  api: ApiClient;
  users: AdminUser[];
  total: number;
  page: number;
  /** The search as sent (trimmed); '' lists everyone. */
  search: string;
  /** The user being edited, deleted, sent a link or logged in as. */
  target: AdminUser | null;
  /** The edit's checked values, waiting for the confirmation (and kept if the server refuses them). */
  draft: EditValues | null;
  error: string | null;
  retryable: boolean;
  /** The server's message after an action succeeded. */
  notice: string | null;
}

export type UsersEvent = EventsOf<typeof usersEventSchemas>;

/** Emitted once the server opened a session as the user: the app's session switches to it. */
export type UsersEmitted = { type: 'users.loggedInAs'; session: Session; message: string };

type Answer = { message?: string | undefined };
const messageOf = (answer: Answer, fallback: string) => answer.message ?? fallback;

export const usersMachine = setup({
  types: {
    input: {} as { api: ApiClient },
    context: {} as UsersContext,
    events: {} as UsersEvent,
    emitted: {} as UsersEmitted,
  },
  actors: {
    loadPage: fromPromise(async ({ input }: { input: { api: ApiClient; page: number; search: string } }) =>
      input.api.call(e.users, { query: { page: input.page, ...(input.search ? { search: input.search } : {}) } }),
    ),
    editForm,
    update: fromPromise(async ({ input }: { input: { api: ApiClient; user: AdminUser; values: EditValues } }) =>
      messageOf(
        await input.api.call(e.updateUser, {
          params: { id: String(input.user.id) },
          body: { ...input.values, phone_no: phoneToSave(input.values.phone_no, input.user.phone_no) },
        }),
        'User updated successfully',
      ),
    ),
    remove: fromPromise(async ({ input }: { input: { api: ApiClient; user: AdminUser } }) =>
      messageOf(await input.api.call(e.deleteUser, { params: { id: String(input.user.id) } }), 'User deleted successfully'),
    ),
    sendReset: fromPromise(async ({ input }: { input: { api: ApiClient; user: AdminUser } }) =>
      messageOf(await input.api.call(e.sendActivationLink, { body: { id: input.user.id } }), 'Password Reset link sent successfully'),
    ),
    loginAs: fromPromise(async ({ input }: { input: { api: ApiClient; user: AdminUser } }) =>
      input.api.call(e.loginAs, { body: { id: input.user.id } }),
    ),
  },
  guards: {
    canActOnIt: ({ event }) => 'user' in event && canActOn(event.user),
    isOtherPage: ({ context, event }) =>
      event.type === 'users.page' && event.page !== context.page && event.page >= 1 && event.page <= pageCountOf(context.total),
  },
}).createMachine({
  id: 'adminUsers',
  context: ({ input }) => ({
    api: input.api,
    users: [],
    total: 0,
    page: 1,
    search: '',
    target: null,
    draft: null,
    error: null,
    retryable: false,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: loadingState({
      src: 'loadPage',
      input: ({ context }: { context: UsersContext }) => ({ api: context.api, page: context.page, search: context.search }),
      done: 'ready',
      keep: ({ data, total }: { data: AdminUser[]; total: number }) => ({ users: data, total }),
    }),
    failed: loadFailedState('loading'),
    ready: {
      initial: 'idle',
      on: {
        // A new search starts at its first page; the notice of the last action goes.
        'users.search': {
          target: '.reloading',
          actions: assign(({ event }) => ({ search: event.term.trim(), page: 1, notice: null, error: null })),
        },
        'users.page': {
          guard: 'isOtherPage',
          target: '.reloading',
          actions: assign(({ event }) => ({ page: event.page, notice: null, error: null })),
        },
      },
      states: {
        idle: {
          on: {
            'users.edit': {
              guard: 'canActOnIt',
              target: 'editing',
              actions: assign(({ event }) => ({ target: event.user, draft: null, notice: null, error: null })),
            },
            'users.delete': {
              guard: 'canActOnIt',
              target: 'confirmingDelete',
              actions: assign(({ event }) => ({ target: event.user, notice: null, error: null })),
            },
            'users.sendReset': {
              guard: 'canActOnIt',
              target: 'sendingReset',
              actions: assign(({ event }) => ({ target: event.user, notice: null, error: null })),
            },
            'users.loginAs': {
              guard: 'canActOnIt',
              target: 'loggingIn',
              actions: assign(({ event }) => ({ target: event.user, notice: null, error: null })),
            },
          },
        },
        editing: {
          invoke: {
            id: 'form',
            src: 'editForm',
            input: ({ context }) => {
              const user = context.target as AdminUser;
              // The phone field starts empty (the number shows masked beside it): empty keeps it (phoneToSave).
              return { api: context.api, values: context.draft ?? { email: user.email, phone_no: '' } };
            },
            onDone: { target: 'confirmingUpdate', actions: assign({ draft: ({ event }) => event.output }) },
          },
          on: { 'users.cancel': { target: 'idle', actions: assign({ target: null, draft: null, error: null }) } },
        },
        // 'Are you sure you want to update this user?' — No goes back to the form as it was.
        confirmingUpdate: {
          on: {
            'users.confirm': 'updating',
            'users.cancel': 'editing',
          },
        },
        // A new attempt: the last refusal goes, so a good save never shows beside an old error.
        updating: {
          entry: assign({ error: null }),
          invoke: {
            src: 'update',
            input: ({ context }) => ({ api: context.api, user: context.target as AdminUser, values: context.draft as EditValues }),
            onDone: { target: 'reloading', actions: assign(({ event }) => ({ notice: event.output, target: null, draft: null })) },
            // The dialog opens again with what was typed, and the server's refusal above it.
            onError: { target: 'editing', actions: assign({ error: ({ event }) => describeError(event.error) }) },
          },
        },
        confirmingDelete: {
          on: {
            'users.confirm': 'removing',
            'users.cancel': { target: 'idle', actions: assign({ target: null }) },
          },
        },
        removing: {
          invoke: {
            src: 'remove',
            input: ({ context }) => ({ api: context.api, user: context.target as AdminUser }),
            onDone: { target: 'reloading', actions: assign(({ event }) => ({ notice: event.output, target: null })) },
            onError: { target: 'idle', actions: assign(({ event }) => ({ error: describeError(event.error), target: null })) },
          },
        },
        sendingReset: {
          invoke: {
            src: 'sendReset',
            input: ({ context }) => ({ api: context.api, user: context.target as AdminUser }),
            onDone: { target: 'idle', actions: assign(({ event }) => ({ notice: event.output, target: null })) },
            onError: { target: 'idle', actions: assign(({ event }) => ({ error: describeError(event.error), target: null })) },
          },
        },
        loggingIn: {
          invoke: {
            src: 'loginAs',
            input: ({ context }) => ({ api: context.api, user: context.target as AdminUser }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({ notice: messageOf(event.output, 'Logged in as user successfully'), target: null })),
                ({ system, event }) => tellChange(system, 'session', { actAs: event.output.data } satisfies SessionNews),
                // What the page says and where it goes next.
                emit(({ event }) => ({
                  type: 'users.loggedInAs' as const,
                  session: event.output.data,
                  message: messageOf(event.output, 'Logged in as user successfully'),
                })),
              ],
            },
            onError: { target: 'idle', actions: assign(({ event }) => ({ error: describeError(event.error), target: null })) },
          },
        },
        // The table keeps its rows while the page loads; a failed load says so above them.
        reloading: {
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ api: context.api, page: context.page, search: context.search }),
            onDone: [
              // A page emptied by a delete (the last user of the last page) steps back to the page before.
              {
                guard: ({ context, event }) => event.output.data.length === 0 && context.page > 1,
                target: 'reloading',
                reenter: true,
                actions: assign({ page: ({ context }) => context.page - 1 }),
              },
              { target: 'idle', actions: assign(({ event }) => ({ users: event.output.data, total: event.output.total })) },
            ],
            onError: { target: 'idle', actions: assign(({ event }) => ({ error: describeError(event.error) })) },
          },
        },
      },
    },
  },
});

export type UsersActor = ActorRefFrom<typeof usersMachine>;

/**
 * Whether `user`'s row actions wait: while another search or page loads (these rows are about to go, and a press
 * then would be dropped, the machine taking them at rest), and while a reset or a log-in-as runs for that user.
 */
export const rowActionsWait = (s: SnapshotFrom<typeof usersMachine>, user: AdminUser): boolean =>
  s.matches({ ready: 'reloading' }) ||
  (s.context.target?.id === user.id && (s.matches({ ready: 'sendingReset' }) || s.matches({ ready: 'loggingIn' })));
