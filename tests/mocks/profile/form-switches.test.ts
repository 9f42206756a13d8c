// The settings' countyField and practicing_firm at the fake server (docs/spec/decisions.md §E): with a switch on, a
// body without the field is refused with the form's message; with it off, the same body is taken. RESIDENCE asks
// for the town alone while no county is asked, and the licence document prints no empty Practice name.
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import type { FormSwitches } from '#contract/form-switches.ts';
import { TOWN_OF_RESIDENCE } from '#mocks/handlers/checklist/checklist-rules.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { pdfBytes } from '../support';
import { pagesText } from '../pdf/pdf-text';
import { passes, session } from './support';

const p = endpoints.profile;
const m = endpoints.membership;

const licenceDetails = {
  startDate: '2027-01-01',
  countryCode: 'KE',
  city: 'Nairobi',
  postalCode: 'P.O. Box 1-00100',
  physicalLocation: 'Upper Hill',
  phoneNo: '0778901234',
  email: 'faith@example.test',
  practitionerSurname: 'Nyambura',
  practitionerOtherNames: 'Faith',
  practitionerPhone: '(077) 890-1234',
  practitionerEmail: 'faith@example.test',
  practitionerAddress: 'P.O. Box 1-00100, Nairobi',
};

describe('fake server: the form switches (countyField, practicing_firm)', () => {
  const t = useBackend({ scenario: 'default' });
  const setSwitches = async (switches: Partial<FormSwitches>) => {
    const db = t.backend.db;
    await db.settings.update(db.settings.findFirst()!, { data: (s) => void Object.assign(s.minor_settings, switches) });
  };
  afterEach(() => setSwitches({ countyField: true, practicing_firm: true }));

  it('firm bio: without a County refused with "County is required" while countyField is on, taken (the County on file kept) while off', async () => {
    const firm = await session(t, personaByKey('firm').email);
    const { ProfileID: _p, MemberNo: _n, MemberShipType: _t, County, ...bio } = (await firm.client.call(p.firmBio)).data;
    expect(County).not.toBe('');
    const manager = { surname: 'Kiprono', OtherNames: 'Daniel', phoneNo: '0712000111', email: 'd.kiprono@rvs.example', address: 'Nakuru' };
    const body = { ...bio, corporateManager: [manager], ProfileID: personaByKey('firm').profileId! };
    await setSwitches({ countyField: true });
    await expect(firm.client.call(p.updateFirmBio, { body: { ...body, County: ' ' } })).rejects.toMatchObject({
      status: 422,
      message: 'County is required',
    });
    await expect(firm.client.call(p.updateFirmBio, { body })).rejects.toMatchObject({ message: 'County is required' });
    await setSwitches({ countyField: false });
    const saved = await firm.client.call(p.updateFirmBio, { body: { ...body, Town: 'Thika' } });
    expect(saved.data).toMatchObject({ County, Town: 'Thika' });
  });

  it('RESIDENCE: the county and the town while countyField is on; the town alone, in its own words, while off', async () => {
    const member = personaByKey('member');
    const me = await session(t, member.email);
    const residence = async () =>
      (await me.client.call(p.checklist, { query: { category: 'PE', type: 'Application' } })).data.find(
        (i) => i.checkListType === 'RESIDENCE',
      )!;
    await me.client.call(p.updateProfile, { body: { ProfileID: member.profileId!, County: '', City: 'Nairobi' } });
    await setSwitches({ countyField: true });
    expect(await residence()).toMatchObject({ pass: false, description: 'Give your county and town of residence' });
    await setSwitches({ countyField: false });
    expect(await residence()).toMatchObject({ pass: true, description: TOWN_OF_RESIDENCE });
    await me.client.call(p.updateProfile, { body: { ProfileID: member.profileId!, City: '' } });
    expect((await residence()).pass).toBe(false);
    await me.client.call(p.updateProfile, { body: { ProfileID: member.profileId!, County: 'Nairobi', City: 'Nairobi' } });
    expect(passes((await me.client.call(p.checklist, { query: { category: 'PE', type: 'Application' } })).data).RESIDENCE).toBe(true);
  });

  it('licence: without county and practice name refused with "Required field" while the switches are on; taken while off, and its document prints neither', async () => {
    const me = await session(t, personaByKey('approver').email);
    await setSwitches({ countyField: true, practicing_firm: true });
    await expect(
      me.client.call(m.createLicence, { body: { ...licenceDetails, practiceName: 'Nyambura Engineering' } }),
    ).rejects.toMatchObject({
      status: 422,
      message: 'Required field',
    });
    await setSwitches({ countyField: false, practicing_firm: true });
    await expect(me.client.call(m.createLicence, { body: licenceDetails })).rejects.toMatchObject({ message: 'Required field' });
    await setSwitches({ countyField: false, practicing_firm: false });
    const created = (await me.client.call(m.createLicence, { body: licenceDetails })).data;
    const stored = (await me.client.call(m.licence, { params: { id: created.licenseApplicationNo } })).data;
    expect(stored).toMatchObject({ county: '', practiceName: '', city: 'Nairobi' });
    const [text = ''] = await pagesText(
      pdfBytes((await me.client.call(m.licenceApplicationDocument, { params: { id: created.licenseApplicationNo } })).data),
    );
    expect(text).not.toContain('Practice name');
    expect(text).not.toContain('County');
    expect(text).toContain('Nairobi (KE)');
  });
});
