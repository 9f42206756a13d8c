// What the member layout and the dashboard show, loaded once per visit to the member area and reloaded on
// demand (after a payment): the profile first (no profile → the caller goes to initiate-profile), then the rest
// in parallel. A section that fails says so on its own; the profile failing is a retryable error of the page.
// The actor lives under the member layout: signing out unmounts it, so nothing of one member reaches the next.
import {
  type ApiClient,
  type Application,
  type ChecklistItem,
  type CpdAward,
  type GoodStanding,
  type LedgerEntry,
  memberAccountEndpoints,
  type Profile,
  memberProfileEndpoints,
  type Subscription,
} from '#contract';
import { describeError } from '#contract/error-text.ts';
import { createLoaderMachine } from '../loader/loader.machine';

export interface MemberData {
  profile: Profile;
  applications: Application[];
  subscriptions: Subscription[];
  ledger: LedgerEntry[];
  balance: number | null;
  goodStanding: GoodStanding | null;
  cpdAwards: CpdAward[];
  checklist: ChecklistItem[];
  /** Sections that could not be loaded, with why. */
  problems: Partial<Record<'applications' | 'subscriptions' | 'ledger' | 'balance' | 'goodStanding' | 'cpdAwards' | 'checklist', string>>;
}

async function loadMemberData(api: ApiClient): Promise<MemberData> {
  const profile = (await api.call(memberProfileEndpoints.profile)).data;
  const settle = async <T>(p: Promise<T>) =>
    p.then(
      (value) => ({ ok: true as const, value }),
      (e: unknown) => ({ ok: false as const, error: describeError(e) }),
    );
  const [applications, subscriptions, ledger, balance, goodStanding, cpdAwards, checklist] = await Promise.all([
    settle(api.call(memberAccountEndpoints.applications).then((a) => a.data)),
    settle(api.call(memberAccountEndpoints.subscriptions).then((a) => a.data)),
    settle(api.call(memberAccountEndpoints.ledger).then((a) => a.data)),
    settle(api.call(memberAccountEndpoints.balance).then((a) => a.data.BalanceLCY)),
    settle(api.call(memberAccountEndpoints.goodStanding, { params: { profileId: profile.ProfileID } }).then((a) => a.data[0] ?? null)),
    profile.MemberNo
      ? settle(api.call(memberAccountEndpoints.cpdAwards, { query: { memberNo: profile.MemberNo } }).then((a) => a.data))
      : Promise.resolve({ ok: true as const, value: [] as CpdAward[] }),
    settle(
      api.call(memberProfileEndpoints.checklist, { query: { category: profile.MemberShipType, type: 'Application' } }).then((a) => a.data),
    ),
  ]);
  const problems: MemberData['problems'] = {};
  const pick = <T>(name: keyof MemberData['problems'], r: { ok: true; value: T } | { ok: false; error: string }, fallback: T): T => {
    if (r.ok) return r.value;
    problems[name] = r.error;
    return fallback;
  };
  return {
    profile,
    applications: pick('applications', applications, []),
    subscriptions: pick('subscriptions', subscriptions, []),
    ledger: pick('ledger', ledger, []),
    balance: pick('balance', balance, null),
    goodStanding: pick('goodStanding', goodStanding, null),
    cpdAwards: pick('cpdAwards', cpdAwards, []),
    checklist: pick('checklist', checklist, []),
    problems,
  };
}

/** The shared loader machine: `load.reload` keeps the current data on screen while it reloads. */
export const memberDataMachine = createLoaderMachine<MemberData>('memberData', loadMemberData, {
  hears: ['profile', 'payment', 'application', 'upgrade', 'licence', 'everything'],
});
