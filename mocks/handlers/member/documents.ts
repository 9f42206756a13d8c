// The membership area's PDFs, each carrying its record's data (renderPdf → base64).
import type { Application, UpgradeApplication } from '#contract/membership-applications';
import { cpdWindow } from '#contract/good-standing';
import type { GoodStanding, LedgerEntry, Subscription } from '#contract/membership-billing';
import type { Licence } from '#contract/membership-licence';
import type { Db } from '../../db';
import type { InvoiceRecord, ReceiptRecord } from '../../db/membership';
import type { MemberRef } from '../../domain/member';
import { boardOf, categoryName } from '../../domain/organisation';
import { licenceCaptionOf } from '#contract/captions';
import { formatDate } from '#contract/medium-date';
import { pdfMoney, renderPdf } from '../../pdf/render';
import { forMember } from './common';

const date = formatDate;

export function applicationDocumentPdf(db: Db, app: Application, member: MemberRef, issuedOn: string) {
  const comments = forMember(app.membershipComments);
  return renderPdf({
    board: boardOf(db),
    title: 'MEMBERSHIP APPLICATION',
    reference: app.Code,
    issuedOn,
    fields: [
      ['Application No', app.Code],
      ['Applicant', member.name],
      ['Profile', app.ProfileID],
      ['Applied category', `${app.AppliedCategory} (${categoryName(db, app.AppliedCategory)})`],
      ['Application date', date(app.ApplicationDateTime)],
      ['Status', app.status],
      ['Submitted', app.Submitted ? 'Yes' : 'No'],
      ['Application fee', pdfMoney(app.Amount)],
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

export function membershipCertificatePdf(db: Db, app: Application, member: MemberRef, issuedOn: string) {
  const board = boardOf(db);
  return renderPdf({
    board,
    layout: 'certificate',
    title: 'CERTIFICATE OF MEMBERSHIP',
    reference: app.assignedMemberNo,
    issuedOn,
    recipient: member.name,
    paragraphs: [
      `has been admitted as a member of the ${board.name} in the category ${categoryName(db, app.AppliedCategory)}, with all the rights and obligations of that membership.`,
    ],
    fields: [
      ['Membership number', app.assignedMemberNo],
      ['Category', categoryName(db, app.AppliedCategory)],
      ['Application', app.Code],
    ],
    issuer: 'Registrar',
  });
}

export function applicationLetterPdf(db: Db, app: Application, member: MemberRef, kind: 'acceptance' | 'rejection', issuedOn: string) {
  const reasons = forMember(app.membershipComments).map((c) => c.comment);
  return renderPdf({
    board: boardOf(db),
    layout: 'letter',
    title: kind === 'acceptance' ? 'ACCEPTANCE LETTER' : 'REJECTION LETTER',
    reference: app.Code,
    issuedOn,
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

export function invoicePdf(db: Db, invoice: InvoiceRecord, member: MemberRef, issuedOn: string) {
  return renderPdf({
    board: boardOf(db),
    title: invoice.receiptNo ? 'INVOICE' : 'PRO-FORMA INVOICE',
    reference: invoice.documentNo,
    issuedOn,
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
      rows: [[invoice.description, invoice.sourceCode, pdfMoney(invoice.amount)]],
      widths: [260, 110, 125],
    },
    totals: [
      ['Total', pdfMoney(invoice.amount)],
      ['Amount due', pdfMoney(invoice.remainingAmount)],
    ],
  });
}

export function receiptPdf(db: Db, receipt: ReceiptRecord, member: MemberRef, issuedOn: string) {
  return renderPdf({
    board: boardOf(db),
    title: 'RECEIPT',
    reference: receipt.receiptNo,
    issuedOn,
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
      rows: [[receipt.description, receipt.sourceCode, pdfMoney(receipt.amount)]],
      widths: [260, 110, 125],
    },
    totals: [['Amount received', pdfMoney(receipt.amount)]],
  });
}

export function upgradeDocumentPdf(
  db: Db,
  upgrade: UpgradeApplication,
  member: MemberRef,
  kind: 'report' | 'acceptance',
  issuedOn: string,
) {
  const comments = forMember(upgrade.membershipComments);
  const fields: Array<[string, string]> = [
    ['Upgrade No', upgrade.code],
    ['Member', `${member.name} (${member.memberNo || '-'})`],
    ['From category', `${upgrade.fromCategory} (${categoryName(db, upgrade.fromCategory)})`],
    ['To category', `${upgrade.toCategory} (${categoryName(db, upgrade.toCategory)})`],
    ['Amount', pdfMoney(upgrade.amount)],
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
      issuedOn,
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
    issuedOn,
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

export function subscriptionCertificatePdf(db: Db, sub: Subscription, member: MemberRef, issuedOn: string) {
  return renderPdf({
    board: boardOf(db),
    layout: 'certificate',
    title: 'SUBSCRIPTION CERTIFICATE',
    reference: sub.documentNo,
    issuedOn,
    recipient: member.name,
    paragraphs: [
      `member number ${member.memberNo}, has fully paid the ${sub.subsPeriod} subscription as a ${categoryName(db, sub.memberCategory)}.`,
    ],
    fields: [
      ['Member number', member.memberNo],
      ['Period', sub.subsPeriod],
      ['Category', categoryName(db, sub.memberCategory)],
      ['Amount paid', pdfMoney(sub.paidAmount)],
      ['Receipt', sub.recieptNo],
      ['Date paid', date(sub.lastPaidDate)],
    ],
    issuer: 'Registrar',
  });
}

export function licenceApplicationPdf(db: Db, licence: Licence, member: MemberRef, issuedOn: string) {
  const caption = licenceCaptionOf(db.settings.findFirst()?.minor_settings ?? {});
  return renderPdf({
    board: boardOf(db),
    title: `PRACTICE ${caption.toUpperCase()} APPLICATION`,
    reference: licence.licenseApplicationNo,
    issuedOn,
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
      [`${caption} fee`, pdfMoney(licence.amount)],
      ['Status', licence.status],
    ],
    paragraphs: [
      'Declaration: I declare that the information given is true and complete. Sign or stamp this document and upload it in the portal to obtain the pro-forma invoice.',
      'Signature: ______________________    Date: ____________',
    ],
  });
}

export function goodStandingPdf(db: Db, standing: GoodStanding, member: MemberRef, issuedOn: string, reference: string) {
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
    issuedOn,
    recipient: member.name,
    paragraphs: [
      `membership number ${standing.MemberNo}, is a member in good standing of the ${board.name} as at ${date(standing.checkedOn)}: subscriptions fully paid, ${cpdClause}, and no pending disciplinary matter.`,
    ],
    fields: [
      ['Member number', standing.MemberNo],
      ['Category', categoryName(db, member.category)],
      ['Balance', pdfMoney(standing.BalanceLCY)],
      [`CPD points (${window.label})`, String(standing.cpdPoints)],
      ['Valid until', date(`${standing.checkedOn.slice(0, 4)}-12-31`)],
    ],
    issuer: 'Registrar',
  });
}

export function statementPdf(
  db: Pick<Db, 'company' | 'settings'>,
  entries: LedgerEntry[],
  member: MemberRef,
  range: { startDate: string; endDate: string },
  opening: number,
  issuedOn: string,
) {
  let running = opening;
  let debits = 0;
  let credits = 0;
  const rows = entries.map((e) => {
    running += e.amountLCY;
    if (e.amountLCY >= 0) debits += e.amountLCY;
    else credits -= e.amountLCY;
    return [date(e.postingDate), e.documentNo, e.documentType, e.description, pdfMoney(e.amountLCY), pdfMoney(running)];
  });
  return renderPdf({
    board: boardOf(db),
    title: 'CUSTOMER STATEMENT',
    reference: member.customerNo,
    issuedOn,
    fields: [
      ['Customer', `${member.name} (${member.customerNo})`],
      ['Member number', member.memberNo || '-'],
      ['Period', `${date(range.startDate)} to ${date(range.endDate)}`],
      ['Entries', String(entries.length)],
    ],
    table: { columns: ['Date', 'Document', 'Type', 'Description', 'Amount', 'Balance'], rows, widths: [62, 70, 55, 138, 85, 85] },
    totals: [
      ['Opening balance', pdfMoney(opening)],
      ['Invoiced', pdfMoney(debits)],
      ['Paid', pdfMoney(credits)],
      ['Closing balance', pdfMoney(running)],
    ],
  });
}
