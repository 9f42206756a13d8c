// Working requests for the membership area, in an order where each call's preconditions hold.
// Codes are read from the seeded data (default scenario): member@ has a Released application, paid invoices,
// receipts, subscriptions, an approved licence and an accepted upgrade; firm@ a licence waiting for its upload;
// approver@ (PE, checklist complete, no portal application) submits an application, an upgrade and a licence.
import { DEFAULT_STATEMENT_CODEUNIT, endpoints, newApplicationDraft } from '#contract';
import type { Db } from '../db';
import { personaByKey } from '../scenarios/personas';
import { SAMPLE_SIGNED_PDF_BASE64 } from '../scenarios/seed/membership';
import { example, type EndpointExample } from './example';

const e = endpoints.membership;
const member = personaByKey('member');
const approver = personaByKey('approver');
const firm = personaByKey('firm');
const pid = member.profileId ?? '';

const first = <T>(items: T[], what: string): T => {
  const item = items[0];
  if (item === undefined) throw new Error(`example needs ${what}`);
  return item;
};
const memberApp = (db: Db) =>
  first(
    db.applications.findMany((q) => q.where({ ProfileID: pid, status: 'Released' })),
    'a Released application of member@',
  );
const memberLicence = (db: Db) =>
  first(
    db.licences.findMany((q) => q.where({ profileID: pid, status: 'Approved' })),
    'an approved licence of member@',
  );
const memberSub = (db: Db) =>
  first(
    db.subscriptions.findMany((q) => q.where({ profileID: pid, fullyPaid: true }), { orderBy: { subsPeriod: 'desc' } }),
    'a paid subscription of member@',
  );
const memberUpgrade = (db: Db) =>
  first(
    db.upgrades.findMany((q) => q.where({ ProfileID: pid, status: 'Released' })),
    'an accepted upgrade of member@',
  );

export const membershipExamples: Record<keyof typeof e, EndpointExample> = {
  applications: example(e.applications, 'member', () => ({})),
  applicationDocument: example(e.applicationDocument, 'member', ({ db }) => ({ params: { code: memberApp(db).Code } })),
  applicationCertificate: example(e.applicationCertificate, 'member', ({ db }) => ({ params: { code: memberApp(db).Code } })),
  applicationRejectionLetter: example(e.applicationRejectionLetter, 'arrears', ({ db }) => ({
    params: {
      code: first(
        db.applications.findMany((q) => q.where({ ProfileID: personaByKey('arrears').profileId ?? '', status: 'Rejected' })),
        'a Rejected application',
      ).Code,
    },
  })),
  applicationAcceptanceLetter: example(e.applicationAcceptanceLetter, 'member', ({ db }) => ({ params: { code: memberApp(db).Code } })),
  applicationChecklist: example(e.applicationChecklist, 'member', () => ({ params: { membershipType: 'PE' } })),
  submitApplication: example(e.submitApplication, 'approver', async ({ db }) => {
    // Stands in for the grant auth/verify-otp would have given approver@ (tests verify the code from the outbox).
    await db.codes.create({
      kind: 'submission',
      code: '246810',
      userId: approver.userId,
      ref: 'example',
      expiresAt: Number.MAX_SAFE_INTEGER,
      used: false,
    });
    return { body: newApplicationDraft(approver.profileId ?? '', 'PE') };
  }),

  goodStanding: example(e.goodStanding, 'member', () => ({ params: { profileId: pid } })),
  statement: example(e.statement, 'member', () => ({
    params: { ...DEFAULT_STATEMENT_CODEUNIT },
    body: { customerNo: member.customerNo ?? '', startDate: '2026-01-01', endDate: '2026-10-31' },
  })),
  ledger: example(e.ledger, 'member', () => ({})),
  balance: example(e.balance, 'arrears', () => ({})),
  proforma: example(e.proforma, 'member', ({ db }) => ({ params: { code: memberApp(db).Code } })),
  receipt: example(e.receipt, 'member', ({ db }) => ({
    params: {
      code: first(
        db.receipts.findMany((q) => q.where({ profileID: pid })),
        'a receipt of member@',
      ).receiptNo,
    },
  })),
  paymentHistory: example(e.paymentHistory, 'member', () => ({})),

  bookedEvents: example(e.bookedEvents, 'member', () => ({})),
  upcomingEvents: example(e.upcomingEvents, 'pending', () => ({})),
  cpdAwards: example(e.cpdAwards, 'member', () => ({ query: { memberNo: member.memberNo ?? '' } })),

  upgradePlans: example(e.upgradePlans, 'member', () => ({})),
  upgrades: example(e.upgrades, 'member', () => ({})),
  upgradeChecklist: example(e.upgradeChecklist, 'member', () => ({ params: { category: 'CE' } })),
  submitUpgrade: example(e.submitUpgrade, 'approver', () => ({
    body: { amount: 11_000, toCategory: 'AC', memberNo: approver.memberNo ?? '', ProfileID: approver.profileId ?? '', requestedDate: '' },
  })),
  upgradeReport: example(e.upgradeReport, 'member', ({ db }) => ({ body: { code: memberUpgrade(db).code } })),
  upgradeAcceptanceLetter: example(e.upgradeAcceptanceLetter, 'member', ({ db }) => ({ body: { code: memberUpgrade(db).code } })),

  subscriptions: example(e.subscriptions, 'member', () => ({})),
  subscriptionProforma: example(e.subscriptionProforma, 'member', ({ db }) => ({ params: { code: memberSub(db).documentNo } })),
  subscriptionReceipt: example(e.subscriptionReceipt, 'member', ({ db }) => ({ params: { code: memberSub(db).recieptNo } })),
  subscriptionCertificate: example(e.subscriptionCertificate, 'member', ({ db }) => ({ body: { documentNo: memberSub(db).documentNo } })),

  licences: example(e.licences, 'member', () => ({})),
  licenceProfile: example(e.licenceProfile, 'firm', () => ({})),
  createLicence: example(e.createLicence, 'approver', () => ({
    body: {
      description: 'License Application',
      startDate: '2027-01-01',
      countryCode: 'KE',
      county: 'Nairobi',
      city: 'Nairobi',
      postalCode: 'P.O. Box 30123-00100',
      physicalLocation: 'Upper Hill, Nairobi',
      phoneNo: '0778901234',
      email: approver.email,
      practiceName: 'Nyambura Engineering Practice',
      practitionerSurname: 'Nyambura',
      practitionerOtherNames: 'Faith',
      practitionerPhone: '0778901234',
      practitionerEmail: approver.email,
      practitionerAddress: 'P.O. Box 30123-00100, Nairobi',
    },
  })),
  licence: example(e.licence, 'member', ({ db }) => ({ params: { id: memberLicence(db).licenseApplicationNo } })),
  licenceChecklist: example(e.licenceChecklist, 'member', () => ({ params: { id: 'PE' } })),
  goodStandingCertificate: example(e.goodStandingCertificate, 'member', () => ({ params: { id: member.memberNo ?? '' } })),
  updateLicence: example(e.updateLicence, 'firm', ({ db }) => ({
    body: {
      licenseApplicationNo: first(
        db.licences.findMany((q) => q.where({ profileID: firm.profileId ?? '', licenseBase64: '' })),
        'a licence of firm@ without upload',
      ).licenseApplicationNo,
      licenseBase64: SAMPLE_SIGNED_PDF_BASE64,
    },
  })),
  licenceApplicationDocument: example(e.licenceApplicationDocument, 'member', ({ db }) => ({
    params: { id: memberLicence(db).licenseApplicationNo },
  })),
  licenceProforma: example(e.licenceProforma, 'member', ({ db }) => ({ params: { id: memberLicence(db).licenseApplicationNo } })),
};
