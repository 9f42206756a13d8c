// Issue 34 item 1 (DECISIONS.md §F): each document the fake backend hands out is read back with pdf.js and its facts
// checked against the records it was made from. The membership certificate states the member's grade today, the
// day it was conferred (its date of issue, never the day it is viewed), the member number and a verification
// reference the public Member Checker resolves to that member; for member@ (a Professional Engineer since an
// upgrade) and for graduate@ on both sides of the day their PE upgrade is Released. The acceptance letter keeps its
// application's grade and day. arrears@'s and member@'s statements add up by entry type (a credit memo is not a
// payment) with the portal's date form; a receipt is dated the day paid; a referee report never gives an internal id
// for a member number.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STATEMENT_CODEUNIT, encodeBase64, endpoints, type ApiClient, type LedgerEntry } from '#contract';
import { certificateReference } from '#contract/certificate-reference.ts';
import { formatDate } from '#contract/medium-date.ts';
import { formatMoney } from '#contract/money.ts';
import { NO_MEMBER_NUMBER } from '#mocks/handlers/referees/referee-form.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend, type TestWorld } from '../../support/backend';
import { DAY_MS, pdfBytes, session, payUpgradeFee } from '../support';
import { pagesLinks, pagesText } from './pdf-text';

const e = endpoints.membership;

/** A document's text as one line, spaces as drawn (money's no-break space is drawn as a space). */
const read = async (base64: string) => (await pagesText(pdfBytes(base64))).join(' ').replace(/\s+/g, ' ').trim();
/** Money as a document's text reads it. */
const money = (amount: number) => formatMoney(amount).replace('\u00a0', ' ');

/** The member's own view of their record: category and number from the profile, the category's name from the list. */
async function recordOf(client: ApiClient) {
  const profile = (await client.call(endpoints.profile.profile)).data;
  const categories = (await client.call(endpoints.setup.membershipCategories)).data;
  const name = (code: string) => categories.find((c) => c.Code === code)?.Description ?? code;
  return { memberNo: profile.MemberNo, category: profile.MemberShipType, name };
}

async function certificateOf(client: ApiClient) {
  const released = (await client.call(e.applications)).data.find((a) => a.status === 'Released')!;
  const pdf = (await client.call(e.applicationCertificate, { params: { code: released.Code } })).data;
  return { released, text: await read(pdf), links: (await pagesLinks(pdfBytes(pdf))).flat() };
}

/** The Member Checker, as a visitor with no account uses it, for a typed reference. */
async function checkerFor(t: TestWorld, reference: string) {
  return (await t.anon.call(endpoints.profile.search, { query: { term: encodeBase64(reference) } })).data;
}

/** Every fact a membership certificate must state, checked against `conferred` (the record that gave the grade). */
async function expectCertificate(
  t: TestWorld,
  { text, links }: { text: string; links: string[] },
  fact: { memberNo: string; grade: string; code: string; conferredOn: string },
) {
  const reference = certificateReference({ memberNo: fact.memberNo, category: fact.code, conferredOn: fact.conferredOn });
  expect(text).toContain(`in the category ${fact.grade}, conferred on ${formatDate(fact.conferredOn)}`);
  expect(text).toContain(`Membership number: ${fact.memberNo}`);
  expect(text).toContain(`Category: ${fact.grade}`);
  expect(text).toContain(`Conferred on: ${formatDate(fact.conferredOn)}`);
  expect(text).toContain(`Verification reference: ${reference}`);
  expect(text).toContain(
    `To check this certificate, search the Member Checker for ${reference}, or open http://portal.test/search?term=${reference}`,
  );
  // The date of issue is the conferral, whatever day the certificate is viewed.
  expect(text).toContain(`${formatDate(fact.conferredOn)} Date of issue`);
  // The address is a link a reader of the PDF can follow.
  expect(links).toEqual([`http://portal.test/search?term=${reference}`]);
  // The reference, typed into the Member Checker by someone with no account, finds that member and no one else.
  const found = await checkerFor(t, reference.toLowerCase());
  expect(found.items.map((m) => m.MemberNo)).toEqual([fact.memberNo]);
  expect(found.count).toBe(1);
  expect(found.certificate).toMatchObject({ reference, memberNo: fact.memberNo, categoryDescription: fact.grade, current: true });
  const card = (await t.anon.call(endpoints.profile.searchShow, { params: { profileId: found.items[0]!.ProfileID } })).data;
  expect(card).toMatchObject({ MemberNo: fact.memberNo, categoryDescription: fact.grade });
  return reference;
}

const statementOf = (client: ApiClient, customerNo: string, startDate: string, endDate: string) =>
  client.call(e.statement, { params: { ...DEFAULT_STATEMENT_CODEUNIT }, body: { customerNo, startDate, endDate } });

/** The ledger's sums by entry type over [start, end], and the balance before start: what the statement must print. */
function ledgerSums(ledger: LedgerEntry[], start: string, end: string) {
  const inRange = ledger.filter((l) => l.postingDate >= start && l.postingDate <= end);
  const sum = (rows: LedgerEntry[]) => rows.reduce((total, l) => total + l.amountLCY, 0);
  const ofType = (type: LedgerEntry['documentType']) => sum(inRange.filter((l) => l.documentType === type));
  const opening = sum(ledger.filter((l) => l.postingDate < start));
  return {
    count: inRange.length,
    opening,
    invoices: ofType('Invoice'),
    payments: ofType('Payment'),
    creditMemos: ofType('Credit Memo'),
    closing: opening + sum(inRange),
  };
}

async function expectStatement(client: ApiClient, customerNo: string, start: string, end: string) {
  const ledger = (await client.call(e.ledger)).data;
  const sums = ledgerSums(ledger, start, end);
  const text = await read((await statementOf(client, customerNo, start, end)).data);
  expect(text).toContain(`Date: ${formatDate(end)}`);
  expect(text).toContain(`Period: ${formatDate(start)} to ${formatDate(end)}`);
  expect(text).toContain(`Entries: ${sums.count}`);
  expect(text).toContain(`Opening balance ${money(sums.opening)}`);
  expect(text).toContain(`Invoices ${money(sums.invoices)}`);
  expect(text).toContain(`Payments ${money(sums.payments)}`);
  expect(text).toContain(`Credit memos ${money(sums.creditMemos)}`);
  expect(text).toContain(`Closing balance ${money(sums.closing)}`);
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(text).not.toContain('KES -');
  // No description is cut short.
  expect(text).not.toContain('...');
  for (const entry of ledger.filter((l) => l.postingDate >= start && l.postingDate <= end)) expect(text).toContain(entry.description);
  return { sums, text };
}

describe('member@: a Professional Engineer since an upgrade', () => {
  const t = useBackend({ scenario: 'default' });
  const member = personaByKey('member');
  let client: ApiClient;
  beforeAll(async () => {
    client = (await session(t, member.email)).client;
  });

  it('the certificate states the grade held today, the day the upgrade conferred it, the member number and a reference the Member Checker resolves', async () => {
    const record = await recordOf(client);
    expect(record.category).toBe('PE');
    const upgrade = t.backend.db.upgrades.findFirst((q) => q.where({ ProfileID: member.profileId!, status: 'Released' }))!;
    expect(upgrade.toCategory).toBe('PE');
    const certificate = await certificateOf(client);
    const { released, text } = certificate;
    // The certificate is reached from the first application, whose grade it no longer states.
    expect(released.AppliedCategory).toBe('GRADUATE');
    expect(text).not.toContain(record.name('GRADUATE'));
    await expectCertificate(t, certificate, {
      memberNo: record.memberNo,
      grade: record.name('PE'),
      code: 'PE',
      conferredOn: upgrade.decidedOn,
    });
    expect(text).toContain(`Conferred by: Upgrade ${upgrade.code}`);
    expect(text).not.toContain(formatDate(t.backend.simulation.today()));
  });

  it('a reference the register does not hold (a day off, another grade, another member) finds nobody', async () => {
    const upgrade = t.backend.db.upgrades.findFirst((q) => q.where({ ProfileID: member.profileId!, status: 'Released' }))!;
    const dayBefore = new Date(Date.parse(`${upgrade.decidedOn}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
    for (const forged of [
      certificateReference({ memberNo: member.memberNo!, category: 'PE', conferredOn: dayBefore }),
      certificateReference({ memberNo: member.memberNo!, category: 'CE', conferredOn: upgrade.decidedOn }),
      certificateReference({ memberNo: personaByKey('arrears').memberNo!, category: 'PE', conferredOn: upgrade.decidedOn }),
    ]) {
      const found = await checkerFor(t, forged);
      expect(found, forged).toMatchObject({ count: 0, items: [] });
      expect(found.certificate, forged).toBeUndefined();
    }
    // A plain search is unchanged: the member number finds the member, with no certificate check.
    const plain = await checkerFor(t, member.memberNo!);
    expect(plain.items.map((m) => m.MemberNo)).toContain(member.memberNo);
    expect(plain.certificate).toBeUndefined();
  });

  it("the acceptance letter keeps its application's grade and the day the Board decided it", async () => {
    const released = (await client.call(e.applications)).data.find((a) => a.status === 'Released')!;
    const decidedOn = t.backend.db.applications.findFirst((q) => q.where({ Code: released.Code }))!.decidedOn;
    const text = await read((await client.call(e.applicationAcceptanceLetter, { params: { code: released.Code } })).data);
    expect(text).toContain(`in the category ${(await recordOf(client)).name('GRADUATE')}`);
    expect(text).toContain(`Our ref: ${released.Code} ${formatDate(decidedOn)}`);
  });

  it('every other document is dated by its record: invoice, subscription certificate, upgrade letter, licence application', async () => {
    const invoice = (await client.call(e.ledger)).data.find((l) => l.documentType === 'Invoice')!;
    expect(await read((await client.call(e.proforma, { params: { code: invoice.documentNo } })).data)).toContain(
      `Date: ${formatDate(invoice.postingDate)}`,
    );
    const paid = (await client.call(e.subscriptions)).data.find((sub) => sub.fullyPaid && sub.memberCategory !== 'GRADUATE')!;
    const certificate = await read((await client.call(e.subscriptionCertificate, { body: { documentNo: paid.documentNo } })).data);
    expect(certificate).toContain(`${formatDate(paid.lastPaidDate)} Date of issue`);
    const upgrade = t.backend.db.upgrades.findFirst((q) => q.where({ ProfileID: member.profileId!, status: 'Released' }))!;
    expect(await read((await client.call(e.upgradeAcceptanceLetter, { body: { code: upgrade.code } })).data)).toContain(
      `Our ref: ${upgrade.code} ${formatDate(upgrade.decidedOn)}`,
    );
    const licence = (await client.call(e.licences)).data[0]!;
    const application = await read(
      (await client.call(e.licenceApplicationDocument, { params: { id: licence.licenseApplicationNo } })).data,
    );
    expect(application).toContain(`Date: ${formatDate(licence.applicationDate)}`);
    expect(application).toContain(`Application date: ${formatDate(licence.applicationDate)}`);
  });

  it('the statement adds up by entry type: the credit memo is a credit memo, not a payment', async () => {
    const ledger = (await client.call(e.ledger)).data;
    expect(ledger.some((l) => l.documentType === 'Credit Memo')).toBe(true);
    const first = ledger.map((l) => l.postingDate).sort()[0]!;
    const { sums } = await expectStatement(client, member.customerNo!, first, t.backend.simulation.today());
    expect(sums.creditMemos).toBeLessThan(0);
    expect(sums.closing).toBeCloseTo(sums.invoices + sums.payments + sums.creditMemos, 2);
  });
});

describe('graduate@: the certificate on both sides of the day the PE upgrade is Released', () => {
  const t = useBackend({ scenario: 'default' });
  const graduate = personaByKey('graduate');
  let client: ApiClient;
  let upgradeCode = '';
  beforeAll(async () => {
    client = (await session(t, graduate.email)).client;
  });

  it('before the upgrade: Graduate Engineer, conferred the day the application was Released', async () => {
    const record = await recordOf(client);
    const certificate = await certificateOf(client);
    const { released, text } = certificate;
    const decidedOn = t.backend.db.applications.findFirst((q) => q.where({ Code: released.Code }))!.decidedOn;
    await expectCertificate(t, certificate, {
      memberNo: record.memberNo,
      grade: record.name('GRADUATE'),
      code: 'GRADUATE',
      conferredOn: decidedOn,
    });
    expect(text).toContain(`Conferred by: Application ${released.Code}`);
  });

  it('at Board Review, one day before the Board decides, still Graduate Engineer', async () => {
    await client.call(endpoints.profile.addSpecialization, { body: { Code: 'SP01', Description: 'Civil Engineering' } });
    const plan = (await client.call(e.upgradePlans)).data[0]!;
    const upgrade = (
      await client.call(e.submitUpgrade, {
        body: { amount: plan.Amount, toCategory: 'PE', memberNo: graduate.memberNo!, ProfileID: graduate.profileId!, requestedDate: '' },
      })
    ).data;
    upgradeCode = upgrade.code;
    await payUpgradeFee(t.backend.simulation, graduate, upgrade);
    // New → Open (day 1), Open → Committee Review (the day after payment), → Board Review (day after).
    await t.backend.simulation.advance(3 * DAY_MS);
    expect((await client.call(e.upgrades)).data[0]!.status).toBe('Board Review');
    const { text } = await certificateOf(client);
    expect(text).toContain('in the category Graduate Engineer');
    expect(text).not.toContain('Professional Engineer');
  });

  it('once Released: Professional Engineer, conferred the day it was Released; the old reference still names the member, as no longer current', async () => {
    const before = await certificateOf(client);
    const oldReference = /Verification reference: (\S+)/.exec(before.text)![1]!;
    await t.backend.simulation.advance(DAY_MS);
    const upgrade = (await client.call(e.upgrades)).data.find((u) => u.code === upgradeCode)!;
    expect(upgrade.status).toBe('Released');
    const releasedOn = t.backend.simulation.today();
    expect(t.backend.db.upgrades.findFirst((q) => q.where({ code: upgradeCode }))!.decidedOn).toBe(releasedOn);
    const record = await recordOf(client);
    expect(record.category).toBe('PE');
    const certificate = await certificateOf(client);
    const { text } = certificate;
    expect(text).not.toContain('Graduate Engineer');
    await expectCertificate(t, certificate, { memberNo: record.memberNo, grade: record.name('PE'), code: 'PE', conferredOn: releasedOn });
    expect(text).toContain(`Conferred by: Upgrade ${upgradeCode}`);

    // Viewed a week later, the certificate is the same: its date is the conferral's.
    await t.backend.simulation.advance(7 * DAY_MS);
    expect((await certificateOf(client)).text).toBe(text);

    const old = await checkerFor(t, oldReference);
    expect(old.items.map((m) => m.MemberNo)).toEqual([record.memberNo]);
    expect(old.certificate).toMatchObject({ categoryDescription: record.name('GRADUATE'), current: false });
  });
});

describe('arrears@: statement and receipt', () => {
  const t = useBackend({ scenario: 'default' });
  const arrears = personaByKey('arrears');
  let client: ApiClient;
  beforeAll(async () => {
    client = (await session(t, arrears.email)).client;
  });

  it('the whole ledger: totals by entry type equal the sums of the ledger, dates in the portal form', async () => {
    const ledger = (await client.call(e.ledger)).data;
    const first = ledger.map((l) => l.postingDate).sort()[0]!;
    const { sums } = await expectStatement(client, arrears.customerNo!, first, t.backend.simulation.today());
    expect(sums.payments).toBeLessThan(0);
    expect(sums.invoices).toBeGreaterThan(0);
  });

  it('from the first of this year: entries before it are carried in the opening balance', async () => {
    const today = t.backend.simulation.today();
    const { sums } = await expectStatement(client, arrears.customerNo!, `${today.slice(0, 4)}-01-01`, today);
    expect(sums.opening).not.toBe(0);
  });

  it('a receipt is dated the day it was paid, not the day it is printed', async () => {
    const history = (await client.call(e.paymentHistory)).data;
    expect(history.length).toBeGreaterThan(0);
    for (const row of history) {
      const text = await read((await client.call(e.receipt, { params: { code: row.paymentCode } })).data);
      expect(text).toContain(`Date: ${formatDate(row.paymentDate)}`);
      expect(text).toContain(`Date paid: ${formatDate(row.paymentDate)}`);
      expect(text).toContain(`Amount received ${money(row.amount)}`);
    }
  });
});

describe("pending@'s referee report", () => {
  const t = useBackend({ scenario: 'default' });
  const pending = personaByKey('pending');

  it('an applicant with no member number is said to have none, never given the internal profile id', async () => {
    const client = (await session(t, pending.email)).client;
    const answered = (await client.call(endpoints.profile.referees)).data.find((r) => r.response !== '')!;
    const text = await read(
      (await client.call(endpoints.profile.refereeFormReport, { params: { entryNo: answered.EntryNo }, body: {} })).data,
    );
    expect(text).toContain(`Member No: ${NO_MEMBER_NUMBER}`);
    expect(text).toContain(`Referee Member No: ${answered.memberNo}`);
    expect(text).not.toContain(pending.profileId!);
  });
});
