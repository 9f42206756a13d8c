// The member area's rules as tables of cases (spec 1 §2.3, §4, §6; spec §B): the side menu (each condition alone,
// both sides), the certificate offer and its refusals, the member's standing on the server's day, the alerts, the
// In Review mapping and Pending Payments. No fake backend: these run under `npm run mutate`; member-data.test.ts
// checks the same rules on each persona's loaded data.
import { describe, expect, it } from 'vitest';
import { PORTAL_PACKAGES } from '#contract';
import type { Application, CpdAward, GoodStanding, LedgerEntry, Profile, Subscription } from '#contract';
import {
  certificateRefusals,
  goodStandingCertificate,
  goodStandingCertificateHref,
  inReview,
  isMember,
  memberAlerts,
  memberMenu,
  memberStanding,
  pendingPayments,
  type MemberFacts,
  type MenuSettings,
} from '#machines/member/member-rules.ts';

const profile = (patch: Partial<Profile> = {}): Profile => ({
  ProfileID: 'PROF-1',
  type: 'Individual',
  Title: 'Eng.',
  FirstName: 'Wanjirũ',
  SecondName: '',
  LastName: 'Kamau',
  Gender: 'Female',
  DateOfBirth: '1990-01-01',
  IdentificationDocumentNo: '12345678',
  Nationality: 'KE',
  Email: 'member@demo.test',
  PhoneNo: '+254700000001',
  Discipline: 'CIVIL',
  KRAPin: 'A000000001B',
  County: 'Nairobi',
  City: 'Nairobi',
  MemberNo: 'M1001',
  CustomerNo: 'C1001',
  MemberShipType: 'PE',
  confirmed: true,
  ProfileComplete: true,
  InGoodStanding: true,
  goodStandingMessage: '',
  memberInformation: [{ No: 'M1001', Status: 'Active', Registration_Date: '2020-01-01' }],
  Image: '',
  ...patch,
});

const application = (patch: Partial<Application> = {}): Application => ({
  Code: 'APP-1',
  AppliedCategory: 'PE',
  Amount: 5000,
  ApplicationDateTime: '2026-01-01T10:00:00Z',
  status: 'New',
  Submitted: true,
  ProfileID: 'PROF-1',
  postedReceiptNo: '',
  assignedMemberNo: '',
  membershipComments: [],
  ...patch,
});

const comment = (text: string, hiddenFromApplicant = false) => ({
  displayName: 'Registrar',
  commentDate: '2026-02-01',
  comment: text,
  hiddenFromApplicant,
});

const subscription = (patch: Partial<Subscription> = {}): Subscription => ({
  subsPeriod: '2026',
  memberCategory: 'PE',
  status: 'Paid',
  billedAmount: 11600,
  paidAmount: 11600,
  lastPaidDate: '2026-02-01',
  billed: true,
  paid: true,
  fullyPaid: true,
  documentNo: 'INV-2026',
  recieptNo: 'RCT-2026',
  profileID: 'PROF-1',
  ...patch,
});

const award = (period: string, pointAwarded: number): CpdAward => ({
  memberNo: 'M1001',
  description: 'Seminar',
  provider: 'IEK',
  location: 'Nairobi',
  eventDate: `${period}-03-01`,
  endDate: `${period}-03-02`,
  pointAwarded,
  eventCode: `EV-${period}`,
  certificateNo: '',
  bookingNo: '',
  period,
});

const record = (patch: Partial<GoodStanding> = {}): GoodStanding => ({
  ProfileID: 'PROF-1',
  MemberNo: 'M1001',
  InGoodStanding: true,
  goodStandingMessage: '',
  BalanceLCY: 0,
  cpdPoints: 30,
  requiredCpdPoints: 30,
  subscriptionsPaid: true,
  pendingDisciplinary: false,
  checkedOn: '2026-06-01',
  ...patch,
});

/** A member in good standing on 2026-06-01: a member number, nothing owed, 30 CPD points in 2024-2026. */
const facts = (patch: Partial<MemberFacts> = {}): MemberFacts => ({
  profile: profile(),
  applications: [],
  subscriptions: [subscription()],
  balance: 0,
  cpdAwards: [award('2026', 30)],
  goodStanding: record(),
  ...patch,
});

const SETTINGS: MenuSettings = { license: 'License', goodStandingCertificate: true, projectUrl: 'https://projects.example.org/' };
const keys = (f: MemberFacts, settings: Partial<MenuSettings> = {}, packages: readonly string[] = PORTAL_PACKAGES) =>
  memberMenu(packages, f, { ...SETTINGS, ...settings }).map((i) => i.key);

describe('isMember (issue 23): a member number makes a member', () => {
  it.each([
    ['M1001', true],
    ['', false],
    ['   ', false],
  ])('%j → %s', (MemberNo, expected) => {
    expect(isMember({ MemberNo })).toBe(expected);
  });
});

describe('the side menu (spec 1 §2.3, §6; spec §B)', () => {
  it('a member in good standing with a record sees every item, in order, with their paths', () => {
    expect(memberMenu(PORTAL_PACKAGES, facts(), SETTINGS)).toEqual([
      { key: 'Dashboard', label: 'Dashboard', path: '/dashboard' },
      { key: 'Profile', label: 'Profile', path: '/profile' },
      { key: 'CPD', label: 'CPD', path: '/cpd' },
      { key: 'Application', label: 'Application', path: '/application' },
      { key: 'Subscription', label: 'Subscription', path: '/subscription' },
      { key: 'Upgrade', label: 'Upgrade', path: '/upgrade' },
      { key: 'License', label: 'License', path: '/license' },
      { key: 'Billing', label: 'Billing', path: '/billing' },
      { key: 'PaymentHistory', label: 'Payment History', path: '/payment-history' },
      { key: 'Certificate', label: 'Certificate', path: goodStandingCertificateHref('M1001') },
      { key: 'MyProjects', label: 'My Projects', path: 'https://projects.example.org/', external: true },
      { key: 'Events', label: 'Events', path: '/events' },
    ]);
  });

  it('Payment History (issue 34 item 3) comes with the Billing package, and goes without it', () => {
    expect(keys(facts({ profile: profile({ memberInformation: [] }) }))).toContain('PaymentHistory');
    const withoutBilling = PORTAL_PACKAGES.filter((p) => p !== 'Billing');
    expect(keys(facts(), {}, withoutBilling)).not.toContain('PaymentHistory');
    expect(keys(facts(), {}, withoutBilling)).not.toContain('Billing');
    expect(keys(facts(), {}, ['Dashboard', 'Billing'])).toEqual(['Dashboard', 'Billing', 'PaymentHistory']);
  });

  const RECORD_ONLY = ['CPD', 'Subscription', 'Upgrade', 'MyProjects'];
  it('without a membership record (no memberInformation) CPD, Subscription, Upgrade and My Projects are hidden', () => {
    const menu = keys(facts({ profile: profile({ memberInformation: [] }) }));
    for (const key of RECORD_ONLY) expect(menu).not.toContain(key);
    expect(menu).toContain('Dashboard');
  });

  it('without a member number (a record but MemberNo empty) the same items are hidden', () => {
    const menu = keys(facts({ profile: profile({ MemberNo: '' }) }));
    for (const key of RECORD_ONLY) expect(menu).not.toContain(key);
  });

  it('My Projects: hidden for a GRADUATE and while the project URL is empty, shown otherwise', () => {
    expect(keys(facts({ profile: profile({ MemberShipType: 'GRADUATE' }) }))).not.toContain('MyProjects');
    expect(keys(facts(), { projectUrl: '' })).not.toContain('MyProjects');
    expect(keys(facts({ profile: profile({ MemberShipType: 'TM' }) }))).toContain('MyProjects');
  });

  it("the licence item's label is the caption, or License when the caption is empty", () => {
    const label = (license: string) =>
      memberMenu(PORTAL_PACKAGES, facts(), { ...SETTINGS, license }).find((i) => i.key === 'License')?.label;
    expect(label('Practising Licence')).toBe('Practising Licence');
    expect(label('')).toBe('License');
  });

  it('only the packages the portal has: a package taken away takes its item', () => {
    expect(keys(facts(), {}, ['Dashboard', 'Events'])).toEqual(['Dashboard', 'Events']);
    expect(keys(facts(), {}, [])).toEqual([]);
  });

  it('Certificate: the Released application with a member number first, even in arrears and with the setting off', () => {
    const released = application({ Code: 'APP-9', status: 'Released', assignedMemberNo: 'M1001' });
    const owing = facts({ applications: [released], balance: 500 });
    const item = memberMenu(PORTAL_PACKAGES, owing, { ...SETTINGS, goodStandingCertificate: false }).find((i) => i.key === 'Certificate');
    expect(item?.path).toBe('/application/certificate/APP-9');
  });

  it('Certificate: a Released application without a member number, or one not Released, gives no membership certificate', () => {
    const noNumber = facts({ applications: [application({ status: 'Released' })] });
    const notReleased = facts({ applications: [application({ status: 'Board Review', assignedMemberNo: 'M1001' })] });
    for (const f of [noNumber, notReleased])
      expect(memberMenu(PORTAL_PACKAGES, f, SETTINGS).find((i) => i.key === 'Certificate')?.path).toBe(
        goodStandingCertificateHref('M1001'),
      );
  });

  it('Certificate: hidden when neither certificate can be had (setting off; in arrears)', () => {
    expect(keys(facts(), { goodStandingCertificate: false })).not.toContain('Certificate');
    expect(keys(facts({ balance: 1 }))).not.toContain('Certificate');
  });
});

describe('the certificate of good standing (spec 1 §6)', () => {
  it('offered in good standing, at the base64 of the member number', () => {
    expect(goodStandingCertificate(true, facts())).toEqual({ href: '/dashboard/goodStanding/TTEwMDE%3D', why: null });
  });
  it('each refusal alone: the setting off, not a member, not in good standing', () => {
    expect(goodStandingCertificate(false, facts())).toEqual({ href: null, why: certificateRefusals.settingOff });
    expect(goodStandingCertificate(true, facts({ profile: profile({ MemberNo: '' }) }))).toEqual({
      href: null,
      why: certificateRefusals.notMember,
    });
    expect(goodStandingCertificate(true, facts({ cpdAwards: [award('2026', 29)] }))).toEqual({
      href: null,
      why: certificateRefusals.notInGoodStanding,
    });
  });
});

describe("the member's standing", () => {
  it('counts CPD points in the window of the server day (checkedOn), not the device’s', () => {
    const f = facts({ cpdAwards: [award('2023', 30), award('2026', 10)], goodStanding: record({ checkedOn: '2025-12-31' }) });
    expect(memberStanding(f)).toMatchObject({ cpdPoints: 30, window: { label: '2023-2025' } });
    const later = facts({ cpdAwards: [award('2023', 30), award('2026', 10)], goodStanding: record({ checkedOn: '2026-01-01' }) });
    expect(memberStanding(later)).toMatchObject({ cpdPoints: 10, window: { label: '2024-2026' } });
  });

  it("without the server's record the device's day stands in, and nothing is pending", () => {
    const year = new Date().getFullYear();
    expect(memberStanding(facts({ goodStanding: null, cpdAwards: [award(String(year), 30)] }))).toMatchObject({
      status: 'inGoodStanding',
      window: { last: year },
    });
  });

  it('each cause alone: one unpaid subscription, a balance, the record’s balance when the balance failed, a disciplinary matter', () => {
    const unpaid = facts({ subscriptions: [subscription({ subsPeriod: '2026', fullyPaid: false }), subscription({ subsPeriod: '2025' })] });
    expect(memberStanding(unpaid)).toMatchObject({ status: 'inArrears', reasons: ['Subscriptions not fully paid: 2026'] });
    expect(memberStanding(facts({ balance: 0.01 }))).toMatchObject({
      status: 'inArrears',
      reasons: ['Outstanding balance of KES\u00a00.01'],
    });
    expect(memberStanding(facts({ balance: null, goodStanding: record({ BalanceLCY: 200 }) }))).toMatchObject({
      reasons: ['Outstanding balance of KES\u00a0200.00'],
    });
    expect(
      memberStanding(facts({ balance: null, goodStanding: null, cpdAwards: [award(String(new Date().getFullYear()), 30)] })).status,
    ).toBe('inGoodStanding');
    expect(memberStanding(facts({ goodStanding: record({ pendingDisciplinary: true }) }))).toMatchObject({
      status: 'notInGoodStanding',
      reasons: ['A disciplinary matter is pending'],
    });
  });

  it('lists unpaid periods oldest first', () => {
    const subs = ['2026', '2024', '2025'].map((subsPeriod) => subscription({ subsPeriod, fullyPaid: false }));
    expect(memberStanding(facts({ subscriptions: subs })).reasons[0]).toBe('Subscriptions not fully paid: 2024, 2025, 2026');
  });
});

describe('the alerts (spec 1 §4; issue 22)', () => {
  it('an application with a visible comment and a status other than New, Released or Open; its last visible comment', () => {
    const apps = (['New', 'Open', 'Released', 'Committee Review', 'Verified', 'Board Review', 'Rejected'] as const).map((status) =>
      application({ Code: status, status, membershipComments: [comment('first'), comment('last'), comment('secret', true)] }),
    );
    expect(memberAlerts(apps, [])).toEqual([
      { kind: 'application', key: 'app-Committee Review', title: 'Application Committee Review: In Review', detail: 'last' },
      { kind: 'application', key: 'app-Verified', title: 'Application Verified: In Review', detail: 'last' },
      { kind: 'application', key: 'app-Board Review', title: 'Application Board Review: In Review', detail: 'last' },
      { kind: 'application', key: 'app-Rejected', title: 'Application Rejected: Rejected', detail: 'last' },
    ]);
  });

  it('no alert for an application whose only comments are hidden from the applicant', () => {
    expect(memberAlerts([application({ status: 'Rejected', membershipComments: [comment('secret', true)] })], [])).toEqual([]);
  });

  it('an unpaid subscription; a fully paid one gives none', () => {
    const subs = [subscription({ subsPeriod: '2025', documentNo: 'INV-2025', fullyPaid: false }), subscription()];
    expect(memberAlerts([], subs)).toEqual([
      { kind: 'subscription', key: 'sub-INV-2025', title: 'Subscription 2025 unpaid', detail: 'Invoice INV-2025' },
    ]);
  });

  it('a Released application until the profile name is confirmed, with its last visible comment or the default', () => {
    const withComment = application({ Code: 'A1', status: 'Released', membershipComments: [comment('Welcome'), comment('x', true)] });
    const without = application({ Code: 'A2', status: 'Released' });
    expect(memberAlerts([withComment, without], [], false)).toEqual([
      { kind: 'released', key: 'released-A1', title: 'Application A1: Released', detail: 'Welcome' },
      { kind: 'released', key: 'released-A2', title: 'Application A2: Released', detail: 'Your application was accepted.' },
    ]);
    expect(memberAlerts([withComment], [], true)).toEqual([]);
    expect(memberAlerts([withComment], [])).toEqual([]);
  });

  it('orders the released, then applications, then subscriptions', () => {
    const alerts = memberAlerts(
      [application({ Code: 'R', status: 'Rejected', membershipComments: [comment('no')] }), application({ Code: 'D', status: 'Released' })],
      [subscription({ fullyPaid: false })],
      false,
    );
    expect(alerts.map((a) => a.kind)).toEqual(['released', 'application', 'subscription']);
  });
});

describe('In Review (spec 1 §4)', () => {
  it.each([
    ['Committee Review', 'In Review'],
    ['Verified', 'In Review'],
    ['Board Review', 'In Review'],
    ['New', 'New'],
    ['Open', 'Open'],
    ['Released', 'Released'],
    ['Rejected', 'Rejected'],
  ] as const)('%s reads %s', (status, label) => {
    expect(inReview(status)).toBe(label);
  });
});

describe('Pending Payments', () => {
  const entry = (patch: Partial<LedgerEntry>): LedgerEntry => ({
    entryNo: 1,
    documentNo: 'INV-1',
    externalDocumentNo: '',
    documentDate: '2026-01-01',
    postingDate: '2026-01-01',
    dueDate: '2026-02-01',
    documentType: 'Invoice',
    description: 'Subscription',
    amountLCY: 100,
    remainingAmtLCY: 100,
    ...patch,
  });

  it('open invoices only (more than half a cent left), oldest first', () => {
    const ledger = [
      entry({ documentNo: 'late', documentDate: '2026-03-01' }),
      entry({ documentNo: 'paid', remainingAmtLCY: 0 }),
      entry({ documentNo: 'half-cent', remainingAmtLCY: 0.005 }),
      entry({ documentNo: 'cent', remainingAmtLCY: 0.01, documentDate: '2026-02-01' }),
      entry({ documentNo: 'payment', documentType: 'Payment', remainingAmtLCY: 100 }),
      entry({ documentNo: 'memo', documentType: 'Credit Memo', remainingAmtLCY: 100 }),
      entry({ documentNo: 'early', documentDate: '2025-12-01' }),
    ];
    expect(pendingPayments(ledger).map((e) => e.documentNo)).toEqual(['early', 'cent', 'late']);
  });
});
