// Seeds the membership area: events for everyone; for the personas (when the scenario has persona records)
// applications, upgrades, subscriptions, invoices and receipts, ledger, CPD awards, bookings and licences.
// Deterministic: dates from ctx.anchor, choices from ctx.rng, numbers from the simulation's counters.
import { encodeBase64 } from '#contract/base64.ts';
import type { MembershipComment } from '#contract/membership-applications.ts';
import type { Event } from '#contract/membership-events.ts';
import { PAYMENT_DESCRIPTION } from '#contract/membership-billing.ts';
import { refreshGoodStanding } from '../../domain/good-standing';
import { createInvoice, postReceipt } from '../../domain/ledger';
import type { MemberRef } from '../../domain/member';
import { nextDocumentNo } from '../../domain/numbering';
import { categoryName, chargeOf } from '../../domain/organisation';
import type { SeedContext } from '../context';
import { kenya } from '../kenya';
import { personaByKey, type PersonaKey } from '../personas';

const DAY = 86_400_000;

/** Ledger entry numbers of the load case's history rows start here, far above the runtime counter. */
const HISTORY_ENTRY_BASE = 1_000_000;

/** A tiny signed-document stand-in (a real PDF header, so upload rules accept it). */
export const SAMPLE_SIGNED_PDF_BASE64 = encodeBase64(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function memberOf(key: PersonaKey): MemberRef {
  const p = personaByKey(key);
  return {
    userId: p.userId,
    profileId: p.profileId ?? '',
    customerNo: p.customerNo ?? '',
    memberNo: p.memberNo ?? '',
    category: p.category ?? '',
    type: p.type,
    name: p.name,
    email: p.email,
    phone: p.phone ?? '',
  };
}

export async function seedMembership(ctx: SeedContext): Promise<void> {
  const { db, simulation, rng } = ctx;
  const anchor = ctx.anchor.getTime();
  const iso = (daysFromAnchor: number, hour = 9) => new Date(anchor + daysFromAnchor * DAY + (hour - 8) * 3_600_000).toISOString();
  const date = (daysFromAnchor: number) => iso(daysFromAnchor).slice(0, 10);
  const year = ctx.anchor.getUTCFullYear();
  const dayOfYear = (y: number, month: number, day: number) => Math.round((Date.UTC(y, month - 1, day, 8) - anchor) / DAY);

  // ——— Events (everyone) ———
  const towns = kenya.counties.flatMap((c) => c.towns.slice(0, 1));
  const providers = [
    'ICS Training Institute',
    'Kenya Society of Structural Engineers',
    'Nairobi Engineering Forum',
    'East Africa Built Environment Council',
    'Coast Engineers Network',
  ];
  const topics = [
    ['CONFERENCE', 'Annual Engineering Conference'],
    ['COURSES', 'Eurocode 2 Concrete Design Course'],
    ['INHOUSES', 'In-house Training: Contract Administration'],
    ['SEMINARS', 'Seminar on Road Safety Audits'],
    ['SPECIALS', 'Special Session: Geothermal Projects in the Rift Valley'],
    ['WORKSHOPS', 'Workshop on BIM for Infrastructure'],
    ['WEBINAR', 'Webinar: Professional Ethics and Liability'],
    ['WORKSHOPS', 'Workshop on Water Supply Network Modelling'],
    ['WEBINAR', 'Webinar: Solar Mini-grid Design'],
    ['SEMINARS', 'Seminar on Public Procurement for Engineers'],
    ['CONFERENCE', 'Regional Infrastructure Finance Summit'],
  ] as const;
  const events: Event[] = [];
  const makeEvent = async (i: number, [type, title]: readonly [string, string], startDay: number) => {
    const days = type === 'CONFERENCE' ? 3 : type === 'COURSES' ? 5 : 1;
    const webinar = type === 'WEBINAR' || (type === 'SEMINARS' && i % 2 === 1);
    const hours = type === 'WEBINAR' ? 2 : rng.int(3, 8) * days;
    const event = await db.events.create({
      no: await nextDocumentNo(simulation, 'event'),
      description: `${title} ${year + (startDay > 60 ? 1 : 0)}`,
      startDate: date(startDay),
      endDate: date(startDay + days - 1),
      startTime: webinar ? '14:00' : '08:30',
      endTime: webinar ? '16:00' : '17:00',
      location: webinar ? 'Online (Zoom)' : `${rng.pick(towns)}, Kenya`,
      eventType: type,
      cpdHours: hours,
      isWebinar: webinar,
      base64Logo: '',
      eventProviders: [{ name: rng.pick(providers) }],
    });
    events.push(event);
    return event;
  };
  // Past events first (CPD awards and bookings refer to them), then 10 upcoming ones.
  const past: Event[] = [];
  for (let i = 0; i < 4; i++) past.push(await makeEvent(i, topics[(i * 3) % topics.length]!, -30 - i * 95));
  const upcomingCount = 10;
  const upcoming: Event[] = [];
  for (let i = 0; i < upcomingCount; i++) upcoming.push(await makeEvent(i, topics[i % topics.length]!, 6 + i * 11 + rng.int(0, 4)));

  if (!ctx.size.personaRecords) return;

  const comment = (displayName: string, daysFromAnchor: number, text: string, hidden = false): MembershipComment => ({
    displayName,
    commentDate: iso(daysFromAnchor),
    comment: text,
    hiddenFromApplicant: hidden,
  });
  const pay = async (invoice: Awaited<ReturnType<typeof createInvoice>>, paidDay: number, type = 'M-Pesa') =>
    postReceipt(simulation, invoice, {
      paymentID: await nextDocumentNo(simulation, 'payment'),
      paymentType: type,
      paidAt: iso(paidDay, 11),
      silent: true,
    });

  async function application(
    m: MemberRef,
    opts: {
      category?: string;
      day: number;
      status: 'Released' | 'Rejected' | 'New';
      /** The day the Board decided (Released or Rejected). */
      decidedDay?: number;
      submitted?: boolean;
      paidAfter?: number;
      comments?: MembershipComment[];
    },
  ) {
    const category = opts.category ?? m.category;
    const amount = chargeOf(db, category, 'APPLICATION');
    const app = await db.applications.create({
      Code: await nextDocumentNo(simulation, 'application'),
      AppliedCategory: category,
      Amount: amount,
      ApplicationDateTime: iso(opts.day),
      status: opts.status,
      Submitted: opts.submitted ?? true,
      ProfileID: m.profileId,
      postedReceiptNo: '',
      assignedMemberNo: opts.status === 'Released' ? m.memberNo : '',
      membershipComments: opts.comments ?? [],
      decidedOn: opts.decidedDay === undefined ? '' : date(opts.decidedDay),
    });
    if (opts.paidAfter !== undefined) {
      const invoice = await createInvoice(simulation, {
        member: m,
        source: 'Application',
        sourceCode: app.Code,
        description: `${PAYMENT_DESCRIPTION.application}: ${categoryName(db, category)}`,
        amount,
        postedAt: iso(opts.day),
      });
      await pay(invoice, opts.day + opts.paidAfter, 'Card');
    }
    return app;
  }

  async function subscription(m: MemberRef, subsYear: number, paid: boolean, category = m.category) {
    const amount = chargeOf(db, category, 'SUBSCRIPTION');
    const billedDay = dayOfYear(subsYear, 1, 5);
    const documentNo = await nextDocumentNo(simulation, 'invoice');
    await db.subscriptions.create({
      subsPeriod: String(subsYear),
      memberCategory: category,
      status: 'Billed',
      billedAmount: amount,
      paidAmount: 0,
      lastPaidDate: '',
      billed: true,
      paid: false,
      fullyPaid: false,
      documentNo,
      recieptNo: '',
      profileID: m.profileId,
    });
    const invoice = await createInvoice(simulation, {
      member: m,
      source: 'Subscription',
      sourceCode: documentNo,
      documentNo,
      description: `${PAYMENT_DESCRIPTION.subscription} ${subsYear}: ${categoryName(db, category)}`,
      amount,
      postedAt: iso(billedDay),
    });
    if (paid) await pay(invoice, billedDay + rng.int(3, 40));
  }

  async function cpd(m: MemberRef, awards: Array<[number, number]>) {
    let i = 0;
    for (const [awardYear, points] of awards) {
      const event = past[i % past.length]!;
      const start = `${awardYear}${event.startDate.slice(4)}`;
      await db.cpdAwards.create({
        memberNo: m.memberNo,
        description: event.description.replace(/\d{4}$/, String(awardYear)),
        provider: event.eventProviders[0]?.name ?? 'ICS Training Institute',
        location: event.location,
        eventDate: start,
        endDate: start,
        pointAwarded: points,
        eventCode: `${event.no}-${awardYear}`,
        certificateNo: await nextDocumentNo(simulation, 'cpd'),
        bookingNo: '',
        period: String(awardYear),
        profileID: m.profileId,
      });
      i++;
    }
  }

  async function booking(
    m: MemberRef,
    event: Event,
    opts: { paid: boolean; status: 'Open' | 'Closed' | 'Billed' | 'Cancelled'; day: number },
  ) {
    const bookingNo = await nextDocumentNo(simulation, 'booking');
    const fee = event.isWebinar ? 2_500 : 8_500;
    const invoice = await createInvoice(simulation, {
      member: m,
      source: 'Event',
      sourceCode: bookingNo,
      description: `${PAYMENT_DESCRIPTION.event}: ${event.description}`,
      amount: fee,
      postedAt: iso(opts.day),
    });
    await db.bookings.create({
      bookingNo,
      eventNo: event.no,
      eventDescription: event.description,
      location: event.location,
      paid: false,
      billed: true,
      status: opts.status,
      isActive: opts.status === 'Open' || opts.status === 'Billed',
      receiptNo: '',
      proformaInvoiceNo: invoice.documentNo,
      profileID: m.profileId,
    });
    if (opts.paid) await pay(invoice, opts.day + 1);
  }

  async function licence(m: MemberRef, opts: { day: number; status: 'Approved' | 'Pending Upload'; practiceName: string }) {
    const amount = chargeOf(db, m.category, 'LICENSE');
    const no = await nextDocumentNo(simulation, 'licence');
    const [surname = '', ...others] = m.name.split(' ').reverse();
    const town = rng.pick(kenya.counties);
    await db.licences.create({
      licenseApplicationNo: no,
      applicationDate: iso(opts.day),
      description: 'License Application',
      amount,
      documentType: 'License',
      status: opts.status === 'Approved' ? 'Pending Payment' : 'Pending Upload',
      profileID: m.profileId,
      proFormaRef: '',
      receiptNo: '',
      licenseBase64: '',
      memberCategory: m.category,
      startDate: date(opts.day + 30),
      countryCode: 'KE',
      county: town.countyName,
      city: town.towns[0] ?? town.countyName,
      postalCode: `P.O. Box ${rng.int(100, 99999)}-00100`,
      physicalLocation: `${rng.pick(['Upper Hill', 'Westlands', 'Kilimani', 'Industrial Area'])}, ${town.towns[0] ?? town.countyName}`,
      phoneNo: m.phone,
      email: m.email,
      practiceName: opts.practiceName,
      practitionerSurname: m.type === 'Corporate' ? 'Mwangi' : surname,
      practitionerOtherNames: m.type === 'Corporate' ? 'James Kariuki' : others.reverse().join(' '),
      practitionerPhone: m.phone,
      practitionerEmail: m.email,
      practitionerAddress: `P.O. Box ${rng.int(100, 99999)}-00200, Nairobi`,
    });
    if (opts.status === 'Approved') {
      const invoice = await createInvoice(simulation, {
        member: m,
        source: 'License',
        sourceCode: no,
        description: PAYMENT_DESCRIPTION.licence,
        amount,
        postedAt: iso(opts.day + 3),
      });
      await db.licences.update((q) => q.where({ licenseApplicationNo: no }), {
        data: (l) => {
          l.licenseBase64 = SAMPLE_SIGNED_PDF_BASE64;
          l.proFormaRef = invoice.documentNo;
        },
      });
      await pay(invoice, opts.day + 5, 'Card');
      await db.licences.update((q) => q.where({ licenseApplicationNo: no }), { data: (l) => void (l.status = 'Approved') });
    }
  }

  // ——— member@: Released, paid up, CPD 62 points, events, an approved licence, an accepted upgrade ———
  const member = memberOf('member');
  await application(member, {
    category: 'GRADUATE',
    day: dayOfYear(year - 6, 3, 10),
    status: 'Released',
    decidedDay: dayOfYear(year - 6, 4, 2),
    paidAfter: 2,
    comments: [
      comment('Membership Committee', dayOfYear(year - 6, 3, 20), 'Documents verified. Referee reports received.'),
      comment(
        'Committee Secretary',
        dayOfYear(year - 6, 3, 21),
        'Internal: degree certificate verified with the university registrar.',
        true,
      ),
      comment('Board', dayOfYear(year - 6, 4, 2), 'Approved by the Board.'),
    ],
  });
  const upgradeCode = await nextDocumentNo(simulation, 'upgrade');
  const upgradeDay = dayOfYear(year - 3, 2, 14);
  const upgradeInvoice = await createInvoice(simulation, {
    member,
    source: 'Upgrade',
    sourceCode: upgradeCode,
    description: `${PAYMENT_DESCRIPTION.upgrade}: ${categoryName(db, 'GRADUATE')} to ${categoryName(db, 'PE')}`,
    amount: chargeOf(db, 'PE', 'UPGRADE'),
    postedAt: iso(upgradeDay),
  });
  await db.upgrades.create({
    code: upgradeCode,
    fromCategory: 'GRADUATE',
    toCategory: 'PE',
    amount: chargeOf(db, 'PE', 'UPGRADE'),
    subsPeriod: String(year - 3),
    status: 'Released',
    membershipComments: [
      comment('Membership Committee', upgradeDay + 10, 'Professional interview passed.'),
      comment('Committee Secretary', upgradeDay + 11, 'Internal: interview panel recommended mentoring on contract law.', true),
      comment('Board', upgradeDay + 30, `Upgrade to ${categoryName(db, 'PE')} approved by the Board.`),
    ],
    postedReceiptNo: '',
    proFormaRef: upgradeInvoice.documentNo,
    ProfileID: member.profileId,
    requestedDate: date(upgradeDay),
    // The Board's approval (its comment above): member@ has been a Professional Engineer since that day.
    decidedOn: date(upgradeDay + 30),
  });
  await pay(upgradeInvoice, upgradeDay + 2);
  for (let y = year - 4; y <= year; y++) await subscription(member, y, true, y < year - 3 ? 'GRADUATE' : 'PE');
  await cpd(member, [
    [year - 3, 12],
    [year - 3, 8],
    [year - 2, 10],
    [year - 2, 6],
    [year - 1, 9],
    [year - 1, 5],
    [year, 12],
  ]);
  await booking(member, past[0]!, { paid: true, status: 'Closed', day: -60 });
  await booking(member, upcoming[1]!, { paid: true, status: 'Open', day: -5 });
  await booking(member, upcoming[6]!, { paid: false, status: 'Cancelled', day: -3 });
  // The cancelled booking's invoice was credited: close it so the member stays in good standing.
  const cancelled = db.bookings.findFirst((q) => q.where({ profileID: member.profileId, status: 'Cancelled' }));
  if (cancelled) {
    await db.invoices.update((q) => q.where({ documentNo: cancelled.proformaInvoiceNo }), { data: (i) => void (i.remainingAmount = 0) });
    await db.ledger.update((q) => q.where({ documentNo: cancelled.proformaInvoiceNo }), { data: (l) => void (l.remainingAmtLCY = 0) });
    const credited = db.invoices.findFirst((q) => q.where({ documentNo: cancelled.proformaInvoiceNo }));
    await db.ledger.create({
      entryNo: await simulation.nextNumber('membership.ledger'),
      customerNo: member.customerNo,
      profileID: member.profileId,
      documentNo: `CR-${cancelled.bookingNo}`,
      externalDocumentNo: cancelled.bookingNo,
      documentDate: date(-2),
      postingDate: date(-2),
      dueDate: date(-2),
      documentType: 'Credit Memo',
      description: `Booking cancelled: ${cancelled.eventDescription}`,
      amountLCY: -(credited?.amount ?? 0),
      remainingAmtLCY: 0,
    });
  }
  await licence(member, { day: dayOfYear(year - 1, 2, 1), status: 'Approved', practiceName: 'Kamau Structural Consultants' });

  // Load case: history rows (invoice + payment pairs, all settled) for member@.
  if (ctx.size.ledgerRows > 0) {
    const pairs = Math.ceil(ctx.size.ledgerRows / 2);
    const span = 10 * 365;
    for (let i = 0; i < pairs; i++) {
      const day = -span + Math.floor((i * span) / pairs) - 400;
      const amount = rng.int(5, 120) * 100;
      const doc = `HIS${String(i + 1).padStart(6, '0')}`;
      const posted = date(day);
      const base = {
        customerNo: member.customerNo,
        profileID: member.profileId,
        documentDate: posted,
        postingDate: posted,
        remainingAmtLCY: 0,
      };
      await db.ledger.create({
        ...base,
        entryNo: HISTORY_ENTRY_BASE + i * 2,
        documentNo: doc,
        externalDocumentNo: `EVT-${i + 1}`,
        dueDate: date(day + 30),
        documentType: 'Invoice',
        description: `${PAYMENT_DESCRIPTION.event}: ${rng.pick(topics)[1]}`,
        amountLCY: amount,
      });
      if (i * 2 + 1 < ctx.size.ledgerRows) {
        await db.ledger.create({
          ...base,
          entryNo: HISTORY_ENTRY_BASE + i * 2 + 1,
          documentNo: `HRC${String(i + 1).padStart(6, '0')}`,
          externalDocumentNo: `PAYH${i + 1}`,
          dueDate: posted,
          documentType: 'Payment',
          description: `Payment for ${doc}`,
          amountLCY: -amount,
        });
      }
    }
  }

  // Load case: settled payments (receipts only: the ledger and balance stay as they are) for member@'s payment
  // history, spread over twenty years of subscriptions; numbers of their own so they never meet the runtime's, and
  // no draws from the scenario's generator, so everything seeded after them stays as it was.
  const paymentRows = ctx.size.paymentRows ?? 0;
  for (let i = 0; i < paymentRows; i++) {
    const paidYear = year - 20 + Math.floor((i * 20) / paymentRows);
    const paidAt = new Date(Date.UTC(paidYear, 0, 10, 9) + (i % 300) * DAY).toISOString();
    const subscription = i % 3 !== 2;
    await db.receipts.create({
      receiptNo: `HPR${String(i + 1).padStart(6, '0')}`,
      customerNo: member.customerNo,
      profileID: member.profileId,
      invoiceNo: `HPI${String(i + 1).padStart(6, '0')}`,
      source: subscription ? 'Subscription' : 'Event',
      sourceCode: `HPI${String(i + 1).padStart(6, '0')}`,
      description: subscription
        ? `${PAYMENT_DESCRIPTION.subscription} ${paidYear}`
        : `${PAYMENT_DESCRIPTION.event}: ${topics[i % topics.length]![1]}`,
      amount: 500 + ((i * 37) % 230) * 50,
      paidAt,
      paymentID: `PAYP${i + 1}`,
      paymentType: (['M-Pesa', 'Card', 'Bank Transfer'] as const)[i % 3]!,
      year: String(paidYear),
    });
  }

  // ——— arrears@: an old rejection, then Released; two unpaid subscription invoices; few CPD points ———
  const arrears = memberOf('arrears');
  await application(arrears, {
    day: dayOfYear(year - 5, 5, 3),
    status: 'Rejected',
    decidedDay: dayOfYear(year - 5, 6, 4),
    paidAfter: 1,
    comments: [
      comment(
        'Membership Committee',
        dayOfYear(year - 5, 5, 20),
        'Work experience records are incomplete: two years are not supported by a supervisor report.',
      ),
      comment('Committee Secretary', dayOfYear(year - 5, 5, 21), 'Internal: supervisor could not be reached by phone.', true),
    ],
  });
  await application(arrears, {
    day: dayOfYear(year - 4, 2, 11),
    status: 'Released',
    decidedDay: dayOfYear(year - 4, 3, 30),
    paidAfter: 3,
    comments: [comment('Board', dayOfYear(year - 4, 3, 30), 'Approved by the Board.')],
  });
  for (let y = year - 3; y <= year; y++) await subscription(arrears, y, y < year - 1);
  await cpd(arrears, [
    [year - 1, 8],
    [year, 6],
  ]);

  // ——— pending@: a New application not yet submitted (checklist incomplete), no member number ———
  const pending = memberOf('pending');
  await application(pending, { day: -12, status: 'New', submitted: false });

  // ——— firm@: Released corporate application, subscriptions paid, a licence waiting for its signed document ———
  const firm = memberOf('firm');
  await application(firm, {
    day: dayOfYear(year - 2, 6, 1),
    status: 'Released',
    decidedDay: dayOfYear(year - 2, 7, 1),
    paidAfter: 4,
    comments: [comment('Board', dayOfYear(year - 2, 7, 1), 'Firm registration approved.')],
  });
  for (let y = year - 1; y <= year; y++) await subscription(firm, y, true);
  await licence(firm, { day: -20, status: 'Pending Upload', practiceName: firm.name });

  // ——— approver@: a long-standing member without a portal application; paid up; enough CPD points ———
  const approver = memberOf('approver');
  for (let y = year - 1; y <= year; y++) await subscription(approver, y, true);
  await cpd(approver, [
    [year - 2, 15],
    [year - 1, 12],
    [year, 10],
  ]);

  // ——— graduate@: a Released GRADUATE application, paid up, no upgrade yet (the upgrade journey) ———
  const graduate = memberOf('graduate');
  await application(graduate, {
    day: dayOfYear(year - 2, 9, 1),
    status: 'Released',
    decidedDay: dayOfYear(year - 2, 9, 20),
    paidAfter: 3,
    comments: [comment('Board', dayOfYear(year - 2, 9, 20), 'Approved by the Board.')],
  });
  for (let y = year - 1; y <= year; y++) await subscription(graduate, y, true);

  for (const m of [member, arrears, pending, firm, approver, graduate]) await refreshGoodStanding(db, m.profileId, date(0));
}
