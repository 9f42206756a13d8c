// The practice-licence wizard (/license/card, spec 3 §2 Licence, §4, §5): three tabs, details → checklist →
// declaration, a later tab reachable only once the earlier ones are done (Back, or an earlier tab, makes the later
// ones to do again). Continue on details checks the contract's rules, sets the amount from the LICENSE charge
// including VAT of the member's category, stamps the application date and keeps the profile id; the checklist's
// Continue needs every item passed; Submit needs the box ticked and an application. Submit is taken once: a
// second click while the call is under way is not an event the machine accepts. The view keeps the draft across a
// reload (licence-draft.ts) and a failed submit leaves every value where it was. The settings' countyField and
// practicing_firm (input `switches`, decisions §E) decide whether the county and the practice name are asked: one
// not asked is neither checked nor sent.
import { assign, fromPromise, setup } from 'xstate';
import { categoryEndpoints, fieldErrors, membershipEndpoints, type ApiClient, newAttempt, phoneDigits, withAttempt } from '#contract';
import type { ChecklistItem } from '#contract/checklist.ts';
import { failureOf } from '#contract/error-text.ts';
import { ALL_FORM_PARTS, type FormSwitches } from '#contract/form-switches.ts';
import {
  LICENCE_DESCRIPTION,
  LicenceDeclarationSchema,
  licenceDetailsSchemaFor,
  licenceMessages,
  licenceUnasked,
  type LicenceApplication,
  type LicenceListItem,
  type LicenceProfile,
} from '#contract/membership-licence.ts';
import { loadFailedState, loadingState } from '../load/load-state';
import { canLeaveChecklist, licenceChargeOf, licencePrefill, type WizardTab } from './licence-rules';
import { tellChange } from '../changes/change-bus';
import type { EventsOf } from '../event-schemas';
import type { licenceWizardEventSchemas } from './licence-wizard.events';

/** The details tab's fields, all typed as text (the contract's schema reads them). */
export const LICENCE_DETAIL_FIELDS = [
  'practiceName',
  'startDate',
  'practitionerSurname',
  'practitionerOtherNames',
  'practitionerPhone',
  'practitionerEmail',
  'practitionerAddress',
  'countryCode',
  'county',
  'city',
  'postalCode',
  'physicalLocation',
  'phoneNo',
  'email',
] as const;
export type LicenceDetailField = (typeof LICENCE_DETAIL_FIELDS)[number];
export type LicenceDetailValues = Record<LicenceDetailField, string>;

const EMPTY_LICENCE_DETAILS: LicenceDetailValues = Object.fromEntries(
  LICENCE_DETAIL_FIELDS.map((f) => [f, f === 'countryCode' ? 'KE' : '']),
) as LicenceDetailValues;

export interface LicenceWizardInput {
  api: ApiClient;
  /** The clock the application date is stamped with (the simulated clock's in a replay). */
  now?: () => number;
  /** Which parts the settings ask for; the documents' form (county and practice name) when not given. */
  switches?: FormSwitches;
}

interface Loaded {
  profile: LicenceProfile;
  /** The LICENSE charge including VAT of the member's category; null when it carries none. */
  fee: number | null;
}

export interface LicenceWizardContext {
  api: ApiClient;
  /** Names this flow's submit until it succeeds: a retry after a lost answer creates nothing twice. */
  attempt: string;
  now: () => number;
  /** The settings' switches, as the page gave them (never stored with a draft: a restored one takes the page's). */
  switches: FormSwitches;
  values: LicenceDetailValues;
  /** Fields the member has left: their messages show; after a Continue every message shows. */
  touched: LicenceDetailField[];
  attempted: boolean;
  profileId: string;
  memberNo: string;
  category: string;
  fee: number | null;
  /** Set by details' Continue: the draft as it will be submitted. */
  application: LicenceApplication | null;
  items: ChecklistItem[];
  agreed: boolean;
  /** The box was ticked and unticked, or Submit tried without it: 'Required field' shows. */
  agreementTouched: boolean;
  error: string | null;
  retryable: boolean;
  submitted: LicenceListItem | null;
}

export type LicenceWizardEvent = EventsOf<typeof licenceWizardEventSchemas>;

/** The details' messages by field (empty when the tab is valid). */
function detailErrors(values: LicenceDetailValues, switches: FormSwitches): Partial<Record<LicenceDetailField, string>> {
  const parsed = licenceDetailsSchemaFor(switches).safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

/** The messages the view shows: a field's once it was left, all of them once Continue was tried. */
export function visibleDetailErrors(
  context: Pick<LicenceWizardContext, 'values' | 'touched' | 'attempted' | 'switches'>,
): Partial<Record<LicenceDetailField, string>> {
  const all = detailErrors(context.values, context.switches);
  if (context.attempted) return all;
  return Object.fromEntries(Object.entries(all).filter(([name]) => context.touched.includes(name as LicenceDetailField)));
}

/** The declaration's message: 'Required field' once the box was touched and is not ticked. */
export function declarationError(context: Pick<LicenceWizardContext, 'agreed' | 'agreementTouched'>): string | null {
  if (!context.agreementTouched) return null;
  const parsed = LicenceDeclarationSchema.safeParse({ agreed: context.agreed });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? licenceMessages.required);
}

/** The tab a state is on (for the view's tab list and a replay's log). */
export function tabOf(value: unknown): WizardTab {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  if (top === 'declaration' || top === 'done') return 'declaration';
  if (top === 'checklist') return 'checklist';
  return 'details';
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const licenceWizardMachine = setup({
  types: {
    input: {} as LicenceWizardInput,
    context: {} as LicenceWizardContext,
    events: {} as LicenceWizardEvent,
    output: {} as LicenceListItem | null,
  },
  actors: {
    loadProfile: fromPromise<Loaded, { api: ApiClient }>(async ({ input: { api } }) => {
      const [profile, categories] = await Promise.all([
        api.call(membershipEndpoints.licenceProfile),
        api.call(categoryEndpoints.membershipCategories),
      ]);
      return { profile: profile.data, fee: licenceChargeOf(categories.data, profile.data.MemberShipType) };
    }),
    loadChecklist: fromPromise<ChecklistItem[], { api: ApiClient; category: string }>(
      async ({ input }) => (await input.api.call(membershipEndpoints.licenceChecklist, { params: { id: input.category } })).data,
    ),
    submitLicence: fromPromise<LicenceListItem, { api: ApiClient; application: LicenceApplication }>(
      async ({ input }) => (await input.api.call(membershipEndpoints.createLicence, { body: input.application })).data,
    ),
  },
  guards: {
    isNotMember: ({ context }) => context.memberNo.trim() === '',
    hasNoFee: ({ context }) => context.fee === null,
    isDetailsValid: ({ context }) => Object.keys(detailErrors(context.values, context.switches)).length === 0,
    canLeaveChecklist: ({ context }) => canLeaveChecklist(context.items),
    canSubmit: ({ context }) => context.agreed && context.application !== null,
    isBackToDetails: ({ event }) => event.type === 'wizard.goto' && event.tab === 'details',
    isBackToChecklist: ({ event }) => event.type === 'wizard.goto' && event.tab === 'checklist',
  },
  actions: {
    /**
     * Continue on details: the amount of the category's LICENSE charge, today's date, the profile id, the phones as
     * digits; a field the
     * settings do not ask for goes empty, so no prefilled value the member never saw is sent or printed.
     */
    stampApplication: assign(({ context }) => ({
      application: {
        ...context.values,
        ...Object.fromEntries(licenceUnasked(context.switches).map((f) => [f, ''])),
        // Issue 34 item 4: the phones as typed ("(071) 234-5678", spec 3 §5) are stored as their digits.
        phoneNo: phoneDigits(context.values.phoneNo),
        practitionerPhone: phoneDigits(context.values.practitionerPhone),
        description: LICENCE_DESCRIPTION,
        amount: context.fee ?? 0,
        applicationDate: isoDay(context.now()),
        profileID: context.profileId,
        memberCategory: context.category,
      },
      attempted: false,
      error: null,
    })),
  },
}).createMachine({
  id: 'licenceWizard',
  output: ({ context }) => context.submitted,
  context: ({ input }) => ({
    api: input.api,
    attempt: newAttempt(input.api),
    now: input.now ?? Date.now,
    switches: input.switches ?? ALL_FORM_PARTS,
    values: { ...EMPTY_LICENCE_DETAILS },
    touched: [],
    attempted: false,
    profileId: '',
    memberNo: '',
    category: '',
    fee: null,
    application: null,
    items: [],
    agreed: false,
    agreementTouched: false,
    error: null,
    retryable: false,
    submitted: null,
  }),
  initial: 'loading',
  states: {
    loading: loadingState({
      src: 'loadProfile',
      input: ({ context }: { context: LicenceWizardContext }) => ({ api: context.api }),
      done: 'checking',
      keep: ({ profile, fee }: Loaded) => ({
        values: { ...EMPTY_LICENCE_DETAILS, ...licencePrefill(profile) },
        profileId: profile.ProfileID,
        memberNo: profile.MemberNo,
        category: profile.MemberShipType,
        fee,
      }),
      failed: 'loadFailed',
    }),
    loadFailed: loadFailedState('loading'),
    checking: {
      always: [
        { guard: 'isNotMember', target: 'unavailable', actions: assign({ error: licenceMessages.notMember, retryable: false }) },
        { guard: 'hasNoFee', target: 'unavailable', actions: assign({ error: licenceMessages.noCharge, retryable: false }) },
        { target: 'details' },
      ],
    },
    /** The member cannot apply (no membership number, or a category without a licence fee): the reason shows. */
    unavailable: {},
    details: {
      on: {
        // A new county brings its own towns: the city chosen for the old one goes.
        'details.change': {
          actions: assign({
            values: ({ context, event }) => ({
              ...context.values,
              [event.name]: event.value,
              ...(event.name === 'county' && event.value !== context.values.county ? { city: '' } : {}),
            }),
          }),
        },
        'details.blur': {
          actions: assign({
            touched: ({ context, event }) => (context.touched.includes(event.name) ? context.touched : [...context.touched, event.name]),
          }),
        },
        'wizard.next': [
          { guard: 'isDetailsValid', target: 'checklist', actions: 'stampApplication' },
          { actions: assign({ attempted: true }) },
        ],
      },
    },
    checklist: {
      initial: 'loading',
      on: {
        'wizard.back': 'details',
        'wizard.goto': { guard: 'isBackToDetails', target: 'details' },
      },
      states: {
        loading: loadingState({
          src: 'loadChecklist',
          input: ({ context }: { context: LicenceWizardContext }) => ({ api: context.api, category: context.category }),
          done: 'ready',
          keep: (items: ChecklistItem[]) => ({ items }),
        }),
        ready: {
          on: {
            'wizard.next': { guard: 'canLeaveChecklist', target: '#licenceWizard.declaration' },
            'wizard.resume': 'loading',
          },
        },
        failed: { on: { ...loadFailedState('loading').on, 'wizard.resume': 'loading' } },
      },
    },
    declaration: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'declaration.agree': { actions: assign({ agreed: ({ event }) => event.agreed, agreementTouched: true }) },
            'wizard.submit': [{ guard: 'canSubmit', target: 'submitting' }, { actions: assign({ agreementTouched: true }) }],
            'wizard.back': '#licenceWizard.checklist',
            'wizard.goto': [
              { guard: 'isBackToDetails', target: '#licenceWizard.details' },
              { guard: 'isBackToChecklist', target: '#licenceWizard.checklist' },
            ],
          },
        },
        submitting: {
          entry: assign({ error: null }),
          invoke: {
            src: 'submitLicence',
            input: ({ context }) => ({
              api: withAttempt(context.api, context.attempt),
              application: context.application as LicenceApplication,
            }),
            onDone: { target: '#licenceWizard.done', actions: assign({ submitted: ({ event }) => event.output }) },
            onError: { target: 'submitFailed', actions: assign(({ event }) => failureOf(event.error)) },
          },
        },
        /** The server said no: its message shows, everything typed stays; Submit again, or go back and change. */
        submitFailed: {
          on: {
            'declaration.agree': { target: 'idle', actions: assign({ agreed: ({ event }) => event.agreed, agreementTouched: true }) },
            'wizard.submit': { guard: 'canSubmit', target: 'submitting' },
            'wizard.back': '#licenceWizard.checklist',
            'wizard.goto': [
              { guard: 'isBackToDetails', target: '#licenceWizard.details' },
              { guard: 'isBackToChecklist', target: '#licenceWizard.checklist' },
            ],
          },
        },
      },
    },
    done: { type: 'final', entry: ({ system }) => tellChange(system, 'licence') },
  },
});
