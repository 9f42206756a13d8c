// Spec 3 §7 (applications, upgrades, subscriptions, licence, billing, events, CPD) and the billing and
// dashboard calls of spec 1 §7 (good standing, statement, balance, ledger).
// auth/send-otp and auth/verify-otp live in the auth area; the setup lookups in the setup area.
import { defineEndpoint } from '../endpoint';
import { memberAccountEndpoints } from './member-account';
import { DocumentAnswerSchema, envelope, listEnvelope } from '../envelope';
import { ChecklistItemSchema } from '../checklist';
import { ApplicationSchema, ApplicationSubmitSchema } from '../membership-applications';
import { UpgradeApplicationSchema, UpgradeDocumentRequestSchema, UpgradePlanSchema, UpgradeSubmitSchema } from '../membership-upgrades';
import { SubscriptionCertificateRequestSchema } from '../membership-billing';
import { PaymentHistoryRowSchema, StatementRequestSchema } from '../membership-statement';
import {
  LicenceApplicationSchema,
  LicenceListItemSchema,
  LicenceProfileSchema,
  LicenceSchema,
  LicenceUpdateSchema,
} from '../membership-licence';
import { EventBookingSchema, EventSchema } from '../membership-events';

const doc3 = '3 §7';
const doc1 = '1 §7';
const member = 'member' as const;
const checklist = listEnvelope(ChecklistItemSchema);

export const membershipEndpoints = {
  // The calls the member data makes on every member page: a module of their own (member-account.ts).
  ...memberAccountEndpoints,

  // ——— Applications ———
  applicationDocument: defineEndpoint({
    method: 'GET',
    path: 'application/document/:code',
    access: member,
    spec: doc3,
    summary: 'Application document (PDF)',
    answer: DocumentAnswerSchema,
  }),
  applicationCertificate: defineEndpoint({
    method: 'GET',
    path: 'application/certificate/:code',
    access: member,
    spec: doc3,
    summary: 'Membership certificate of a Released application (PDF)',
    answer: DocumentAnswerSchema,
  }),
  applicationRejectionLetter: defineEndpoint({
    method: 'GET',
    path: 'application/rejectionLetter/:code',
    access: member,
    spec: doc3,
    summary: 'Rejection letter of a Rejected application (PDF)',
    answer: DocumentAnswerSchema,
  }),
  applicationAcceptanceLetter: defineEndpoint({
    method: 'GET',
    path: 'application/acceptanceLetter/:code',
    access: member,
    spec: doc3,
    summary: 'Acceptance letter of a Released application (PDF)',
    answer: DocumentAnswerSchema,
  }),
  submitApplication: defineEndpoint({
    method: 'POST',
    path: 'application/submit',
    access: member,
    spec: doc3,
    summary: 'Submit the application object once auth/verify-otp has checked the code (checklist must fully pass)',
    once: true,
    body: ApplicationSubmitSchema,
    answer: envelope(ApplicationSchema),
  }),
  applicationChecklist: defineEndpoint({
    method: 'GET',
    path: 'application/checklist/:membershipType',
    access: member,
    spec: doc3,
    summary: 'Application checklist of a category, evaluated on the profile',
    answer: checklist,
  }),

  // ——— Good standing, statement, ledger, balance (spec 1 §7) ———
  statement: defineEndpoint({
    method: 'POST',
    path: 'codeunit/:provider/:entity',
    access: member,
    spec: doc1,
    summary: 'Customer statement PDF for a date range (provider/entity default MembershipManager/statement)',
    body: StatementRequestSchema,
    answer: DocumentAnswerSchema,
  }),

  // ——— Billing ———
  proforma: defineEndpoint({
    method: 'GET',
    path: 'billing/proforma/:code',
    access: member,
    spec: doc3,
    summary: 'Pro-forma invoice by invoice number or by the code of what it bills (PDF)',
    answer: DocumentAnswerSchema,
  }),
  receipt: defineEndpoint({
    method: 'GET',
    path: 'billing/receipt/:code',
    access: member,
    spec: doc3,
    summary: 'Receipt by receipt number (PDF)',
    answer: DocumentAnswerSchema,
  }),
  paymentHistory: defineEndpoint({
    method: 'GET',
    path: 'billing/history',
    access: member,
    spec: doc3,
    summary: "The member's payments, newest first",
    answer: listEnvelope(PaymentHistoryRowSchema),
  }),

  // ——— Events, CPD ———
  bookedEvents: defineEndpoint({
    method: 'GET',
    path: 'events',
    access: member,
    spec: doc3,
    summary: "The member's event bookings",
    answer: listEnvelope(EventBookingSchema),
  }),
  upcomingEvents: defineEndpoint({
    method: 'GET',
    path: 'events/all_events',
    access: member,
    spec: doc3,
    summary: 'Upcoming events (start date today or later)',
    answer: listEnvelope(EventSchema),
  }),

  // ——— Upgrades ———
  upgradePlans: defineEndpoint({
    method: 'GET',
    path: 'upgrade/plans',
    access: member,
    spec: doc3,
    summary: "Upgrade plans open to the member's category",
    answer: listEnvelope(UpgradePlanSchema),
  }),
  upgrades: defineEndpoint({
    method: 'GET',
    path: 'upgrade',
    access: member,
    spec: doc3,
    summary: "The member's upgrade applications (hidden comments removed)",
    answer: listEnvelope(UpgradeApplicationSchema),
  }),
  upgradeChecklist: defineEndpoint({
    method: 'GET',
    path: 'upgrade/checklist/:category',
    access: member,
    spec: doc3,
    summary: 'Upgrade checklist for a target category',
    answer: checklist,
  }),
  submitUpgrade: defineEndpoint({
    method: 'POST',
    path: 'upgrade/submit',
    access: member,
    spec: doc3,
    summary: 'Apply for an upgrade: creates the upgrade application and its pro-forma invoice',
    once: true,
    body: UpgradeSubmitSchema,
    answer: envelope(UpgradeApplicationSchema),
  }),
  upgradeReport: defineEndpoint({
    method: 'POST',
    path: 'upgrade/upgrade-report',
    access: member,
    spec: doc3,
    summary: 'Upgrade report (PDF)',
    body: UpgradeDocumentRequestSchema,
    answer: DocumentAnswerSchema,
  }),
  upgradeAcceptanceLetter: defineEndpoint({
    method: 'POST',
    path: 'upgrade/acceptance-letter',
    access: member,
    spec: doc3,
    summary: 'Upgrade acceptance letter of a Released upgrade (PDF)',
    body: UpgradeDocumentRequestSchema,
    answer: DocumentAnswerSchema,
  }),

  // ——— Subscriptions ———
  subscriptionProforma: defineEndpoint({
    method: 'GET',
    path: 'subs/proforma/:code',
    access: member,
    spec: doc3,
    summary: 'Subscription invoice by document number (PDF)',
    answer: DocumentAnswerSchema,
  }),
  subscriptionReceipt: defineEndpoint({
    method: 'GET',
    path: 'subs/receipt/:code',
    access: member,
    spec: doc3,
    summary: 'Subscription receipt by receipt number (PDF)',
    answer: DocumentAnswerSchema,
  }),
  subscriptionCertificate: defineEndpoint({
    method: 'POST',
    path: 'subs/certificate',
    access: member,
    spec: doc3,
    summary: 'Subscription certificate of a paid subscription (PDF)',
    body: SubscriptionCertificateRequestSchema,
    answer: DocumentAnswerSchema,
  }),

  // ——— Licence ———
  licences: defineEndpoint({
    method: 'GET',
    path: 'license',
    access: member,
    spec: doc3,
    summary: "The member's licence applications",
    answer: listEnvelope(LicenceListItemSchema),
  }),
  licenceProfile: defineEndpoint({
    method: 'GET',
    path: 'license/profile',
    access: member,
    spec: doc3,
    summary: 'Profile data the licence wizard prefills from',
    answer: envelope(LicenceProfileSchema),
  }),
  createLicence: defineEndpoint({
    method: 'POST',
    path: 'license',
    access: member,
    spec: doc3,
    summary: 'Submit a licence application (amount from the LICENSE charge of the category)',
    once: true,
    body: LicenceApplicationSchema,
    answer: envelope(LicenceListItemSchema),
  }),
  licence: defineEndpoint({
    method: 'GET',
    path: 'license/:id',
    access: member,
    spec: doc3,
    summary: 'One licence application with its details',
    answer: envelope(LicenceSchema),
  }),
  licenceChecklist: defineEndpoint({
    method: 'GET',
    path: 'license/checklist/:id',
    access: member,
    spec: doc3,
    summary: 'Licence checklist for a category code',
    answer: checklist,
  }),
  goodStandingCertificate: defineEndpoint({
    method: 'GET',
    path: 'license/good_standing_certificate/:id',
    access: member,
    spec: doc3,
    summary: 'Certificate of good standing; id is the member number (plain or base64)',
    answer: DocumentAnswerSchema,
  }),
  updateLicence: defineEndpoint({
    method: 'POST',
    path: 'license/update',
    access: member,
    spec: doc3,
    encoding: 'form',
    summary: 'Upload the signed application (base64 PDF ≤ 3 MB): Pending Upload → Pending Payment, pro-forma issued',
    body: LicenceUpdateSchema,
    answer: envelope(LicenceListItemSchema),
  }),
  licenceApplicationDocument: defineEndpoint({
    method: 'GET',
    path: 'license/application/:id',
    access: member,
    spec: doc3,
    summary: 'Licence application document to sign (PDF)',
    answer: DocumentAnswerSchema,
  }),
  licenceProforma: defineEndpoint({
    method: 'GET',
    path: 'license/proforma/:id',
    access: member,
    spec: doc3,
    summary: 'Licence pro-forma invoice, once the signed document is uploaded (PDF)',
    answer: DocumentAnswerSchema,
  }),
};
