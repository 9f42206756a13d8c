// The member area's data and rules against the fake backend: each persona's dashboard facts and menu
// (spec 1 §2.3, §4, §6), and the menu with packages removed.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PORTAL_PACKAGES } from '#contract';
import { memberDataMachine, type MemberData } from '#machines/member/member-data.machine.ts';
import {
  certificateRefusals,
  completeness,
  goodStandingCertificate,
  goodStandingCertificateHref,
  inReview,
  memberAlerts,
  memberMenu,
  memberStanding,
  pendingPayments,
} from '#machines/member/member-rules.ts';
import { useBackend } from '../../support/backend';

const PROJECTS = 'https://projects.example.org/';

describe('member data', () => {
  const t = useBackend({ scenario: 'default' });
  const load = async (email: string): Promise<MemberData> => {
    const actor = createActor(memberDataMachine, { input: { api: await t.signIn(email) } }).start();
    await waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
    const { data, error } = actor.getSnapshot().context;
    if (!data) throw new Error(error ?? 'no data');
    return data;
  };
  const menuOf = (d: MemberData, packages: readonly string[] = PORTAL_PACKAGES) =>
    memberMenu(packages, d, { license: 'License', goodStandingCertificate: true, projectUrl: PROJECTS }).map((i) => i.key);

  it('member@: in good standing, CPD points, no arrears, every menu item', async () => {
    const d = await load('member@demo.test');
    expect(d.problems).toEqual({});
    expect(d.goodStanding?.InGoodStanding).toBe(true);
    expect(memberStanding(d)).toMatchObject({ status: 'inGoodStanding', cpdPoints: d.goodStanding?.cpdPoints });
    expect(d.balance).toBeLessThanOrEqual(0);
    expect(pendingPayments(d.ledger)).toEqual([]);
    expect(menuOf(d)).toEqual([
      'Dashboard',
      'Profile',
      'CPD',
      'Application',
      'Subscription',
      'Upgrade',
      'License',
      'Billing',
      'PaymentHistory',
      'Certificate',
      'MyProjects',
      'Events',
    ]);
    expect(completeness(d.checklist)).toMatchObject({ percent: 100, atLeastHalf: true });
  });

  it("My Projects (spec §B) opens the settings' projectURL in a new tab, and is hidden while it is empty", async () => {
    const d = await load('member@demo.test');
    const projects = (projectUrl: string) =>
      memberMenu(PORTAL_PACKAGES, d, { license: 'License', goodStandingCertificate: true, projectUrl }).find((i) => i.key === 'MyProjects');
    expect(projects(PROJECTS)).toEqual({ key: 'MyProjects', label: 'My Projects', path: PROJECTS, external: true });
    expect(projects('')).toBeUndefined();
  });

  it('arrears@: a balance, the reasons, pending invoices and unpaid-subscription alerts', async () => {
    const d = await load('arrears@demo.test');
    expect(d.goodStanding?.InGoodStanding).toBe(false);
    const reasons = [
      'Subscriptions not fully paid: 2025, 2026',
      'Outstanding balance of KES\u00a023,200.00',
      'CPD points 14 of the required 30 for 2024-2026',
    ];
    expect(d.goodStanding?.goodStandingMessage).toBe(reasons.join('\\'));
    expect(memberStanding(d)).toMatchObject({ status: 'inArrears', reasons });
    // Released with a member number: the membership certificate stays (spec 1 §6), the good-standing one does not.
    expect(
      memberMenu(PORTAL_PACKAGES, d, { license: 'License', goodStandingCertificate: true, projectUrl: PROJECTS }).find(
        (i) => i.key === 'Certificate',
      )?.path,
    ).toMatch(/^\/application\/certificate\//);
    expect(goodStandingCertificate(true, d).href).toBeNull();
    expect(d.balance).toBeGreaterThan(0);
    const open = pendingPayments(d.ledger);
    expect(open.length).toBeGreaterThan(0);
    expect(open.reduce((n, e) => n + e.remainingAmtLCY, 0)).toBeCloseTo(d.balance ?? 0, 2);
    expect(memberAlerts(d.applications, d.subscriptions).filter((a) => a.kind === 'subscription').length).toBeGreaterThan(0);
  });

  it('pending@ (no member number, GRADUATE): no CPD, Subscription, Upgrade, Certificate or My Projects; incomplete profile', async () => {
    const d = await load('pending@demo.test');
    expect(menuOf(d)).toEqual(['Dashboard', 'Profile', 'Application', 'License', 'Billing', 'PaymentHistory', 'Events']);
    const ring = completeness(d.checklist);
    expect(ring.passed).toBeLessThan(ring.total);
  });

  it('hides what the settings do not install, and renames the licence item', async () => {
    const d = await load('member@demo.test');
    expect(menuOf(d, ['Dashboard', 'Profile', 'Billing'])).toEqual(['Dashboard', 'Profile', 'Billing', 'PaymentHistory']);
    expect(memberMenu(['License'], d, { license: 'Practising Licence', goodStandingCertificate: true, projectUrl: PROJECTS })).toEqual([
      { key: 'License', label: 'Practising Licence', path: '/license' },
    ]);
  });

  it('the Certificate item (spec 1 §6): the membership certificate of the Released application with a member number, else good standing', async () => {
    const d = await load('member@demo.test');
    const certificate = (facts: MemberData, settingOn = true) =>
      memberMenu(PORTAL_PACKAGES, facts, { license: 'License', goodStandingCertificate: settingOn, projectUrl: PROJECTS }).find(
        (i) => i.key === 'Certificate',
      );
    const released = d.applications.find((a) => a.status === 'Released' && a.assignedMemberNo !== '');
    expect(certificate(d)?.path).toBe(`/application/certificate/${released?.Code}`);
    // A Released application with a member number alone is enough: arrears do not take the membership certificate away.
    const inArrears = { ...d, subscriptions: d.subscriptions.map((s, i) => (i === 0 ? { ...s, fullyPaid: false } : s)) };
    expect(certificate(inArrears)?.path).toBe(`/application/certificate/${released?.Code}`);
    // Without it, good standing alone offers the certificate of good standing (its setting on)…
    const unreleased = { ...d, applications: d.applications.map((a) => ({ ...a, status: 'Open' as const })) };
    expect(certificate(unreleased)?.path).toBe(goodStandingCertificateHref('M1001'));
    expect(goodStandingCertificateHref('M1001')).toBe('/dashboard/goodStanding/TTEwMDE%3D');
    const noNumber = { ...d, applications: d.applications.map((a) => ({ ...a, assignedMemberNo: '' })) };
    expect(certificate(noNumber)?.path).toBe(goodStandingCertificateHref('M1001'));
    // …and neither: no Certificate item (each cause alone: not in good standing, the setting off).
    expect(certificate({ ...unreleased, subscriptions: inArrears.subscriptions })).toBeUndefined();
    expect(certificate(unreleased, false)).toBeUndefined();
    expect(certificate(d, false)?.path).toBe(`/application/certificate/${released?.Code}`);
  });

  it('the certificate of good standing: offered only when it can be had, otherwise why, one cause at a time', async () => {
    const member = await load('member@demo.test');
    expect(goodStandingCertificate(true, member)).toEqual({ href: goodStandingCertificateHref('M1001'), why: null });
    expect(goodStandingCertificate(false, member)).toEqual({ href: null, why: certificateRefusals.settingOff });
    expect(goodStandingCertificate(true, { ...member, balance: 0.01 })).toEqual({ href: null, why: certificateRefusals.notInGoodStanding });
    expect(goodStandingCertificate(true, { ...member, balance: 0 }).href).not.toBeNull();
    expect(goodStandingCertificate(true, await load('arrears@demo.test'))).toEqual({
      href: null,
      why: 'A certificate of good standing can be issued once these are settled.',
    });
    const pending = await load('pending@demo.test');
    expect(memberStanding(pending).status).toBe('notMember');
    expect(goodStandingCertificate(true, pending)).toEqual({ href: null, why: certificateRefusals.notMember });
  });

  it('shows Committee Review, Verified and Board Review as In Review', () => {
    expect(
      ['New', 'Open', 'Committee Review', 'Verified', 'Board Review', 'Released', 'Rejected'].map((s) => inReview(s as never)),
    ).toEqual(['New', 'Open', 'In Review', 'In Review', 'In Review', 'Released', 'Rejected']);
  });

  it('a member without a profile gets a clear error, not a crash, and no retry (the answer will not change)', async () => {
    const actor = createActor(memberDataMachine, { input: { api: await t.signIn('applicant@demo.test') } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatch(/\w/);
    expect(actor.getSnapshot().context.retryable).toBe(false);
  });
});
