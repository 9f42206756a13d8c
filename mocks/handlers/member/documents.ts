// The membership area's PDFs, each carrying its record's data (renderPdf → base64) and dated by it: an invoice on
// its posting day, a receipt on the day paid, a letter on the Board's decision, a certificate on the day its grade
// was conferred, a statement on its last day; only a record with no day of its own is dated today (DECISIONS.md §F).
import { certificateReference } from '#contract/certificate-reference.ts';
import type { Application } from '#contract/membership-applications.ts';
import { cpdWindow } from '#contract/good-standing.ts';
import type { GoodStanding, LedgerEntry, Subscription } from '#contract/membership-billing.ts';
import type { Licence } from '#contract/membership-licence.ts';
import type { Db } from '../../db';
import type { ApplicationRecord, InvoiceRecord, ReceiptRecord, UpgradeRecord } from '../../db/membership';
import type { Conferral } from '../../domain/conferral';
import type { MemberRef } from '../../domain/member';
import { boardOf, categoryName } from '../../domain/organisation';
import { licenceCaptionOf } from '#contract/captions.ts';
import { formatDate } from '#contract/medium-date.ts';
import { formatMoney } from '#contract/money.ts';
import { renderPdf } from '../../pdf/pdf';
import { forMember } from './common';

const date = formatDate;

/** An application as submitted (dated the day it was), or a draft not yet submitted (dated `today`). */
export function applicationDocumentPdf(db: Db, app: Application, member: MemberRef, today: string) {
  const comments = forMember(app.membershipComments);
  return renderPdf({
    board: boardOf(db),
    title: 'MEMBERSHIP APPLICATION',
    reference: app.Code,
    issuedOn: app.ApplicationDateTime || today,
    fields: [
      ['Application No', app.Code],
      ['Applicant', member.name],
      ['Profile', app.ProfileID],
      ['Applied category', `${app.AppliedCategory} (${categoryName(db, app.AppliedCategory)})`],
      ['Application date', date(app.ApplicationDateTime)],
      ['Status', app.status],
      ['Submitted', app.Submitted ? 'Yes' : 'No'],
      ['Application fee', formatMoney(app.Amount)],
      ['Receipt', app.postedReceiptNo || 'Not paid'],
      ['Member number', app.assignedMemberNo || 'Not assigned'],
    ],
    ...(comments.length
      ? {
          table: {
            columns: ['Date', 'Reviewer', 'Comment'],
            rows: comments.map((c) => [date(c.commentDate), c.displayName, c.comment]),
            widths: [80, 120, 295],
          },
        }
      : {}),
  });
}

/**
 * The membership certificate (DECISIONS.md §F): the member's grade today and the day it was conferred (the date of
 * issue), the member number, and the verification reference the Member Checker at `checkAt` confirms.
 */
export function membershipCertificatePdf(db: Db, member: MemberRef, conferral: Conferral, checkAt: (reference: string) => string) {
  const board = boardOf(db);
  const grade = categoryName(db, conferral.category);
  const reference = certificateReference({ memberNo: member.memberNo, category: conferral.category, conferredOn: conferral.on });
  return renderPdf({
    board,
    layout: 'certificate',
    title: 'CERTIFICATE OF MEMBERSHIP',
    reference,
    issuedOn: conferral.on,
    recipient: member.name,
    paragraphs: [
      `is a member of the ${board.name} in the category ${grade}, conferred on ${date(conferral.on)}, with all the rights and obligations of that membership.`,
    ],
    fields: [
      ['Membership number', member.memberNo],
      ['Category', grade],
      ['Conferred on', date(conferral.on)],
      ['Conferred by', `${conferral.by.kind} ${conferral.by.code}`],
      ['Verification reference', reference],
    ],
    note: { text: `To check this certificate, search the Member Checker for ${reference}, or open`, url: checkAt(reference) },
    issuer: 'Registrar',
  });
}

/** The Board's letter on an application: its category and the day the Board decided, whatever the member holds now. */
export function applicationLetterPdf(db: Db, app: ApplicationRecord, member: MemberRef, kind: 'acceptance' | 'rejection') {
  const reasons = forMember(app.membershipComments).map((c) => c.comment);
  return renderPdf({
    board: boardOf(db),
    layout: 'letter',
    title: kind === 'acceptance' ? 'ACCEPTANCE LETTER' : 'REJECTION LETTER',
    reference: app.Code,
    issuedOn: app.decidedOn,
    recipient: member.name,
    fields: [
      ['Application No', app.Code],
      ['Category', `${app.AppliedCategory} (${categoryName(db, app.AppliedCategory)})`],
      ...(kind === 'acceptance' ? ([['Member number', app.assignedMemberNo]] as Array<[string, string]>) : []),
    ],
    paragraphs:
      kind === 'acceptance'
        ? [
            `Dear ${member.name},`,
            `We are pleased to inform you that the Board has approved your application ${app.Code} for membership in the category ${categoryName(db, app.AppliedCategory)}. Your membership number is ${app.assignedMemberNo}.`,
          ]
        : [
            `Dear ${member.name},`,
            `We regret to inform you that the Board could not approve your application ${app.Code} for membership in the category ${categoryName(db, app.AppliedCategory)}.`,
            ...(reasons.length ? [`Reasons: ${reasons.join(' ')}`] : []),
          ],
    issuer: 'Registrar',
  });
}

export function invoicePdf(db: Db, invoice: InvoiceRecord, member: MemberRef) {
  return renderPdf({
    board: boardOf(db),
    title: invoice.receiptNo ? 'INVOICE' : 'PRO-FORMA INVOICE',
    reference: invoice.documentNo,
    issuedOn: invoice.postingDate,
    fields: [
      ['Invoice No', invoice.documentNo],
      ['Customer', `${member.name} (${invoice.customerNo})`],
      ['Member number', member.memberNo || '-'],
      ['Posting date', date(invoice.postingDate)],
      ['Due date', date(invoice.dueDate)],
      ['For', `${invoice.source} ${invoice.sourceCode}`],
      ['Status', invoice.receiptNo ? `Paid (receipt ${invoice.receiptNo})` : 'Unpaid'],
    ],
    table: {
      columns: ['Description', 'Reference', 'Amount'],
      rows: [[invoice.description, invoice.sourceCode, formatMoney(invoice.amount)]],
      widths: [260, 110, 125],
    },
    totals: [
      ['Total', formatMoney(invoice.amount)],
      ['Amount due', formatMoney(invoice.remainingAmount)],
    ],
  });
}

export function receiptPdf(db: Db, receipt: ReceiptRecord, member: MemberRef) {
  return renderPdf({
    board: boardOf(db),
    title: 'RECEIPT',
    reference: receipt.receiptNo,
    issuedOn: receipt.paidAt,
    fields: [
      ['Receipt No', receipt.receiptNo],
      ['Received from', `${member.name} (${receipt.customerNo})`],
      ['Date paid', date(receipt.paidAt)],
      ['Payment method', receipt.paymentType],
      ['Transaction', receipt.paymentID],
      ['Invoice', receipt.invoiceNo],
    ],
    table: {
      columns: ['Description', 'Reference', 'Amount'],
      rows: [[receipt.description, receipt.sourceCode, formatMoney(receipt.amount)]],
      widths: [260, 110, 125],
    },
    totals: [['Amount received', formatMoney(receipt.amount)]],
  });
}

/** An upgrade's report (dated by its latest step: the request or the last comment) or its acceptance letter (the Board's day). */
export function upgradeDocumentPdf(db: Db, upgrade: UpgradeRecord, member: MemberRef, kind: 'report' | 'acceptance') {
  const comments = forMember(upgrade.membershipComments);
  const lastStep = [upgrade.requestedDate, ...comments.map((c) => c.commentDate)].reduce((a, b) => (b > a ? b : a), '');
  const fields: Array<[string, string]> = [
    ['Upgrade No', upgrade.code],
    ['Member', `${member.name} (${member.memberNo || '-'})`],
    ['From category', `${upgrade.fromCategory} (${categoryName(db, upgrade.fromCategory)})`],
    ['To category', `${upgrade.toCategory} (${categoryName(db, upgrade.toCategory)})`],
    ['Amount', formatMoney(upgrade.amount)],
    ['Period', upgrade.subsPeriod],
    ['Status', upgrade.status],
    ['Pro-forma', upgrade.proFormaRef || '-'],
    ['Receipt', upgrade.postedReceiptNo || 'Not paid'],
  ];
  if (kind === 'acceptance') {
    return renderPdf({
      board: boardOf(db),
      layout: 'letter',
      title: 'UPGRADE ACCEPTANCE LETTER',
      reference: upgrade.code,
      issuedOn: upgrade.decidedOn,
      recipient: member.name,
      fields: [
        ['Member number', member.memberNo || '-'],
        ['Upgrade No', upgrade.code],
      ],
      paragraphs: [
        `Dear ${member.name},`,
        `The Board has approved your upgrade from ${categoryName(db, upgrade.fromCategory)} to ${categoryName(db, upgrade.toCategory)}, which is now your membership category.`,
      ],
      issuer: 'Registrar',
    });
  }
  return renderPdf({
    board: boardOf(db),
    title: 'UPGRADE REPORT',
    reference: upgrade.code,
    issuedOn: lastStep,
    fields,
    ...(comments.length
      ? {
          table: {
            columns: ['Date', 'Reviewer', 'Comment'],
            rows: comments.map((c) => [date(c.commentDate), c.displayName, c.comment]),
            widths: [80, 120, 295],
          },
        }
      : { paragraphs: ['No reviewer comments yet.'] }),
  });
}

/** Issued for a fully paid year: dated the day it was fully paid. */
export function subscriptionCertificatePdf(db: Db, sub: Subscription, member: MemberRef) {
  return renderPdf({
    board: boardOf(db),
    layout: 'certificate',
    title: 'SUBSCRIPTION CERTIFICATE',
    reference: sub.documentNo,
    issuedOn: sub.lastPaidDate,
    recipient: member.name,
    paragraphs: [
      `member number ${member.memberNo}, has fully paid the ${sub.subsPeriod} subscription as a ${categoryName(db, sub.memberCategory)}.`,
    ],
    fields: [
      ['Member number', member.memberNo],
      ['Period', sub.subsPeriod],
      ['Category', categoryName(db, sub.memberCategory)],
      ['Amount paid', formatMoney(sub.paidAmount)],
      ['Receipt', sub.recieptNo],
      ['Date paid', date(sub.lastPaidDate)],
    ],
    issuer: 'Registrar',
  });
}

export function licenceApplicationPdf(db: Db, licence: Licence, member: MemberRef) {
  const caption = licenceCaptionOf(db.settings.findFirst()?.minor_settings ?? {});
  return renderPdf({
    board: boardOf(db),
    title: `PRACTICE ${caption.toUpperCase()} APPLICATION`,
    reference: licence.licenseApplicationNo,
    issuedOn: licence.applicationDate,
    fields: [
      ['Application No', licence.licenseApplicationNo],
      ['Application date', date(licence.applicationDate)],
      ['Member', `${member.name} (${member.memberNo || '-'})`],
      ['Category', categoryName(db, licence.memberCategory)],
      // Not asked while the settings' practicing_firm is off (decisions §E): no empty line for it.
      ...(licence.practiceName.trim() ? [['Practice name', licence.practiceName] as [string, string]] : []),
      ['Practice start date', date(licence.startDate)],
      ['Practitioner', `${licence.practitionerSurname} ${licence.practitionerOtherNames}`],
      ['Practitioner phone', licence.practitionerPhone],
      ['Practitioner e-mail', licence.practitionerEmail],
      ['Practitioner address', licence.practitionerAddress],
      ['Postal address', licence.postalCode],
      ['Physical location', licence.physicalLocation],
      licence.county.trim()
        ? ['County / City', `${licence.county} / ${licence.city} (${licence.countryCode})`]
        : ['City', `${licence.city} (${licence.countryCode})`],
      ['Phone / e-mail', `${licence.phoneNo} / ${licence.email}`],
      [`${caption} fee`, formatMoney(licence.amount)],
      ['Status', licence.status],
    ],
    paragraphs: [
      'Declaration: I declare that the information given is true and complete. Sign or stamp this document and upload it in the portal to obtain the pro-forma invoice.',
      'Signature: ______________________    Date: ____________',
    ],
  });
}

/** Good standing as at the day it was checked (today): that is the record's day. */
export function goodStandingPdf(db: Db, standing: GoodStanding, member: MemberRef, reference: string) {
  const board = boardOf(db);
  const window = cpdWindow(standing.checkedOn);
  // A firm earns no CPD points (spec §B): its certificate does not claim a requirement of 0.
  const cpdClause =
    standing.requiredCpdPoints > 0
      ? `required CPD points attained (${standing.cpdPoints} of ${standing.requiredCpdPoints} in ${window.label})`
      : 'no CPD points required of a firm';
  return renderPdf({
    board,
    layout: 'certificate',
    title: 'CERTIFICATE OF GOOD STANDING',
    reference,
    issuedOn: standing.checkedOn,
    recipient: member.name,
    paragraphs: [
      `membership number ${standing.MemberNo}, is a member in good standing of the ${board.name} as at ${date(standing.checkedOn)}: subscriptions fully paid, ${cpdClause}, and no pending disciplinary matter.`,
    ],
    fields: [
      ['Member number', standing.MemberNo],
      ['Category', categoryName(db, member.category)],
      ['Balance', formatMoney(standing.BalanceLCY)],
      [`CPD points (${window.label})`, String(standing.cpdPoints)],
      ['Valid until', date(`${standing.checkedOn.slice(0, 4)}-12-31`)],
    ],
    issuer: 'Registrar',
  });
}

/** What a statement's entries add up to, by entry type (DECISIONS.md §F: a credit memo is not a payment). */
function statementTotals(entries: readonly LedgerEntry[], opening: number) {
  const sum = (type: LedgerEntry['documentType']) =>
    entries.filter((e) => e.documentType === type).reduce((total, e) => total + e.amountLCY, 0);
  const invoices = sum('Invoice');
  const payments = sum('Payment');
  const creditMemos = sum('Credit Memo');
  return { opening, invoices, payments, creditMemos, closing: entries.reduce((total, e) => total + e.amountLCY, opening) };
}

/**
 * The statement of `range` (dated its last day, the day its closing balance is as at): every entry with its running
 * balance, then the opening balance, the sums of invoices, payments and credit memos as the ledger signs them
 * (payments and credit memos are negative), and the closing balance they add up to.
 */
export function statementPdf(
  db: Pick<Db, 'company' | 'settings'>,
  entries: LedgerEntry[],
  member: MemberRef,
  range: { startDate: string; endDate: string },
  opening: number,
) {
  let running = opening;
  const rows = entries.map((e) => {
    running += e.amountLCY;
    return [date(e.postingDate), e.documentNo, e.documentType, e.description, formatMoney(e.amountLCY), formatMoney(running)];
  });
  const totals = statementTotals(entries, opening);
  return renderPdf({
    board: boardOf(db),
    title: 'CUSTOMER STATEMENT',
    reference: member.customerNo,
    issuedOn: range.endDate,
    fields: [
      ['Customer', `${member.name} (${member.customerNo})`],
      ['Member number', member.memberNo || '-'],
      ['Period', `${date(range.startDate)} to ${date(range.endDate)}`],
      ['Entries', String(entries.length)],
    ],
    table: { columns: ['Date', 'Document', 'Type', 'Description', 'Amount', 'Balance'], rows, widths: [62, 70, 55, 138, 85, 85] },
    totals: [
      ['Opening balance', formatMoney(totals.opening)],
      ['Invoices', formatMoney(totals.invoices)],
      ['Payments', formatMoney(totals.payments)],
      ['Credit memos', formatMoney(totals.creditMemos)],
      ['Closing balance', formatMoney(totals.closing)],
    ],
  });
}
