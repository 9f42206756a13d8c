// The upgrade checklist (spec 3 §2 Upgrades, checklist/:code): the requirements of the target category with
// their status, 'I Confirm to upgrade', Continue only when ticked and every item passes, the 'Submit
// Application ?' dialog, then the submission (amount, toCategory, memberNo, ProfileID, requestedDate sent empty).
// Submit is taken once: a second click while the call is under way is not an event the machine accepts.
import { assign, fromPromise, setup } from 'xstate';
import { memberProfileEndpoints, membershipEndpoints, type ApiClient, newAttempt, withAttempt } from '#contract';
import type { ChecklistItem } from '#contract/checklist.ts';
import { failureOf } from '#contract/error-text.ts';
import type { UpgradeApplication, UpgradePlan } from '#contract/membership-upgrades.ts';
import { loadFailedState, loadingState } from '../load/load-state';
import { canContinueUpgrade } from './upgrade-rules';
import { tellChange } from '../changes/change-bus';
import type { EventsOf } from '../event-schemas';
import type { upgradeChecklistEventSchemas } from './upgrade-checklist.events';

export interface UpgradeChecklistInput {
  api: ApiClient;
  /** The target category code of the route (`checklist/:code`). */
  code: string;
}

interface Loaded {
  items: ChecklistItem[];
  /** The server's plan for the code; null when the upgrade is not open to the member's category. */
  plan: UpgradePlan | null;
  memberNo: string;
  profileId: string;
}

export interface UpgradeChecklistContext extends Loaded {
  api: ApiClient;
  /** Names this flow's submit until it succeeds: a retry after a lost answer creates nothing twice. */
  attempt: string;
  code: string;
  confirmed: boolean;
  error: string | null;
  retryable: boolean;
  submitted: UpgradeApplication | null;
}

export type UpgradeChecklistEvent = EventsOf<typeof upgradeChecklistEventSchemas>;

/** Shown when the route's category is not among the member's upgrade plans. */
export const UPGRADE_NOT_OPEN = 'This upgrade is not open to your membership category.';

export const upgradeChecklistMachine = setup({
  types: {
    input: {} as UpgradeChecklistInput,
    context: {} as UpgradeChecklistContext,
    events: {} as UpgradeChecklistEvent,
    output: {} as UpgradeApplication | null,
  },
  actors: {
    load: fromPromise<Loaded, { api: ApiClient; code: string }>(async ({ input: { api, code } }) => {
      const [profile, plans, checklist] = await Promise.all([
        api.call(memberProfileEndpoints.profile),
        api.call(membershipEndpoints.upgradePlans),
        api.call(membershipEndpoints.upgradeChecklist, { params: { category: code } }),
      ]);
      return {
        items: checklist.data,
        plan: plans.data.find((p) => p.ToCategory === code) ?? null,
        memberNo: profile.data.MemberNo,
        profileId: profile.data.ProfileID,
      };
    }),
    submitUpgrade: fromPromise<UpgradeApplication, { api: ApiClient; plan: UpgradePlan; memberNo: string; profileId: string }>(
      async ({ input }) => {
        const answer = await input.api.call(membershipEndpoints.submitUpgrade, {
          body: {
            amount: input.plan.Amount,
            toCategory: input.plan.ToCategory,
            memberNo: input.memberNo,
            ProfileID: input.profileId,
            requestedDate: '',
          },
        });
        return answer.data;
      },
    ),
  },
  guards: {
    hasPlan: ({ context }) => context.plan !== null,
    canContinue: ({ context }) => canContinueUpgrade(context.confirmed, context.items),
  },
}).createMachine({
  id: 'upgradeChecklist',
  output: ({ context }) => context.submitted,
  context: ({ input }) => ({
    api: input.api,
    attempt: newAttempt(input.api),
    code: input.code,
    items: [],
    plan: null,
    memberNo: '',
    profileId: '',
    confirmed: false,
    error: null,
    retryable: false,
    submitted: null,
  }),
  initial: 'loading',
  states: {
    loading: loadingState({
      src: 'load',
      input: ({ context }: { context: UpgradeChecklistContext }) => ({ api: context.api, code: context.code }),
      done: 'checking',
      keep: (loaded: Loaded) => loaded,
    }),
    checking: {
      always: [{ guard: 'hasPlan', target: 'ready' }, { target: 'unavailable' }],
    },
    failed: loadFailedState('loading'),
    unavailable: {},
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'upgrade.confirm': { actions: assign({ confirmed: ({ event }) => event.confirmed }) },
            'upgrade.continue': { guard: 'canContinue', target: 'confirming' },
            'load.retry': '#upgradeChecklist.loading',
          },
        },
        confirming: {
          entry: assign({ error: null }),
          on: { 'upgrade.cancel': 'idle', 'upgrade.submit': 'submitting' },
        },
        submitting: {
          invoke: {
            src: 'submitUpgrade',
            input: ({ context }) => ({
              api: withAttempt(context.api, context.attempt),
              plan: context.plan as UpgradePlan,
              memberNo: context.memberNo,
              profileId: context.profileId,
            }),
            onDone: { target: '#upgradeChecklist.submitted', actions: assign({ submitted: ({ event }) => event.output }) },
            onError: { target: 'submitFailed', actions: assign(({ event }) => failureOf(event.error)) },
          },
        },
        submitFailed: {
          on: { 'upgrade.cancel': 'idle', 'upgrade.submit': 'submitting' },
        },
      },
    },
    submitted: { type: 'final', entry: ({ system }) => tellChange(system, 'upgrade') },
  },
});
