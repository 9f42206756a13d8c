// The member area's rules (spec 1 §2.3, §4, §6): which menu items a member sees, the member's standing and
// the certificate of good standing (judged by the contract's one rule, src/contract/good-standing.ts), the alerts,
// profile completeness, the dashboard's In Review mapping and pending payments. Pure functions over contract data.
import { hrefTo } from '#contract/routes.ts';
import {
  assessStanding,
  cpdPointsInWindow,
  encodeBase64,
  type Application,
  type ChecklistItem,
  type CpdAward,
  type GoodStanding,
  type LedgerEntry,
  type Profile,
  type Standing,
  type Subscription,
} from '#contract';

export interface MenuItem {
  key:
    | 'Dashboard'
    | 'Profile'
    | 'CPD'
    | 'Application'
    | 'Subscription'
    | 'Upgrade'
    | 'License'
    | 'Billing'
    | 'PaymentHistory'
    | 'Certificate'
    | 'MyProjects'
    | 'Events';
  label: string;
  path: string;
  /** A page outside the portal (My Projects): opens in a new tab. */
  external?: boolean;
}

/** What the member area knows of the member (the member data's data has all of it). */
export interface MemberFacts {
  profile: Profile;
  applications: Application[];
  subscriptions: Subscription[];
  /** null when the balance could not be loaded. */
  balance: number | null;
  cpdAwards: CpdAward[];
  /** The server's good-standing record: its day and any disciplinary matter; null when it could not be loaded. */
  goodStanding: GoodStanding | null;
}

/**
 * A member is someone with a member number (issue 23): an existing member who activated an account is one from
 * the first sign-in, so the member area offers no first application and no application checklist to finish.
 */
export const isMember = (profile: Pick<Profile, 'MemberNo'>): boolean => profile.MemberNo.trim() !== '';

/** A membership record: the register lists the member (spec 1 §6). */
const hasMembershipRecord = (p: Profile) => p.memberInformation.length > 0 && p.MemberNo !== '';

/**
 * The member's standing and CPD points, by the same rule the server's record and the certificate use. The day is
 * the server's (the record's checkedOn: in mock mode the simulated clock), so both count the same CPD window; the
 * device's date stands in only when the record could not be loaded.
 */
export function memberStanding(facts: MemberFacts): Standing {
  const today = facts.goodStanding?.checkedOn || new Date().toISOString().slice(0, 10);
  return assessStanding({
    memberNo: facts.profile.MemberNo,
    type: facts.profile.type,
    unpaidSubscriptions: facts.subscriptions
      .filter((s) => !s.fullyPaid)
      .map((s) => s.subsPeriod)
      .sort(),
    balance: facts.balance ?? facts.goodStanding?.BalanceLCY ?? 0,
    cpdPoints: cpdPointsInWindow(facts.cpdAwards, today),
    pendingDisciplinary: facts.goodStanding?.pendingDisciplinary ?? false,
    today,
  });
}

/** Where the certificate of good standing of a member number is (the code is the base64 of the number). */
export const goodStandingCertificateHref = (memberNo: string) => hrefTo('goodStanding', { code: encodeBase64(memberNo) });

/** The certificate of good standing: where to get it, or why it cannot be had (nothing to retry). */
export type GoodStandingCertificateOffer = { href: string; why: null } | { href: null; why: string };

export const certificateRefusals = {
  settingOff: 'The certificate of good standing is not issued through this portal.',
  notMember: 'Not a member yet: the certificate of good standing is issued to members once a member number is assigned.',
  /** Shown under the standing's reasons. */
  notInGoodStanding: 'A certificate of good standing can be issued once these are settled.',
} as const;

/** Offered only when it can be had (spec 1 §6: the setting on and a member number; and good standing itself). */
export function goodStandingCertificate(settingOn: boolean, facts: MemberFacts): GoodStandingCertificateOffer {
  if (!settingOn) return { href: null, why: certificateRefusals.settingOff };
  const standing = memberStanding(facts);
  if (standing.status === 'notMember') return { href: null, why: certificateRefusals.notMember };
  if (!standing.inGoodStanding) return { href: null, why: certificateRefusals.notInGoodStanding };
  return { href: goodStandingCertificateHref(facts.profile.MemberNo), why: null };
}

export interface MenuSettings {
  /** The licence item's caption (license_alternative_caption). */
  license: string;
  /** The certificate_of_good_standing setting; the Certificate item needs it on. */
  goodStandingCertificate: boolean;
  /** The settings' terms.projectURL: My Projects opens it in a new tab, and is hidden while it is empty (spec §B). */
  projectUrl: string;
}

/** The Released application that assigned the member's number: its membership certificate is the member's. */
const certifiedApplication = (applications: readonly Application[]): Application | undefined =>
  applications.find((a) => a.status === 'Released' && a.assignedMemberNo !== '');

/**
 * The side menu's Certificate (spec 1 §6: "an assigned member number with a Released application, or good
 * standing"; §2.3 lists both /application/certificate/{code} and /dashboard/goodStanding/{code}): the membership
 * certificate of that application, else the certificate of good standing when it can be had (its setting on, a
 * member number, in good standing), else none. Never an offer that ends in a refusal.
 */
function certificateMenuPath(facts: MemberFacts, goodStandingSettingOn: boolean): string | null {
  const released = certifiedApplication(facts.applications);
  if (released) return hrefTo('certificate', { code: released.Code });
  return goodStandingCertificate(goodStandingSettingOn, facts).href;
}

export function memberMenu(packages: readonly string[], facts: MemberFacts, settings: MenuSettings): MenuItem[] {
  const { profile } = facts;
  const record = hasMembershipRecord(profile);
  const certificate = certificateMenuPath(facts, settings.goodStandingCertificate);
  // `package`: the installed package an item belongs to, when it is not its own key.
  const all: Array<MenuItem & { enabled: boolean; package?: string }> = [
    { key: 'Dashboard', label: 'Dashboard', path: hrefTo('dashboard'), enabled: true },
    { key: 'Profile', label: 'Profile', path: hrefTo('profile'), enabled: true },
    { key: 'CPD', label: 'CPD', path: hrefTo('cpd'), enabled: record },
    { key: 'Application', label: 'Application', path: hrefTo('application'), enabled: true },
    { key: 'Subscription', label: 'Subscription', path: hrefTo('subscription'), enabled: record },
    { key: 'Upgrade', label: 'Upgrade', path: hrefTo('upgrade'), enabled: record },
    { key: 'License', label: settings.license || 'License', path: hrefTo('license'), enabled: true },
    { key: 'Billing', label: 'Billing', path: hrefTo('billing'), enabled: true },
    // Issue 34 item 3: My Payment History (spec 3 §2) had no link anywhere; it is part of the Billing package
    // (billing/history), so it shows wherever Billing does.
    { key: 'PaymentHistory', label: 'Payment History', path: hrefTo('paymentHistory'), enabled: true, package: 'Billing' },
    { key: 'Certificate', label: 'Certificate', path: certificate ?? '', enabled: certificate !== null },
    {
      key: 'MyProjects',
      label: 'My Projects',
      path: settings.projectUrl,
      external: true,
      enabled: record && profile.MemberShipType !== 'GRADUATE' && settings.projectUrl !== '',
    },
    { key: 'Events', label: 'Events', path: hrefTo('events'), enabled: true },
  ];
  return all
    .filter((i) => i.enabled && packages.includes(i.package ?? i.key))
    .map(({ enabled: _enabled, package: _package, ...item }) => item);
}

export interface AlertItem {
  kind: 'application' | 'released' | 'subscription';
  key: string;
  title: string;
  detail: string;
}

/**
 * Spec 1 §4: an application with comments and a status other than New, Released or Open; an unpaid subscription.
 * Issue 22 adds the release itself: a Released application is announced until the member confirms the profile
 * name (the next step it asks for, the layout's 'Click to confirm profile name'), so it does not stay forever.
 */
export function memberAlerts(applications: Application[], subscriptions: Subscription[], nameConfirmed = true): AlertItem[] {
  const released = nameConfirmed
    ? []
    : applications
        .filter((a) => a.status === 'Released')
        .map((a) => ({
          kind: 'released' as const,
          key: `released-${a.Code}`,
          title: `Application ${a.Code}: Released`,
          detail: a.membershipComments.filter((c) => !c.hiddenFromApplicant).at(-1)?.comment ?? 'Your application was accepted.',
        }));
  const apps = applications
    .filter((a) => !['New', 'Released', 'Open'].includes(a.status))
    .map((a) => ({ a, comments: a.membershipComments.filter((c) => !c.hiddenFromApplicant) }))
    .filter(({ comments }) => comments.length > 0)
    .map(({ a, comments }) => ({
      kind: 'application' as const,
      key: `app-${a.Code}`,
      title: `Application ${a.Code}: ${inReview(a.status)}`,
      detail: comments[comments.length - 1]?.comment ?? '',
    }));
  const subs = subscriptions
    .filter((s) => !s.fullyPaid)
    .map((s) => ({
      kind: 'subscription' as const,
      key: `sub-${s.documentNo}`,
      title: `Subscription ${s.subsPeriod} unpaid`,
      detail: `Invoice ${s.documentNo}`,
    }));
  return [...released, ...apps, ...subs];
}

/** The first application list shows Committee Review, Verified and Board Review as In Review (spec 1 §4). */
export const inReview = (status: Application['status']) =>
  ['Committee Review', 'Verified', 'Board Review'].includes(status) ? 'In Review' : status;

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
  ledger
    .filter((e) => e.documentType === 'Invoice' && e.remainingAmtLCY > 0.005)
    .sort((a, b) => a.documentDate.localeCompare(b.documentDate));
