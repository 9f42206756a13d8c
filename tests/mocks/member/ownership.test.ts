// A member reads only its own records: another member's codes are "Not found.", never data;
// comments hidden from applicants are never sent.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STATEMENT_CODEUNIT, endpoints } from '#contract';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { pdfHeader, session, type Session } from '../support';

const e = endpoints.membership;
const member = personaByKey('member');
const arrears = personaByKey('arrears');

describe('membership ownership', () => {
  const t = useBackend({ scenario: 'default' });
  let me: Session;
  let other: Session;
  beforeAll(async () => {
    me = await session(t, member.email);
    other = await session(t, arrears.email);
  });

  const notFound = { status: 404, message: 'Not found.' };

  it("answers 404 for another member's application, invoice, receipt, licence and upgrade codes", async () => {
    const db = t.backend.db;
    const app = db.applications.findFirst((q) => q.where({ ProfileID: member.profileId! }))!;
    const receipt = db.receipts.findFirst((q) => q.where({ profileID: member.profileId! }))!;
    const invoice = db.invoices.findFirst((q) => q.where({ profileID: member.profileId! }))!;
    const sub = db.subscriptions.findFirst((q) => q.where({ profileID: member.profileId! }))!;
    const licence = db.licences.findFirst((q) => q.where({ profileID: member.profileId! }))!;
    const upgrade = db.upgrades.findFirst((q) => q.where({ ProfileID: member.profileId! }))!;

    // The owner can read each one…
    expect(pdfHeader((await me.client.call(e.applicationDocument, { params: { code: app.Code } })).data)).toBe('%PDF-');
    expect(pdfHeader((await me.client.call(e.receipt, { params: { code: receipt.receiptNo } })).data)).toBe('%PDF-');

    // …another member cannot, whatever the call.
    const attempts = [
      other.client.call(e.applicationDocument, { params: { code: app.Code } }),
      other.client.call(e.applicationCertificate, { params: { code: app.Code } }),
      other.client.call(e.applicationAcceptanceLetter, { params: { code: app.Code } }),
      other.client.call(e.proforma, { params: { code: invoice.documentNo } }),
      other.client.call(e.proforma, { params: { code: app.Code } }),
      other.client.call(e.receipt, { params: { code: receipt.receiptNo } }),
      other.client.call(e.subscriptionProforma, { params: { code: sub.documentNo } }),
      other.client.call(e.subscriptionReceipt, { params: { code: sub.recieptNo } }),
      other.client.call(e.subscriptionCertificate, { body: { documentNo: sub.documentNo } }),
      other.client.call(e.licence, { params: { id: licence.licenseApplicationNo } }),
      other.client.call(e.licenceApplicationDocument, { params: { id: licence.licenseApplicationNo } }),
      other.client.call(e.licenceProforma, { params: { id: licence.licenseApplicationNo } }),
      other.client.call(e.upgradeReport, { body: { code: upgrade.code } }),
      other.client.call(e.goodStanding, { params: { profileId: member.profileId! } }),
      other.client.call(e.goodStandingCertificate, { params: { id: member.memberNo! } }),
      other.client.call(e.cpdAwards, { query: { memberNo: member.memberNo! } }),
      other.client.call(e.statement, {
        params: { ...DEFAULT_STATEMENT_CODEUNIT },
        body: { customerNo: member.customerNo!, startDate: '2026-01-01', endDate: '2026-10-31' },
      }),
    ];
    for (const attempt of attempts) await expect(attempt).rejects.toMatchObject(notFound);
  });

  it('lists only the caller’s own records', async () => {
    const lists = await Promise.all([
      other.client.call(e.applications),
      other.client.call(e.subscriptions),
      other.client.call(e.licences),
      other.client.call(e.upgrades),
      other.client.call(e.paymentHistory),
      other.client.call(e.bookedEvents),
    ]);
    const text = JSON.stringify(lists);
    const db = t.backend.db;
    for (const r of db.receipts.findMany((q) => q.where({ profileID: member.profileId! }))) expect(text).not.toContain(r.receiptNo);
    for (const a of db.applications.findMany((q) => q.where({ ProfileID: member.profileId! }))) expect(text).not.toContain(a.Code);
    expect(text).not.toContain(member.profileId!);
    expect(lists[0].data.every((a) => a.ProfileID === arrears.profileId)).toBe(true);
    expect(lists[1].data.every((s) => s.profileID === arrears.profileId)).toBe(true);
    const ledger = await other.client.call(e.ledger);
    expect(ledger.data.length).toBeGreaterThan(0);
    expect(JSON.stringify(ledger.data)).not.toMatch(
      new RegExp(
        db.receipts
          .findMany((q) => q.where({ profileID: member.profileId! }))
          .map((r) => r.receiptNo)
          .join('|'),
      ),
    );
  });

  it('never sends comments hidden from applicants (applications and upgrades)', async () => {
    const db = t.backend.db;
    // The seeded records do carry hidden comments…
    expect(
      db.applications
        .findMany((q) => q.where({ ProfileID: member.profileId! }))
        .some((a) => a.membershipComments.some((c) => c.hiddenFromApplicant)),
    ).toBe(true);
    expect(
      db.upgrades
        .findMany((q) => q.where({ ProfileID: member.profileId! }))
        .some((u) => u.membershipComments.some((c) => c.hiddenFromApplicant)),
    ).toBe(true);
    // …which never reach the member.
    const apps = await me.client.call(e.applications);
    const upgrades = await me.client.call(e.upgrades);
    const rejected = await other.client.call(e.applications);
    for (const list of [apps.data, upgrades.data, rejected.data]) {
      for (const row of list) {
        expect(row.membershipComments.length).toBeGreaterThan(0);
        expect(row.membershipComments.every((c) => !c.hiddenFromApplicant)).toBe(true);
        expect(JSON.stringify(row)).not.toContain('Internal:');
      }
    }
  });

  it('answers CPD awards for the own member number only (62 points for member@)', async () => {
    const awards = await me.client.call(e.cpdAwards, { query: { memberNo: member.memberNo! } });
    expect(awards.data.reduce((s, a) => s + a.pointAwarded, 0)).toBe(62);
    expect(new Set(awards.data.map((a) => a.period)).size).toBeGreaterThan(2);
    await expect(me.client.call(e.cpdAwards, { query: { memberNo: arrears.memberNo! } })).rejects.toMatchObject(notFound);
  });

  it('refuses membership data to an account without a profile', async () => {
    const applicant = await session(t, personaByKey('applicant').email);
    await expect(applicant.client.call(e.applications)).rejects.toMatchObject({ status: 404 });
  });
});
