// The flow registry: every flow machine by name, with a line that says what it is for and how to create it
// headlessly — the real machine, given a client of whatever backend answers (the in-process fake one for
// `portal replay`), a simulated clock's now and in-memory storage. Only the CLI, the docs it generates and the
// tests read it, so it lives here (decision 012); the app imports the names alone (machines/flow-names.ts).
// tests/machines/registry.test.ts fails when a machine under machines/ is missing from it.
import { createActor, type AnyActorRef, type AnyStateMachine, type InputFrom } from 'xstate';
import {
  ApplicationSchema,
  DisclaimerTypeSchema,
  membershipEndpoints,
  newApplicationDraft,
  shellEndpoints,
  type ApiClient,
} from '#contract';
import { profileSubLists } from '#contract/profile-lists';
import { MinorSettingsSchema } from '#contract/site';
import { DEFAULT_THEME_COLORS } from '#contract/theme-contrast';
import { activationMachine } from '#machines/access/activation.machine';
import { applicationChecklistMachine } from '#machines/applications/application-checklist.machine';
import { submissionMachine } from '#machines/applications/submission.machine';
import { createAdminSettingsMachine } from '#machines/admin/admin-settings.machine';
import { paymentOptionsMachine } from '#machines/admin/payment-options';
import { usersMachine } from '#machines/admin/users.machine';
import { bioTabMachine, firmBioTabMachine } from '#machines/profile/bio-editor.machine';
import { editBioMachine, editFirmBioMachine, initiateFirmMachine, initiateProfileMachine } from '#machines/profile/bio-forms';
import { profileConfirmMachine } from '#machines/profile/profile-confirm.machine';
import { convictionDeclarationMachine } from '#machines/profile/conviction-declaration.machine';
import { ChecklistKindSchema } from '#contract/checklist';
import { checklistMachine } from '#machines/checklist/checklist.machine';
import { cpdListMachine } from '#machines/cpd/cpd-list.machine';
import { bookedEventsMachine, eventLayoutMachine, upcomingEventsMachine } from '#machines/events/events.machine';
import { createSubListMachine } from '#machines/crud-list/sub-list';
import { documentViewerMachine } from '#machines/document-viewer/document-viewer.machine';
import type { FlowName } from '#machines/flow-names';
import { inactivityMachine } from '#machines/inactivity/inactivity.machine';
import { createRefreshOnReturnMachine } from '#machines/changes/refresh-on-return.machine';
import { createChangeBus } from '#machines/changes/change-bus';
import { loginMachine } from '#machines/access/login.machine';
import { memberDataMachine } from '#machines/member/member-data.machine';
import { otpMachine } from '#machines/access/otp.machine';
import { outboxMachine } from '#machines/mock/outbox.machine';
import { forgotPasswordMachine, resetPasswordMachine } from '#machines/access/password.machines';
import { gatewayPageMachine } from '#machines/payment/gateway-page.machine';
import { payNowMachine } from '#machines/payment/pay-now.machine';
import type { Payable } from '#machines/payment/payables';
import { type PendingPayment } from '#machines/payment/payment-handoff';
import { paymentConfirmMachine } from '#machines/payment/payment-confirm.machine';
import { refereeResponseMachine, type RefereeDraftStore } from '#machines/referees/referee-response.machine';
import { refereeResendMachine } from '#machines/referees/referee-resend.machine';
import { refereeSearchMachine } from '#machines/referees/referee-search.machine';
import { categoriesMachine } from '#machines/access/categories.machine';
import { consentMachine } from '#machines/access/consent.machine';
import { registerFirmMachine, registerMachine } from '#machines/access/register.machine';
import { signupMachine } from '#machines/access/signup.machine';
import { memberCardMachine } from '#machines/search/member-card.machine';
import { memberSearchMachine, searchSummaryMachine } from '#machines/search/member-search.machine';
import { sessionMachine, type SessionStore } from '#machines/session/session.machine';
import { createSessionStore, SESSION_STORE_KEYS } from '#machines/session/session-store';
import { changePasswordMachine, notificationsMachine, pickSettings } from '#machines/settings/settings.machines';
import { statementDialogMachine } from '#machines/billing/statement.machine';
import { verifyEmailMachine } from '#machines/access/verify-email.machine';
import { upgradeChecklistMachine } from '#machines/upgrades/upgrade-checklist.machine';
import { upgradeListMachine, upgradePlansMachine } from '#machines/upgrades/upgrades.machine';
import { paymentHistoryMachine, subscriptionListMachine } from '#machines/subscriptions/subscriptions.machine';
import { tableWindowMachine } from '#machines/table/table-window.machine';
import { licenceListMachine, licenceRecordMachine } from '#machines/licence/licence-list.machine';
import { licenceUploadMachine } from '#machines/licence/licence-upload.machine';
import { licenceWizardMachine } from '#machines/licence/licence-wizard.machine';
import { siteMachine } from '#machines/site/site.machine';
import { lookupOptionsMachine } from '#machines/crud-list/lookup-options.machine';
import { mockStateMachine } from '#machines/mock/mock-state.machine';

/** A string-keyed store kept in memory for a headless run (the browser's session or local storage). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What a headless run gives a flow to start with. */
export interface HeadlessEnv {
  /** A client of the backend, carrying the replay's session (`as`, `token`) when there is one. */
  api: ApiClient;
  /** The portal's address in the headless world: return addresses and links are built on it. */
  origin: string;
  /** The simulated clock's now (epoch ms), the same clock the machine's delays run on. */
  now: () => number;
  storage: KeyValueStore;
  /** The bearer token `api` carries, if any (the session flow stores it as a browser would). */
  token: string | null;
  /** A client of mock mode's controls (/__mock/*): the simulated gateway and the outbox flows use it. */
  controls: ApiClient;
}

/** The JSON fields of a replay's `input` step, merged into the flow's input. */
export type GivenInput = Record<string, unknown>;

export interface FlowDefinition<L extends AnyStateMachine = AnyStateMachine> {
  name: FlowName;
  /** One line: what a user does in this flow, and where. */
  description: string;
  /** The file under machines/ that defines the machine (the registry test checks every file has a flow). */
  source: string;
  /** The shared machines it is made with (a loader, a form, a record editor), which have no flow of their own. */
  builtOn?: string[];
  /** The machine as the app creates it for this input (a factory's arguments come from `given`). */
  machine: (given: GivenInput, env: HeadlessEnv) => L;
  input: (env: HeadlessEnv, given: GivenInput) => InputFrom<L>;
  /** Sample data `portal paths` walks the flow with; cli/flows/flow-paths.ts holds it by name when absent here. */
  paths?: FlowPaths;
}

/**
 * What an invoked actor (by src) answers in a path: the backend's refusal (`error`: it says no on its own, a wrong
 * password), a failure of the server or the network (`fail`: a replay makes it happen with a `chaos` step), or its
 * answer (a sample output the machine's guards and assignments read). Unlisted, a call is tried both answered and
 * failed. `after`: the answer comes only once that much simulated time passed (a child machine's own timers), so a
 * replay advances the clock instead of waiting. `fill`: a child form the view drives (by its invoke id) — a replay
 * types these values into it (`sendTo` form.change, one a field) and submits it (form.submit), and `done` is what
 * the form ends with. `none`: it never answers in a replay.
 */
export type FlowPathAnswer = 'error' | 'fail' | 'none' | { done?: unknown; after?: number; fill?: Record<string, unknown> };

type SampleEvent = { type: string } & Record<string, unknown>;

/** One set-up of a flow for `portal paths`: who is signed in, its input, and the events a user may send. */
export interface FlowPathStart {
  /** A demo persona signed in first (the replay's `as`). */
  as?: string;
  /**
   * Other flows run first in the same world (the replay's `run` steps, as JSON steps), e.g. forgot password before
   * the reset link it e-mails; `input` may then name what they sent with `{"$outbox": {"to", "match"}}`.
   */
  run?: ReadonlyArray<{ flow: FlowName; steps: ReadonlyArray<Record<string, unknown>> }>;
  /** Fields merged into the flow's input (the replay's `input`). */
  input?: GivenInput;
  /**
   * The user events tried (of those the state accepts), or a function of what the machine holds then (a code
   * that exists only once it was sent). Without it every accepted event is tried bare (`{ type }`).
   */
  events?: readonly SampleEvent[] | ((context: Record<string, unknown>) => readonly SampleEvent[]);
  /** What the backend answers, by actor src, or by what the machine holds then; unlisted: both outcomes are tried. */
  answers?: Record<string, FlowPathAnswer | ((context: Record<string, unknown>) => FlowPathAnswer)>;
}

export interface FlowPaths {
  /** The first start is the flow's usual one; a state reached from several starts keeps its shortest path. */
  starts: FlowPathStart[];
  /** Context fields that tell two moments of one state apart (the traversal ignores the rest). */
  context?: string[];
  /** States (dotted paths) a headless replay cannot reach with the fake backend, each with the reason. */
  skip?: Record<string, string>;
}

const define = <L extends AnyStateMachine>(flow: FlowDefinition<L>): FlowDefinition => flow;

const text = (given: GivenInput, key: string, fallback: string): string => (typeof given[key] === 'string' ? given[key] : fallback);
const choice = <T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, value: unknown, fallback: T): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};
const today = (env: HeadlessEnv) => new Date(env.now()).toISOString().slice(0, 10);

/** One lookup field's loader, as the sub-list dialogs make them. */
const countyOptions = lookupOptionsMachine(async (api) =>
  (await api.call(shellEndpoints.counties)).data.map((c) => ({ value: c.countyName, label: c.countyName })),
);

/**
 * The app's session store over the run's storage. A run starts as a portal whose settings switched inactivity on
 * (the flag stored), unless its input says `inactivity: "off"`; a flag the run stored itself wins.
 */
function sessionStoreOf(storage: KeyValueStore, inactivity: 'on' | 'off'): SessionStore {
  const flag = SESSION_STORE_KEYS.inactivity;
  return createSessionStore(() => ({
    ...storage,
    getItem: (key) => storage.getItem(key) ?? (key === flag ? String(inactivity === 'on') : null),
  }));
}

function draftStoreOf(storage: KeyValueStore): RefereeDraftStore {
  return {
    read: (key) => {
      const raw = storage.getItem(`portal.referee.${key}`);
      return raw === null ? null : (JSON.parse(raw) as unknown);
    },
    write: (key, draft) => storage.setItem(`portal.referee.${key}`, JSON.stringify(draft)),
    clear: (key) => storage.removeItem(`portal.referee.${key}`),
  };
}

/** A PDF's page count read from its objects: enough for a headless viewer (pdf.js renders in the browser). */
function countPdfPages(bytes: Uint8Array): Promise<{ pageCount: number }> {
  const source = new TextDecoder('latin1').decode(bytes);
  if (!source.startsWith('%PDF-')) return Promise.reject(new Error('This document is not a PDF.'));
  return Promise.resolve({ pageCount: Math.max(1, (source.match(/\/Type\s*\/Page(?!s)/g) ?? []).length) });
}

const subListNamed = (name: string) => profileSubLists.find((l) => l.name === name) ?? profileSubLists.find((l) => l.name === 'bankers');

export const flows: FlowDefinition[] = [
  define({
    name: 'session',
    description: 'The signed-in session: restore, sign in and out, expiry, inactivity, acting as a user and back',
    source: 'machines/session/session.machine.ts',
    machine: () => sessionMachine,
    input: (env, given) => ({ api: env.api, store: sessionStoreOf(env.storage, given.inactivity === 'off' ? 'off' : 'on'), now: env.now }),
  }),
  define({
    name: 'inactivity',
    description: 'Five quiet minutes end a session: a warning at four, any activity or Stay signed in restarts',
    source: 'machines/inactivity/inactivity.machine.ts',
    machine: () => inactivityMachine,
    input: (_env, given) => ({
      ...(typeof given.timeoutMs === 'number' ? { timeoutMs: given.timeoutMs } : {}),
      ...(typeof given.warningMs === 'number' ? { warningMs: given.warningMs } : {}),
    }),
  }),
  define({
    name: 'world-refresh',
    description:
      'A real backend: coming back to the page (focus, visible, another route) refreshes what the page shows at most once in 30 s, never while a form is edited',
    source: 'machines/changes/refresh-on-return.machine.ts',
    // Headless there is no page: a replay sends `page.returned` itself; the run's bus has no other listener.
    machine: () => createRefreshOnReturnMachine(() => () => undefined, createChangeBus()),
    input: () => ({}),
  }),
  define({
    name: 'login',
    description: 'The login form (/): e-mail and password checked before any call, the refusal shown with what was typed',
    source: 'machines/access/login.machine.ts',
    machine: () => loginMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'registration-categories',
    description: 'The membership categories a visitor registers under (/categories)',
    source: 'machines/access/categories.machine.ts',
    machine: () => categoriesMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'category-names',
    description:
      "The categories' names shown for their codes: the member bar, the dashboard, applications, upgrades, subscriptions, register",
    source: 'machines/access/categories.machine.ts',
    machine: () => categoriesMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'registration-signup',
    description: "A category's requirements, then its terms: continuing only once they are accepted (/signup/:type/:code)",
    source: 'machines/access/signup.machine.ts',
    machine: () => signupMachine,
    input: (env, given) => ({ api: env.api, category: text(given, 'category', 'GRADUATE') }),
  }),
  define({
    name: 'registration-consent',
    description: 'The data-protection disclaimer before a form: Agree, Disagree, read again',
    source: 'machines/access/consent.machine.ts',
    machine: () => consentMachine,
    input: (env, given) => ({ api: env.api, kind: choice(DisclaimerTypeSchema, given.kind, 'Application') }),
  }),
  define({
    name: 'registration',
    description: 'The individual registration form (/register/:type/:code): its answer leads to the OTP page',
    source: 'machines/access/register.machine.ts',
    machine: () => registerMachine,
    input: (env, given) => ({ api: env.api, values: { category: text(given, 'category', 'GRADUATE'), type: 'Individual' as const } }),
  }),
  define({
    name: 'registration-firm',
    description: "A firm's registration form: the tax PIN instead of an ID number",
    source: 'machines/access/register.machine.ts',
    machine: () => registerFirmMachine,
    input: (env) => ({ api: env.api, values: { category: 'CORPORATE', type: 'Corporate' as const } }),
  }),
  define({
    name: 'otp',
    description: 'The one-time code after registering (/otp/:id): Verify signs the new account in, Resend sends another',
    source: 'machines/access/otp.machine.ts',
    machine: () => otpMachine,
    input: (env, given) => ({
      api: env.api,
      encodedId: text(given, 'encodedId', ''),
      verify: typeof given.verify === 'string' ? given.verify : null,
    }),
  }),
  define({
    name: 'verify-email',
    description: 'The e-mail verification link (/verify-email/:code)',
    source: 'machines/access/verify-email.machine.ts',
    machine: () => verifyEmailMachine,
    input: (env, given) => ({ api: env.api, code: text(given, 'code', '') }),
  }),
  define({
    name: 'activation',
    description: 'A registered member claims a portal account (/activate): member number, ID, then the e-mailed code',
    source: 'machines/access/activation.machine.ts',
    machine: () => activationMachine,
    input: (env, given) => ({
      api: env.api,
      code: typeof given.code === 'string' ? given.code : undefined,
      memberNo: typeof given.memberNo === 'string' ? given.memberNo : null,
    }),
  }),
  define({
    name: 'password-forgot',
    description: 'Forgot password: the e-mail to send a reset link to',
    source: 'machines/access/password.machines.ts',
    machine: () => forgotPasswordMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'password-reset',
    description: 'The reset link (/reset-password/:token): a new password twice',
    source: 'machines/access/password.machines.ts',
    machine: () => resetPasswordMachine,
    input: (env, given) => ({ api: env.api, values: { token: text(given, 'token', '') } }),
  }),
  define({
    name: 'payment-handoff',
    description: 'Back from the payment page: the backend is asked until the payment shows, or a time limit passes',
    source: 'machines/payment/payment-confirm.machine.ts',
    machine: () => paymentConfirmMachine,
    input: (env, given) => ({
      api: env.api,
      pending: (given.pending ?? null) as PendingPayment | null,
      outcome: text(given, 'outcome', 'return'),
    }),
  }),
  define({
    name: 'gateway',
    description: 'The simulated payment page of mock mode: pay, fail or cancel a batch, then its same-origin return',
    source: 'machines/payment/gateway-page.machine.ts',
    machine: () => gatewayPageMachine,
    input: (env, given) => ({ api: env.controls, origin: env.origin, batch: text(given, 'batch', '') }),
  }),
  define({
    name: 'crud-list',
    description: 'One profile sub-list (input `list`, default bankers): load, add, edit, delete, reload after each change',
    source: 'machines/crud-list/crud-list.machine.ts',
    machine: (given) => createSubListMachine(subListNamed(text(given, 'list', 'bankers')) as (typeof profileSubLists)[number]),
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'payment-options',
    description: "The super administrator's Payment Options list, on the shared crud-list machine",
    source: 'machines/admin/payment-options.ts',
    machine: () => paymentOptionsMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'form',
    description: "The shared form machine, as the profile's Bio form (input `profileId`)",
    source: 'machines/form/form.machine.ts',
    builtOn: ['machines/profile/bio-forms.ts'],
    machine: (given, env) => editBioMachine(today(env), text(given, 'profileId', 'PROF-0001')),
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'firm-bio-form',
    description: "A firm's bio form in the profile (input `profileId`)",
    source: 'machines/profile/bio-forms.ts',
    machine: (given, env) => editFirmBioMachine(today(env), text(given, 'profileId', 'PROF-0005')),
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'initiate-profile',
    description: "A new registrant's first bio (/initiate-profile)",
    source: 'machines/profile/bio-forms.ts',
    machine: (_given, env) => initiateProfileMachine(today(env)),
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'initiate-firm',
    description: "A new firm's first bio (/initiate-firm)",
    source: 'machines/profile/bio-forms.ts',
    machine: (_given, env) => initiateFirmMachine(today(env)),
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'bio-tab',
    description: "The profile's Bio tab: the stored bio loaded into the form, saved, started again",
    source: 'machines/profile/bio-editor.machine.ts',
    builtOn: ['machines/form/record-editor.machine.ts', 'machines/profile/bio-forms.ts'],
    machine: (given, env) => bioTabMachine(today(env), text(given, 'profileId', 'PROF-0001')),
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'firm-bio-tab',
    description: "The profile's Firm bio tab",
    source: 'machines/profile/bio-editor.machine.ts',
    machine: (given, env) => firmBioTabMachine(today(env), text(given, 'profileId', 'PROF-0005')),
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'profile-confirm',
    description: 'Name confirmation (/profile/profileConfirm): Correct or Not Correct',
    source: 'machines/profile/profile-confirm.machine.ts',
    machine: () => profileConfirmMachine,
    input: (env, given) => ({ api: env.api, profileId: text(given, 'profileId', 'PROF-0001') }),
  }),
  define({
    name: 'conviction-declaration',
    description: 'The convictions declaration (spec §F): Yes or No, explicitly; Yes asks for the details in the convictions list',
    source: 'machines/profile/conviction-declaration.machine.ts',
    machine: () => convictionDeclarationMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'member-shell',
    description: 'What every member page shares: profile, balance, ledger, CPD awards, alerts (loaded once)',
    source: 'machines/member/member-data.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => memberDataMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'settings',
    description: 'Settings: the notification switches, each saved at once and put back with the reason on a refusal',
    source: 'machines/settings/settings.machines.ts',
    machine: () => notificationsMachine,
    input: (env, given) => ({
      api: env.api,
      settings: pickSettings({
        email_reminders: true,
        email_updates: true,
        sms_reminders: true,
        sms_updates: true,
        ...(given.settings as object),
      }),
    }),
  }),
  define({
    name: 'settings-password',
    description: 'Settings: change the password (the rule of the contract, twice)',
    source: 'machines/settings/settings.machines.ts',
    machine: () => changePasswordMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'statement',
    description: 'The Statement Report dialog: start and end dates checked, then the statement PDF',
    source: 'machines/billing/statement.machine.ts',
    machine: (_given, env) => statementDialogMachine(today(env)),
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'document-viewer',
    description: 'The shared PDF viewer, as the certificate of good standing (input `code`: the base64 member number)',
    source: 'machines/document-viewer/document-viewer.machine.ts',
    machine: () => documentViewerMachine,
    input: (env, given) => ({
      api: env.api,
      load: async (api: ApiClient) =>
        (await api.call(membershipEndpoints.goodStandingCertificate, { params: { id: text(given, 'code', '') } })).data,
      open: (bytes: Uint8Array) => countPdfPages(bytes),
    }),
  }),
  define({
    name: 'checklist',
    description: 'The checklist of an application, an upgrade or a licence (input `category`, `kind`)',
    source: 'machines/checklist/checklist.machine.ts',
    machine: (given) => checklistMachine(text(given, 'category', 'GRADUATE'), choice(ChecklistKindSchema, given.kind, 'Application')),
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'cpd-list',
    description: 'My Cpd: the awards, filtered by year, with the total of the shown rows',
    source: 'machines/cpd/cpd-list.machine.ts',
    machine: () => cpdListMachine,
    input: () => undefined as never,
  }),
  define({
    name: 'outbox',
    description: "Mock mode's outbox: the e-mail and SMS the fake backend sent",
    source: 'machines/mock/outbox.machine.ts',
    machine: () => outboxMachine,
    input: (env) => ({ api: env.controls }),
  }),
  define({
    name: 'member-search',
    description: 'The public Member Checker (/search): a term, 20 a page, Gender and category filters',
    source: 'machines/search/member-search.machine.ts',
    machine: () => memberSearchMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'search-summary',
    description: "The Member Checker's Summary cards (the register's grouped statistics)",
    source: 'machines/search/member-search.machine.ts',
    machine: () => searchSummaryMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'member-card',
    description: "One member's public card (/search/search-card/:code)",
    source: 'machines/search/member-card.machine.ts',
    machine: () => memberCardMachine,
    input: (env, given) => ({ api: env.api, code: text(given, 'code', '') }),
  }),
  define({
    name: 'referee-search',
    description: "The referee dialog's member search: what it finds is typed into the referee form",
    source: 'machines/referees/referee-search.machine.ts',
    machine: () => refereeSearchMachine,
    input: (env) => {
      const refereeForm = createSubListMachine(profileSubLists.find((l) => l.name === 'referees') as (typeof profileSubLists)[number]);
      const list: AnyActorRef = createActor(refereeForm, { input: { api: env.api } });
      return { api: env.api, form: list };
    },
  }),
  define({
    name: 'referee-resend',
    description: "The Referees tab's Resend Email ('Email Sent')",
    source: 'machines/referees/referee-resend.machine.ts',
    machine: () => refereeResendMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'referee-stepper',
    description: 'A referee answers from the e-mailed link, no account: salutation, one step per question, accept or reject',
    source: 'machines/referees/referee-response.machine.ts',
    machine: () => refereeResponseMachine,
    input: (env, given) => ({
      api: env.api,
      user: typeof given.user === 'string' ? given.user : undefined,
      code: typeof given.code === 'string' ? given.code : undefined,
      store: draftStoreOf(env.storage),
    }),
  }),
  define({
    name: 'admin-settings',
    description: "The super administrator's Admin Settings: colours (readable only), packages, minor settings",
    source: 'machines/admin/admin-settings.machine.ts',
    machine: () => createAdminSettingsMachine({ colors: DEFAULT_THEME_COLORS, minor: MinorSettingsSchema.parse({}) }),
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'users',
    description: 'All Users: search, paging, edit, delete, password-reset link, log in as',
    source: 'machines/admin/users.machine.ts',
    machine: () => usersMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'upgrade-list',
    description: 'My Upgrades (/upgrade): the upgrade applications with their row actions',
    source: 'machines/upgrades/upgrades.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => upgradeListMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'upgrade-plans',
    description: "New Upgrade (/upgrade/card): the plans open to the member's category",
    source: 'machines/upgrades/upgrades.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => upgradePlansMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'upgrade-checklist',
    description: "The upgrade checklist (/upgrade/checklist/:code, input `code`): confirm, 'Submit Application ?', submit",
    source: 'machines/upgrades/upgrade-checklist.machine.ts',
    machine: () => upgradeChecklistMachine,
    input: (env, given) => ({ api: env.api, code: text(given, 'code', 'PE') }),
  }),
  define({
    name: 'application-checklist',
    description:
      "Submit's gate: the application checklist of a category (input `category`), reloaded when the profile changes or news comes from outside",
    source: 'machines/applications/application-checklist.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: (given) => applicationChecklistMachine(text(given, 'category', 'GRADUATE')),
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'submission',
    description:
      'Submit a membership application (/application, the dashboard): terms, a code sent, Verify, the application submitted, its document fetched',
    source: 'machines/applications/submission.machine.ts',
    machine: () => submissionMachine,
    input: (env, given) => ({
      api: env.api,
      userId: typeof given.userId === 'number' ? given.userId : null,
      checklistPassed: given.checklistPassed !== false,
      application: ApplicationSchema.safeParse(given.application).data ?? newApplicationDraft('', ''),
    }),
  }),
  define({
    name: 'subscription-list',
    description: 'My Subscriptions (/subscription, the card): the subscriptions with their row actions',
    source: 'machines/subscriptions/subscriptions.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => subscriptionListMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'payment-history',
    description: 'My Payment History (/payment-history; under My Subscriptions for IEK): the payments, newest year first',
    source: 'machines/subscriptions/subscriptions.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => paymentHistoryMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'table-window',
    description:
      'A table paged in the browser (Payment Options, My Payment History, My Statement): search, page size (10, 20, 50, 100) and page',
    source: 'machines/table/table-window.machine.ts',
    machine: () => tableWindowMachine,
    input: () => ({ size: 10 as const }),
  }),
  define({
    name: 'licence-list',
    description: 'The licence applications (/license) with their row actions',
    source: 'machines/licence/licence-list.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => licenceListMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'licence-record',
    description: 'One licence application (input `code`): the pro-forma page reads whether it is paid',
    source: 'machines/licence/licence-list.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: (given) => licenceRecordMachine(text(given, 'code', 'LIC-0001')),
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'licence-wizard',
    description: 'Apply for a practice licence (/license/card): details, checklist, declaration, submit',
    source: 'machines/licence/licence-wizard.machine.ts',
    machine: () => licenceWizardMachine,
    input: (env) => ({ api: env.api, now: env.now }),
  }),
  define({
    name: 'licence-upload',
    description: 'The licence document page (/license/document/:code, input `code`): choose the signed PDF, Upload',
    source: 'machines/licence/licence-upload.machine.ts',
    machine: () => licenceUploadMachine,
    input: (env, given) => ({ api: env.api, code: text(given, 'code', 'LIC-0001') }),
  }),
  define({
    name: 'pay-now',
    description:
      'Pay Now on anything payable (input `kind`, `code`, `CustomerNo`, `MemberNo`, `lookFirst`): the click asks again, so a thing paid meanwhile shows its receipt',
    source: 'machines/payment/pay-now.machine.ts',
    machine: () => payNowMachine,
    input: (env, given) => ({
      api: env.api,
      payable: { kind: text(given, 'kind', 'invoice'), code: text(given, 'code', '') } as Payable,
      payer: { CustomerNo: text(given, 'CustomerNo', ''), MemberNo: text(given, 'MemberNo', '') },
      lookFirst: given.lookFirst === true,
    }),
  }),
  define({
    name: 'events-upcoming',
    description: 'Upcoming Events (/events): the events from today on',
    source: 'machines/events/events.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => upcomingEventsMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'events-booked',
    description: "Booked Events (/events): the member's bookings with their row actions",
    source: 'machines/events/events.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => bookedEventsMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'events-layout',
    description: 'Upcoming Events as a grid or a list (input `stored`: the remembered choice)',
    source: 'machines/events/events.machine.ts',
    machine: () => eventLayoutMachine,
    input: (_env, given) => ({ stored: text(given, 'stored', '') }),
  }),
  define({
    name: 'site',
    description: "What every screen's frame shows: the settings record (colours, packages, minor settings) and the company",
    source: 'machines/site/site.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => siteMachine,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'lookup-options',
    description: "The choices of a sub-list dialog's lookup field (here: the counties), or a retryable error",
    source: 'machines/crud-list/lookup-options.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => countyOptions,
    input: (env) => ({ api: env.api }),
  }),
  define({
    name: 'mock-state',
    description: "Mock mode's dev panel: the fake backend's scenario, simulated clock and chaos",
    source: 'machines/mock/mock-state.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => mockStateMachine,
    input: (env) => ({ api: env.controls }),
  }),
];

export function flowNamed(name: string): FlowDefinition | undefined {
  return flows.find((f) => f.name === name);
}
