// The one sub-list factory, read from each list's contract definition: every answer row carries exactly the
// row's fields (nothing the server keeps to itself), every past-only date is refused a day after today and taken
// on today, an update keeps what its body leaves out and clears what it sends empty, one call adds and updates
// contacts, and a list's PDF is required on add and kept by an update without one.
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, messages, type AnyEndpoint } from '#contract';
import { listMessages, profileSubLists } from '#contract/profile-lists.ts';
import { profileExamples } from '#mocks/examples/profile.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { pdfFile, raw, rawForm, session, type Session } from './support';

const e = endpoints.profile;
const DAY_MS = 86_400_000;

describe('the sub-list factory', () => {
  const t = useBackend({ scenario: 'default' });
  let me: Session;
  let firm: Session;
  beforeAll(async () => {
    me = await session(t, personaByKey('member').email);
    firm = await session(t, personaByKey('firm').email);
  });
  const today = () => t.backend.simulation.today();
  const tomorrow = () => new Date(Date.parse(today()) + DAY_MS).toISOString().slice(0, 10);
  const call = (s: Session, endpoint: AnyEndpoint, body?: object) =>
    (s.client.call as (e: AnyEndpoint, a: unknown) => Promise<{ data: Array<Record<string, unknown>> & Record<string, unknown> }>)(
      endpoint,
      body ? { body } : {},
    );

  it('answers every row of every list with exactly the fields of its row schema, its own adds included', async () => {
    for (const list of profileSubLists) {
      // The list's working add (mocks/examples), made by the persona it belongs to.
      const addName = Object.entries(e).find(([, endpoint]) => endpoint === list.calls.add)![0];
      const add = profileExamples[addName as keyof typeof profileExamples];
      const owner = add.persona === 'firm' ? firm : me;
      const added = await call(owner, list.calls.add, ((await add.args({ db: t.backend.db })) as unknown as { body: object }).body);
      // Straight from the server: the client would drop a field its schema does not know.
      const rows = (await raw(owner.token, 'GET', list.calls.list.path)).body.data as Array<Record<string, unknown>>;
      expect(
        rows.some((row) => row[list.key] === added.data[list.key as never]),
        list.name,
      ).toBe(true);
      for (const row of rows) expect(Object.keys(row).sort(), list.name).toEqual(Object.keys(list.item.shape).sort());
    }
  });

  describe('dates of the past only', () => {
    it('refuses a conviction dated tomorrow and takes one dated today', async () => {
      const body = { Offence: 'Careless driving', SentenceImposed: 'Fine' };
      const before = (await me.client.call(e.convictions)).data.length;
      await expect(me.client.call(e.addConviction, { body: { ...body, ConvictionDate: tomorrow() } })).rejects.toMatchObject({
        status: 422,
        message: listMessages.dateInFuture,
      });
      expect((await me.client.call(e.convictions)).data).toHaveLength(before);
      const added = await me.client.call(e.addConviction, { body: { ...body, ConvictionDate: today() } });
      expect(added.data.ConvictionDate).toBe(today());
      await expect(
        me.client.call(e.updateConviction, { body: { ...body, lineNo: added.data.lineNo, ConvictionDate: tomorrow() } }),
      ).rejects.toMatchObject({
        status: 422,
        message: listMessages.dateInFuture,
      });
      await me.client.call(e.removeConviction, { body: { lineNo: added.data.lineNo } });
    });

    it('checks each date of a list alone: a graduation, an end of work, a year of registration', async () => {
      const [cert] = (await me.client.call(e.certifications)).data;
      const certBody = {
        EntryNo: cert!.EntryNo,
        Institution: cert!.Institution,
        AreaOfSpecialization: cert!.AreaOfSpecialization,
        CertificateAwarded: cert!.CertificateAwarded,
        Type: cert!.Type,
        Category: cert!.Category,
        CertificateNo: cert!.CertificateNo,
        StartDate: cert!.StartDate,
        EndDate: cert!.EndDate,
      };
      await expect(me.client.call(e.updateCertification, { body: { ...certBody, GraduationDate: tomorrow() } })).rejects.toMatchObject({
        message: listMessages.dateInFuture,
      });
      await expect(
        me.client.call(e.updateCertification, { body: { ...certBody, EndDate: tomorrow(), GraduationDate: cert!.GraduationDate } }),
      ).rejects.toMatchObject({
        message: listMessages.dateInFuture,
      });
      const work = { PlaceOfWork: 'Kenya Power', Designation: 'Engineer', StartDate: '2020-05-01' };
      await expect(me.client.call(e.addWorkExperience, { body: { ...work, EndDate: tomorrow() } })).rejects.toMatchObject({
        message: listMessages.dateInFuture,
      });
      const institution = { Institution: 'IEK', memberNo: 'IEK-2', membershipType: 'Member', attachment: pdfFile() };
      await expect(me.client.call(e.addInstitution, { body: { ...institution, yearOfRegistration: tomorrow() } })).rejects.toMatchObject({
        message: listMessages.dateInFuture,
      });
    });

    it('ignores the end date of current work (the view hides it, the row keeps none)', async () => {
      const added = await me.client.call(e.addWorkExperience, {
        body: { PlaceOfWork: 'Kenya Power', Designation: 'Engineer', StartDate: '2020-05-01', EndDate: tomorrow(), Current: true },
      });
      expect(added.data).toMatchObject({ Current: true, EndDate: '' });
      await me.client.call(e.removeWorkExperience, { body: { EntryNo: added.data.EntryNo } });
    });
  });

  describe('contacts: one call adds and updates', () => {
    it('adds without a line number, updates in place with one; absent fields are kept, empty ones cleared', async () => {
      const before = (await me.client.call(e.contacts)).data.length;
      const contact = {
        Type: 'Work' as const,
        PhoneNo: '0202000111',
        Address: 'Barabara Plaza',
        Country: 'KE',
        City: 'Nairobi',
        PostCode: '00100',
      };
      const added = await me.client.call(e.saveContact, { body: contact });
      expect((await me.client.call(e.contacts)).data).toHaveLength(before + 1);

      const { City: _city, ...withoutCity } = contact;
      const updated = await me.client.call(e.saveContact, {
        body: { ...withoutCity, lineNo: added.data.lineNo, Address: 'Upper Hill', PostCode: '' },
      });
      expect(updated.data).toMatchObject({ lineNo: added.data.lineNo, Address: 'Upper Hill', City: 'Nairobi', PostCode: '' });
      expect((await me.client.call(e.contacts)).data).toHaveLength(before + 1);
      await me.client.call(e.removeContact, { body: { lineNo: added.data.lineNo } });
    });
  });

  describe('files', () => {
    it('asks a new facility for its ownership evidence, stores it, and keeps it through an update without one', async () => {
      const facility = { nameOfEquipment: 'Total station', quantity: 2, ownership: 'Owned' };
      expect(await rawForm(firm.token, 'profile/facilities', { ...facility, quantity: '2' })).toMatchObject({
        status: 422,
        body: { message: messages.attachmentRequired },
      });
      const added = await firm.client.call(e.addFacility, { body: { ...facility, File: pdfFile('evidence.pdf') } });
      expect(added.data).toMatchObject({ attached: true, fileName: 'evidence.pdf', EntryNo: added.data.lineNo });
      const updated = await firm.client.call(e.updateFacility, { body: { ...facility, lineNo: added.data.lineNo, quantity: 3 } });
      expect(updated.data).toMatchObject({ quantity: 3, attached: true, Cert: added.data.Cert, fileName: 'evidence.pdf' });
      await firm.client.call(e.removeFacility, { body: { lineNo: added.data.lineNo } });
    });
  });
});
