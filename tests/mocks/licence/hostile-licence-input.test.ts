// Hostile input to the licence wizard's details form and the signed upload (issue 15), beside
// tests/mocks/hostile-input.test.ts: requests through raw fetch, so the fake server's own rules (the contract's zod
// schemas, the same the form uses) are what is tested. Empty, 10,000 characters, HTML and emoji in every field:
// each either refused with a 4xx and the field's message, creating nothing, or — where it is only text (HTML and
// emoji in a name) — kept exactly as typed and drawn into the application PDF.
import { describe, expect, it } from 'vitest';
import { firstIssueMessage, LicenceDetailsSchema } from '#contract';
import { encodeBase64 } from '#contract/base64.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { rawCallerAs } from '../../support/raw-calls';

const HOSTILE = { empty: '', long: 'x'.repeat(10_000), html: '<img src=x onerror=alert(1)>', emoji: '🚀👷🏽‍♀️' } as const;

const valid = {
  startDate: '2027-01-01',
  countryCode: 'KE',
  county: 'Nairobi',
  city: 'Westlands',
  postalCode: 'P.O. Box 1-00100',
  physicalLocation: 'Upper Hill',
  phoneNo: '0778901234',
  email: 'faith@example.test',
  practiceName: 'Nyambura Engineering',
  practitionerSurname: 'Nyambura',
  practitionerOtherNames: 'Faith',
  practitionerPhone: '0778901234',
  practitionerEmail: 'faith@example.test',
  practitionerAddress: 'P.O. Box 1-00100, Nairobi',
};
type Field = keyof typeof valid;

/** Plain text fields: HTML and emoji are text there (React and the PDF writer never read them as markup). */
const TEXT_FIELDS: Field[] = [
  'physicalLocation',
  'postalCode',
  'practiceName',
  'practitionerSurname',
  'practitionerOtherNames',
  'practitionerAddress',
  'county',
  'city',
];

describe('hostile licence details (POST license) and signed uploads (POST license/update)', () => {
  const t = useBackend({ scenario: 'default' });
  // approver@: PE, checklist complete, no licence yet.
  const approver = personaByKey('approver');
  const signIn = () => rawCallerAs(approver.email);
  const rule = (field: Field, value: string) => {
    const r = LicenceDetailsSchema.safeParse({ ...valid, [field]: value });
    return r.success ? null : firstIssueMessage(r.error);
  };

  it('refuses every invalid value with a 4xx and the form’s own message, and creates nothing', async () => {
    const call = await signIn();
    const failures: string[] = [];
    for (const field of Object.keys(valid) as Field[]) {
      for (const [name, value] of Object.entries(HOSTILE)) {
        const expected = rule(field, value);
        if (expected === null) continue; // text that is valid: the next test
        const answer = await call('POST', 'license', { ...valid, [field]: value });
        if (answer.status !== 422 || answer.message !== expected)
          failures.push(`${field} ${name} → ${answer.status} ${String(answer.message)} (expected ${expected})`);
      }
    }
    expect(failures).toEqual([]);
    expect(t.backend.db.licences.findMany((q) => q.where({ profileID: approver.profileId! }))).toEqual([]);
  });

  it('the form refuses what the server refuses: empty and 10,000 characters everywhere, HTML and emoji in phones, e-mails and the date', () => {
    for (const field of Object.keys(valid) as Field[]) {
      expect(rule(field, HOSTILE.empty), field).not.toBeNull();
      expect(rule(field, HOSTILE.long), field).not.toBeNull();
      const textOnly = TEXT_FIELDS.includes(field) || field === 'countryCode';
      expect(rule(field, HOSTILE.emoji) === null, `${field} emoji`).toBe(textOnly);
      expect(rule(field, HOSTILE.html) === null, `${field} html`).toBe(TEXT_FIELDS.includes(field));
    }
  });

  it('keeps HTML and emoji in text fields exactly as typed, and the application PDF is drawn', async () => {
    const call = await signIn();
    const typed = {
      ...valid,
      practiceName: HOSTILE.html,
      practitionerOtherNames: `Faith ${HOSTILE.emoji}`,
      practitionerSurname: 'Wanjirũ',
    };
    const created = await call('POST', 'license', typed);
    expect(created.status).toBe(200);
    const no = (created.data as { licenseApplicationNo: string }).licenseApplicationNo;
    const stored = t.backend.db.licences.findFirst((q) => q.where({ licenseApplicationNo: no }))!;
    expect(stored).toMatchObject({
      practiceName: HOSTILE.html,
      practitionerOtherNames: `Faith ${HOSTILE.emoji}`,
      practitionerSurname: 'Wanjirũ',
    });
    const pdf = await call('GET', `license/application/${no}`);
    expect(pdf.status).toBe(200);

    // The signed upload: empty, 10,000 characters, HTML and emoji are no PDF; hostile numbers are not found.
    const failures: string[] = [];
    for (const [name, value] of Object.entries(HOSTILE)) {
      const upload = await call('POST', 'license/update', { licenseApplicationNo: no, licenseBase64: value }, true);
      if (upload.status < 400 || upload.status > 499 || typeof upload.message !== 'string' || upload.message === '')
        failures.push(`licenseBase64 ${name} → ${upload.status}`);
      const other = await call('POST', 'license/update', { licenseApplicationNo: value, licenseBase64: encodeBase64('%PDF-1.4') }, true);
      if (other.status < 400 || other.status > 499 || typeof other.message !== 'string' || other.message === '')
        failures.push(`licenseApplicationNo ${name} → ${other.status}`);
    }
    expect(failures).toEqual([]);
    expect(t.backend.db.licences.findFirst((q) => q.where({ licenseApplicationNo: no }))!.licenseBase64).toBe('');
  });
});
