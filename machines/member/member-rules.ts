// The member area's rules (document 1 §2.3, §4, §6): which menu items a member sees, the alerts, profile
// completeness, the dashboard's In Review mapping and pending payments. Pure functions over contract data.
import { hrefTo } from '../../src/contract/routes';
import type { Application, ChecklistItem, GoodStanding, LedgerEntry, Profile, Subscription } from '../../src/contract';

export interface MenuItem {
  key: 'Dashboard' | 'Profile' | 'CPD' | 'Application' | 'Subscription' | 'Upgrade' | 'License' | 'Billing' | 'Certificate' | 'MyProjects' | 'Events';
  label: string;
  path: string;
}

export interface MemberFacts {
  profile: Profile;
  applications: Application[];
  goodStanding: GoodStanding | null;
}

/** A membership record: the register lists the member (document 1 §6). */
export const hasMembershipRecord = (p: Profile) => p.memberInformation.length > 0 && p.MemberNo !== '';

const releasedWithNumber = (f: MemberFacts) => f.applications.some((a) => a.status === 'Released' && a.assignedMemberNo !== '');

export function memberMenu(packages: readonly string[], facts: MemberFacts, captions: { license: string }): MenuItem[] {
  const { profile } = facts;
  const record = hasMembershipRecord(profile);
  const certificateCode = facts.applications.find((a) => a.status === 'Released' && a.assignedMemberNo !== '')?.Code ?? '';
  const all: Array<MenuItem & { enabled: boolean }> = [
    { key: 'Dashboard', label: 'Dashboard', path: hrefTo('dashboard'), enabled: true },
    { key: 'Profile', label: 'Profile', path: hrefTo('profile'), enabled: true },
    { key: 'CPD', label: 'CPD', path: hrefTo('cpd'), enabled: record },
    { key: 'Application', label: 'Application', path: hrefTo('application'), enabled: true },
    { key: 'Subscription', label: 'Subscription', path: hrefTo('subscription'), enabled: record },
    { key: 'Upgrade', label: 'Upgrade', path: hrefTo('upgrade'), enabled: record },
    { key: 'License', label: captions.license || 'License', path: hrefTo('license'), enabled: true },
    { key: 'Billing', label: 'Billing', path: hrefTo('billing'), enabled: true },
    {
      key: 'Certificate',
      label: 'Certificate',
      path: certificateCode ? hrefTo('certificate', { code: certificateCode }) : hrefTo('application'),
      enabled: releasedWithNumber(facts) || facts.goodStanding?.InGoodStanding === true,
    },
    { key: 'MyProjects', label: 'My Projects', path: hrefTo('projects'), enabled: record && profile.MemberShipType !== 'GRADUATE' },
    { key: 'Events', label: 'Events', path: hrefTo('events'), enabled: true },
  ];
  return all.filter((i) => i.enabled && packages.includes(i.key)).map(({ enabled: _enabled, ...item }) => item);
}

/** The certificate of good standing in the account menu: the setting is on and the member has a number. */
export const canShowGoodStandingCertificate = (settingOn: boolean, profile: Profile) => settingOn && profile.MemberNo !== '';

export interface AlertItem {
  kind: 'application' | 'subscription';
  key: string;
  title: string;
  detail: string;
}

/** Document 1 §4: an application with comments and a status other than New, Released or Open; an unpaid subscription. */
export function memberAlerts(applications: Application[], subscriptions: Subscription[]): AlertItem[] {
  const apps = applications
    .filter((a) => !['New', 'Released', 'Open'].includes(a.status))
    .map((a) => ({ a, comments: a.membershipComments.filter((c) => !c.hiddenFromApplicant) }))
    .filter(({ comments }) => comments.length > 0)
    .map(({ a, comments }) => ({ kind: 'application' as const, key: `app-${a.Code}`, title: `Application ${a.Code}: ${inReview(a.status)}`, detail: comments[comments.length - 1]?.comment ?? '' }));
  const subs = subscriptions
    .filter((s) => !s.fullyPaid)
    .map((s) => ({ kind: 'subscription' as const, key: `sub-${s.documentNo}`, title: `Subscription ${s.subsPeriod} unpaid`, detail: `Invoice ${s.documentNo}` }));
  return [...apps, ...subs];
}

/** The first application list shows Committee Review, Verified and Board Review as In Review (document 1 §4). */
export const inReview = (status: Application['status']) => (['Committee Review', 'Verified', 'Board Review'].includes(status) ? 'In Review' : status);

export interface Completeness {
  passed: number;
  total: number;
  percent: number;
  /** The ring turns to the secondary colour at 50 % or more. */
  atLeastHalf: boolean;
}

export function completeness(items: ChecklistItem[]): Completeness {
  const total = items.length;
  const passed = items.filter((i) => i.pass).length;
  const percent = total === 0 ? 0 : Math.round((passed / total) * 100);
  return { passed, total, percent, atLeastHalf: total > 0 && passed / total >= 0.5 };
}

/** Pending Payments: open invoices, oldest first. */
export const pendingPayments = (ledger: LedgerEntry[]) =>
  ledger.filter((e) => e.documentType === 'Invoice' && e.remainingAmtLCY > 0.005).sort((a, b) => a.documentDate.localeCompare(b.documentDate));

/** Good-standing reasons come backslash-separated. */
export const goodStandingReasons = (message: string) =>
  message
    .split('\\')
    .map((r) => r.trim())
    .filter(Boolean);

export const cpdPoints = (awards: Array<{ pointAwarded: number }>) => awards.reduce((n, a) => n + a.pointAwarded, 0);
