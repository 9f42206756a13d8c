// Licence wizard rules and lifecycle, statement date rules and content, upgrade flow, documents.
import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import {
  DEFAULT_STATEMENT_CODEUNIT,
  encodeBase64,
  encodeBase64Json,
  endpoints,
  LicenceDetailsSchema,
  LICENCE_UPLOAD_MAX_BYTES,
  statementRequestSchema,
  firstIssueMessage,
} from '#contract';
import { payBatch } from '#mocks/simulation/gateway.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { DAY_MS, pdfBytes, pdfHeader, rawForm, session, type Session, payUpgradeFee } from '../support';

const e = endpoints.membership;
const approver = personaByKey('approver');
const member = personaByKey('member');
const arrears = personaByKey('arrears');

const details = {
  startDate: '2027-01-01',
  countryCode: 'KE',
  county: 'Nairobi',
  city: 'Nairobi',
  postalCode: 'P.O. Box 1-00100',
  physicalLocation: 'Upper Hill',
  phoneNo: '0778901234',
  email: 'faith@example.test',
  practiceName: 'Nyambura Engineering',
  practitionerSurname: 'Nyambura',
  practitionerOtherNames: 'Faith',
  practitionerPhone: '(077) 890-1234',
  practitionerEmail: 'faith@example.test',
  practitionerAddress: 'P.O. Box 1-00100, Nairobi',
};

describe('licence, statement and upgrade', () => {
  const t = useBackend({ scenario: 'default' });
  let me: Session;
  beforeAll(async () => {
    me = await session(t, approver.email);
  });

  it('states the licence form rules with the spec messages', () => {
    const msg = (patch: Record<string, unknown>) => {
      const r = LicenceDetailsSchema.safeParse({ ...details, ...patch });
      return r.success ? 'ok' : firstIssueMessage(r.error);
    };
    expect(msg({})).toBe('ok');
    expect(msg({ practiceName: '  ' })).toBe('Required field');
    expect(msg({ startDate: '' })).toBe('Required field');
    expect(msg({ phoneNo: '' })).toBe('Field is required');
    expect(msg({ practitionerPhone: '07123' })).toBe('Invalid phone number format');
    expect(msg({ email: '' })).toBe('E-mail is required');
    expect(msg({ practitionerEmail: 'faith.example.test' })).toBe('E-mail must be valid');
    expect(msg({ practitionerAddress: 'x'.repeat(10_000_000) })).not.toBe('ok');
  });

  it("document 3 §5: a firm's licence practitioner is prefilled from its corporate manager, not a director", async () => {
    const firm = personaByKey('firm');
    const client = (await session(t, firm.email)).client;
    const director = t.backend.db.directors.findFirst((q) => q.where({ profileID: firm.profileId! }));
    expect(director).toBeDefined();
    // Without a corporate manager nothing of a director is offered as the practitioner.
    const managerOf = (corporateManager: Array<Record<string, string>>) =>
      t.backend.db.firmBios.update((q) => q.where({ ProfileID: firm.profileId! }), {
        data: (b) => void (b.corporateManager = corporateManager as never),
      });
    await managerOf([]);
    const before = (await client.call(e.licenceProfile)).data;
    expect(before.corporateManager).toEqual([]);
    expect(before.prefill.practitionerSurname ?? '').toBe('');
    const manager = {
      surname: 'Otieno',
      OtherNames: 'Akinyi Grace',
      phoneNo: '0722000111',
      email: 'grace@mnce.example',
      address: 'P.O. Box 1, Nairobi',
    };
    await managerOf([manager]);
    const after = (await client.call(e.licenceProfile)).data;
    expect(after.corporateManager).toEqual([manager]);
    expect(after.prefill).toMatchObject({
      practitionerSurname: 'Otieno',
      practitionerOtherNames: 'Akinyi Grace',
      practitionerPhone: '0722000111',
      practitionerEmail: 'grace@mnce.example',
      practitionerAddress: 'P.O. Box 1, Nairobi',
    });
  });

  it('prefills from the profile and prices the licence from the LICENSE charge of the category', async () => {
    const profile = (await me.client.call(e.licenceProfile)).data;
    expect(profile.licenceAmount).toBe(17_400);
    expect(profile.prefill).toMatchObject({ practitionerEmail: approver.email });
    const created = (await me.client.call(e.createLicence, { body: details })).data;
    expect(created).toMatchObject({
      status: 'New',
      amount: 17_400,
      licenseBase64: '',
      proFormaRef: '',
      receiptNo: '',
      profileID: approver.profileId,
    });
    await expect(me.client.call(e.createLicence, { body: details })).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/already have a licence application/) as unknown,
    });
    await t.backend.simulation.advance(3_600_000);
    expect((await me.client.call(e.licence, { params: { id: created.licenseApplicationNo } })).data.status).toBe('Pending Upload');
    expect(pdfHeader((await me.client.call(e.licenceApplicationDocument, { params: { id: created.licenseApplicationNo } })).data)).toBe(
      '%PDF-',
    );
    await expect(me.client.call(e.licenceProforma, { params: { id: created.licenseApplicationNo } })).rejects.toMatchObject({
      status: 422,
    });
  });

  it('accepts only a PDF of at most 3,145,728 bytes, then issues the pro-forma; paying posts the receipt', async () => {
    const licence = (await me.client.call(e.licences)).data[0]!;
    const no = licence.licenseApplicationNo;
    const tooLarge = encodeBase64('%PDF-1.4\n' + 'x'.repeat(LICENCE_UPLOAD_MAX_BYTES));
    await expect(me.client.call(e.updateLicence, { body: { licenseApplicationNo: no, licenseBase64: tooLarge } })).rejects.toThrow(
      'File too large. max allowed size is 3MB',
    );
    // The server enforces it too (no client in between).
    const { token } = me;
    const direct = await rawForm(token, 'license/update', { licenseApplicationNo: no, licenseBase64: tooLarge });
    expect(direct).toMatchObject({ status: 422, body: { message: 'File too large. max allowed size is 3MB' } });
    const notPdf = await rawForm(token, 'license/update', {
      licenseApplicationNo: no,
      licenseBase64: encodeBase64('GIF89a not a pdf at all'),
    });
    expect(notPdf).toMatchObject({ status: 422, body: { message: 'The file must be a PDF' } });
    const exactly = encodeBase64('%PDF' + 'x'.repeat(LICENCE_UPLOAD_MAX_BYTES - 4));
    const uploaded = (await me.client.call(e.updateLicence, { body: { licenseApplicationNo: no, licenseBase64: exactly } })).data;
    expect(uploaded).toMatchObject({ status: 'Pending Payment' });
    expect(uploaded.proFormaRef).not.toBe('');
    expect(pdfHeader((await me.client.call(e.licenceProforma, { params: { id: no } })).data)).toBe('%PDF-');
    const other = await session(t, member.email);
    await expect(
      other.client.call(e.updateLicence, { body: { licenseApplicationNo: no, licenseBase64: encodeBase64('%PDF-1') } }),
    ).rejects.toMatchObject({ status: 404 });

    const batch = encodeBase64Json({
      payerID: approver.customerNo,
      sourceDocumentNo: no,
      description: 'License fees',
      amount: 17_400,
      accountNo: approver.memberNo,
      success_url: '/license',
      fail_url: '/license',
    });
    const paid = await payBatch(t.backend.simulation, batch, 'paid');
    const after = (await me.client.call(e.licence, { params: { id: no } })).data;
    expect(after).toMatchObject({ status: 'Paid', receiptNo: paid.receiptNos[0] });
    await expect(
      me.client.call(e.updateLicence, { body: { licenseApplicationNo: no, licenseBase64: encodeBase64('%PDF-1') } }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('applies the statement date rules (both required, start ≤ end, none in the future)', async () => {
    const today = t.backend.simulation.today();
    const rule = statementRequestSchema(today);
    const msg = (v: Record<string, string>) => {
      const r = rule.safeParse({ customerNo: 'C', ...v });
      return r.success ? 'ok' : firstIssueMessage(r.error);
    };
    expect(msg({ startDate: '', endDate: '2026-01-01' })).toBe('Start date is required');
    expect(msg({ startDate: '2026-01-01', endDate: '' })).toBe('End date is required');
    expect(msg({ startDate: '2026-05-01', endDate: '2026-01-01' })).toBe('The start date must be on or before the end date');
    expect(msg({ startDate: '2026-01-01', endDate: '2099-01-01' })).toBe('The end date cannot be in the future');
    const client = (await session(t, member.email)).client;
    const params = { ...DEFAULT_STATEMENT_CODEUNIT };
    await expect(
      client.call(e.statement, { params, body: { customerNo: member.customerNo!, startDate: '2026-05-01', endDate: '2026-01-01' } }),
    ).rejects.toThrow('The start date must be on or before the end date');
    await expect(
      client.call(e.statement, { params, body: { customerNo: member.customerNo!, startDate: '2026-01-01', endDate: '2099-12-31' } }),
    ).rejects.toMatchObject({ status: 422, message: 'The end date cannot be in the future' });
    await expect(
      client.call(e.statement, {
        params: { provider: 'Other', entity: 'statement' },
        body: { customerNo: member.customerNo!, startDate: '2026-01-01', endDate: today },
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('renders a statement with a row per ledger entry in the range', async () => {
    const client = (await session(t, arrears.email)).client;
    const start = '2020-01-01';
    const end = t.backend.simulation.today();
    const ledger = (await client.call(e.ledger)).data.filter((l) => l.postingDate >= start && l.postingDate <= end);
    expect(ledger.length).toBeGreaterThan(3);
    const pdf = (
      await client.call(e.statement, {
        params: { ...DEFAULT_STATEMENT_CODEUNIT },
        body: { customerNo: arrears.customerNo!, startDate: start, endDate: end },
      })
    ).data;
    const bytes = pdfBytes(pdf);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('%PDF');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe('CUSTOMER STATEMENT');
  });

  it('does not ask a firm for CPD points: firm@ is in good standing on its membership and money', async () => {
    const firm = personaByKey('firm');
    const client = (await session(t, firm.email)).client;
    const standing = (await client.call(e.goodStanding, { params: { profileId: firm.profileId! } })).data[0]!;
    expect(standing).toMatchObject({ requiredCpdPoints: 0, InGoodStanding: true, goodStandingMessage: '' });
    const individual = (await (await session(t, member.email)).client.call(e.goodStanding, { params: { profileId: member.profileId! } }))
      .data[0]!;
    expect(individual.requiredCpdPoints).toBeGreaterThan(0);
  });

  it('reports arrears: balance, reasons, and no certificate of good standing', async () => {
    const client = (await session(t, arrears.email)).client;
    const balance = (await client.call(e.balance)).data.BalanceLCY;
    expect(balance).toBeGreaterThan(0);
    const standing = (await client.call(e.goodStanding, { params: { profileId: arrears.profileId! } })).data[0]!;
    expect(standing.InGoodStanding).toBe(false);
    expect(standing.goodStandingMessage.split('\\').length).toBeGreaterThanOrEqual(2);
    await expect(client.call(e.goodStandingCertificate, { params: { id: arrears.memberNo! } })).rejects.toMatchObject({ status: 422 });
    const good = (await session(t, member.email)).client;
    expect((await good.call(e.goodStanding, { params: { profileId: member.profileId! } })).data[0]).toMatchObject({
      InGoodStanding: true,
      BalanceLCY: 0,
    });
    expect(pdfHeader((await good.call(e.goodStandingCertificate, { params: { id: encodeBase64(member.memberNo!) } })).data)).toBe('%PDF-');
  });

  it('upgrades: submit creates the application and its pro-forma; once paid the board accepts and the category changes', async () => {
    const plans = (await me.client.call(e.upgradePlans)).data;
    expect(plans.map((p) => p.ToCategory).sort()).toEqual(['AC', 'CE']);
    const ac = plans.find((p) => p.ToCategory === 'AC')!;
    const body = { amount: ac.Amount, toCategory: 'AC', memberNo: approver.memberNo!, ProfileID: approver.profileId!, requestedDate: '' };
    await expect(me.client.call(e.submitUpgrade, { body: { ...body, amount: 1 } })).rejects.toMatchObject({ status: 422 });
    await expect(me.client.call(e.submitUpgrade, { body: { ...body, ProfileID: member.profileId! } })).rejects.toMatchObject({
      status: 404,
    });
    const upgrade = (await me.client.call(e.submitUpgrade, { body })).data;
    expect(upgrade).toMatchObject({ status: 'New', fromCategory: 'PE', toCategory: 'AC', postedReceiptNo: '' });
    expect(pdfHeader((await me.client.call(e.proforma, { params: { code: upgrade.proFormaRef } })).data)).toBe('%PDF-');
    await expect(me.client.call(e.submitUpgrade, { body })).rejects.toMatchObject({
      message: 'You already have an upgrade application in progress.',
    });
    await t.backend.simulation.advance(DAY_MS);
    expect((await me.client.call(e.upgrades)).data[0]!.status).toBe('Open');
    await t.backend.simulation.advance(DAY_MS);
    expect((await me.client.call(e.upgrades)).data[0]!.status).toBe('Open'); // waits for the fee
    await payUpgradeFee(t.backend.simulation, approver, { code: upgrade.code, amount: ac.Amount });
    await t.backend.simulation.advance(3 * DAY_MS); // committee, board, decision: one advance runs each day's step
    const accepted = (await me.client.call(e.upgrades)).data[0]!;
    expect(accepted.status).toBe('Released');
    expect(accepted.postedReceiptNo).not.toBe('');
    expect(accepted.membershipComments.every((c) => !c.hiddenFromApplicant)).toBe(true);
    expect((await me.client.call(endpoints.auth.user)).data.category).toBe('AC');
    expect(pdfHeader((await me.client.call(e.upgradeAcceptanceLetter, { body: { code: upgrade.code } })).data)).toBe('%PDF-');
  });
});
