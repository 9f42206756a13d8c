// The profile's sub-lists on the one handler factory: a member reads and changes only its own rows (another
// member's row is "Not found." and stays as it was), every add, update and remove refreshes the checklist, and
// the file rules are the server's too.
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, messages } from '#contract';
import { listMessages } from '#contract/profile-lists.ts';
import { NO_PROFILE } from '#mocks/handlers/profile/common.ts';
import { UNKNOWN_COUNTRY } from '#mocks/domain/organisation.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { passes, pdfFile, raw, rawForm, session, type Session } from './support';

const e = endpoints.profile;
const member = personaByKey('member');
const arrears = personaByKey('arrears');
const firm = personaByKey('firm');
const notFound = { status: 404, message: 'Not found.' };

describe('profile sub-lists', () => {
  const t = useBackend({ scenario: 'default' });
  let me: Session;
  let other: Session;
  let company: Session;
  beforeAll(async () => {
    me = await session(t, member.email);
    other = await session(t, arrears.email);
    company = await session(t, firm.email);
  });

  const checklist = async (s: Session, category: string) =>
    passes((await s.client.call(e.checklist, { query: { category, type: 'Application' } })).data);
  const complete = async (s: Session) => (await s.client.call(e.profile)).data.ProfileComplete;

  describe('ownership', () => {
    it("cannot update or remove another member's row: 404, and the row stays as it was", async () => {
      const added = await me.client.call(e.saveContact, {
        body: { Type: 'Work', PhoneNo: '0202000111', Address: 'Barabara Plaza, Nairobi', Country: 'KE' },
      });
      const lineNo = added.data.lineNo;
      // arrears@ has no row with this number: its calls cannot reach member@'s row.
      expect((await other.client.call(e.contacts)).data.map((r) => r.lineNo)).not.toContain(lineNo);
      await expect(
        other.client.call(e.saveContact, { body: { lineNo, Type: 'Work', PhoneNo: '0700000000', Address: 'Changed', Country: 'KE' } }),
      ).rejects.toMatchObject(notFound);
      await expect(other.client.call(e.removeContact, { body: { lineNo } })).rejects.toMatchObject(notFound);
      // Naming the other profile in the body changes nothing: the owner is always the caller's profile.
      const sneaky = await raw(other.token, 'POST', 'profile/contact/remove', { lineNo, ProfileID: member.profileId });
      expect(sneaky.status).toBe(404);
      const mine = (await me.client.call(e.contacts)).data.find((r) => r.lineNo === lineNo);
      expect(mine).toMatchObject({ ProfileID: member.profileId, PhoneNo: '0202000111', Address: 'Barabara Plaza, Nairobi' });
      await me.client.call(e.removeContact, { body: { lineNo } });
    });

    it("lists only the caller's rows, and adds to the caller's profile whatever ProfileID the body names", async () => {
      const lists = [e.contacts, e.certifications, e.workExperience, e.referees, e.specializations, e.convictions] as const;
      for (const list of lists) {
        for (const row of (await other.client.call(list)).data) expect(row.ProfileID).toBe(arrears.profileId);
      }
      for (const row of (await other.client.call(e.institutions)).data) expect(row.profileID).toBe(arrears.profileId);
      // An individual sees no firm rows: firm@'s directors and shareholders are its own.
      expect((await me.client.call(e.directors)).data).toEqual([]);
      expect((await me.client.call(e.shareholders)).data).toEqual([]);
      expect((await company.client.call(e.directors)).data.length).toBeGreaterThan(0);

      const before = t.backend.db.convictions.count();
      const added = await raw(other.token, 'POST', 'profile/convictions', {
        ConvictionDate: '2001-01-01',
        Offence: 'Test',
        SentenceImposed: 'None',
        ProfileID: member.profileId,
      });
      expect(added.status).toBe(200);
      expect(added.body.data).toMatchObject({ ProfileID: arrears.profileId });
      expect(t.backend.db.convictions.count()).toBe(before + 1);
      expect(t.backend.db.convictions.findMany((q) => q.where({ ProfileID: member.profileId! }))).toEqual([]);
      await other.client.call(e.removeConviction, { body: { lineNo: (added.body.data as { lineNo: number }).lineNo } });
    });

    it("cannot update another member's bio, nor read another's referee report", async () => {
      await expect(
        other.client.call(e.updateProfile, { body: { ProfileID: member.profileId!, FirstName: 'Hacked' } }),
      ).rejects.toMatchObject(notFound);
      expect((await me.client.call(e.profile)).data.FirstName).toBe(member.firstName);
      await expect(company.client.call(e.refereeFormReport, { params: { entryNo: 1 }, body: {} })).rejects.toMatchObject(notFound);
    });

    it('asks a visitor to sign in, and an account without a profile to create one', async () => {
      await expect(t.anon.call(e.contacts)).rejects.toMatchObject({ status: 401 });
      const applicant = await session(t, personaByKey('applicant').email);
      await expect(applicant.client.call(e.contacts)).rejects.toMatchObject({ status: 404, message: NO_PROFILE });
      await expect(applicant.client.call(e.checklist, { query: { category: 'GRADUATE', type: 'Application' } })).rejects.toMatchObject({
        status: 404,
      });
    });
  });

  describe('choices the server checks against its setup lists', () => {
    it("keeps a contact's country to a code of setup/countries", async () => {
      const body = { Type: 'Work' as const, PhoneNo: '0202000112', Address: 'Kimathi Street, Nairobi' };
      await expect(me.client.call(e.saveContact, { body: { ...body, Country: 'XX' } })).rejects.toMatchObject({
        status: 422,
        message: UNKNOWN_COUNTRY,
      });
      expect((await me.client.call(e.contacts)).data.map((r) => r.Address)).not.toContain(body.Address);
      const added = await me.client.call(e.saveContact, { body: { ...body, Country: 'UG' } });
      expect(added.data).toMatchObject({ Country: 'UG', Address: body.Address });
      await me.client.call(e.removeContact, { body: { lineNo: added.data.lineNo } });
    });

    it('keeps an employee count to a type of the setup list, described as the setup describes it', async () => {
      const listed = new Set((await company.client.call(e.employees)).data.map((r) => r.code));
      const free = t.backend.db.employeeTypes.findMany().find((type) => !listed.has(type.code));
      if (!free) throw new Error('the test needs an employee type firm@ has not listed');
      await expect(company.client.call(e.addEmployee, { body: { code: 'NO-SUCH-TYPE', count: 2 } })).rejects.toMatchObject({
        status: 422,
        message: 'Choose an employee type from the list.',
      });
      const added = await company.client.call(e.addEmployee, { body: { code: free.code, count: 2 } });
      expect(added.data).toMatchObject({ code: free.code, count: 2, description: free.description });
      await company.client.call(e.removeEmployee, { body: { lineNo: added.data.lineNo } });
    });
  });

  describe('the checklist follows every change', () => {
    it('add, update and remove of individual lists refresh the pass values and ProfileComplete', async () => {
      expect(Object.values(await checklist(me, 'PE')).every(Boolean)).toBe(true);
      expect(await complete(me)).toBe(true);

      // add: a conviction recorded is a Yes with its details (member@ had declared No), so CONVICTION still passes;
      // removing the last one leaves a Yes without details, which fails it until the answer is No again (spec §F).
      const conviction = await me.client.call(e.addConviction, {
        body: { ConvictionDate: '2005-03-01', Offence: 'Careless driving', SentenceImposed: 'Fine' },
      });
      expect((await checklist(me, 'PE')).CONVICTION).toBe(true);
      expect((await me.client.call(e.convictionDeclaration)).data.answer).toBe('Yes');
      await me.client.call(e.updateConviction, {
        body: {
          lineNo: conviction.data.lineNo,
          ConvictionDate: '2005-03-01',
          Offence: 'Careless driving',
          SentenceImposed: 'Fine of KES 4,000',
        },
      });
      expect((await checklist(me, 'PE')).CONVICTION).toBe(true);
      await me.client.call(e.removeConviction, { body: { lineNo: conviction.data.lineNo } });
      expect((await checklist(me, 'PE')).CONVICTION).toBe(false);
      expect(await complete(me)).toBe(false);
      await me.client.call(e.declareConvictions, { body: { answer: 'No' } });
      expect((await checklist(me, 'PE')).CONVICTION).toBe(true);
      expect(await complete(me)).toBe(true);

      // update: the only Educational qualification turned Professional fails EDUCATION, and back.
      const [cert] = (await me.client.call(e.certifications)).data;
      const certBody = {
        EntryNo: cert!.EntryNo,
        Institution: cert!.Institution,
        AreaOfSpecialization: cert!.AreaOfSpecialization,
        CertificateAwarded: cert!.CertificateAwarded,
        Category: cert!.Category,
        CertificateNo: cert!.CertificateNo,
        StartDate: cert!.StartDate,
        EndDate: cert!.EndDate,
        GraduationDate: cert!.GraduationDate,
      };
      await me.client.call(e.updateCertification, { body: { ...certBody, Type: 'Professional' } });
      expect((await checklist(me, 'PE')).EDUCATION).toBe(false);
      expect(await complete(me)).toBe(false);
      await me.client.call(e.updateCertification, { body: { ...certBody, Type: 'Educational' } });
      expect((await checklist(me, 'PE')).EDUCATION).toBe(true);

      // remove then add: the only contact, the only professional membership, the only work experience.
      const [contact] = (await me.client.call(e.contacts)).data;
      await me.client.call(e.removeContact, { body: { lineNo: contact!.lineNo } });
      expect((await checklist(me, 'PE')).CONTACTS).toBe(false);
      await me.client.call(e.saveContact, {
        body: { Type: contact!.Type, PhoneNo: contact!.PhoneNo, Address: contact!.Address, Country: contact!.Country },
      });
      expect((await checklist(me, 'PE')).CONTACTS).toBe(true);

      const [institution] = (await me.client.call(e.institutions)).data;
      await me.client.call(e.removeInstitution, { body: { lineNo: institution!.lineNo } });
      expect((await checklist(me, 'PE')).PROFESSIONAL).toBe(false);
      await me.client.call(e.addInstitution, {
        body: { Institution: 'IEK', memberNo: 'IEK-1', membershipType: 'Member', yearOfRegistration: '2015-06-30', attachment: pdfFile() },
      });
      expect((await checklist(me, 'PE')).PROFESSIONAL).toBe(true);

      const [work] = (await me.client.call(e.workExperience)).data;
      await me.client.call(e.removeWorkExperience, { body: { EntryNo: work!.EntryNo } });
      expect((await checklist(me, 'PE'))['WORK EXPERIENCE']).toBe(false);
      await me.client.call(e.addWorkExperience, {
        body: { PlaceOfWork: 'KeNHA', Designation: 'Engineer', StartDate: '2014-02-01', Current: true },
      });
      expect((await checklist(me, 'PE'))['WORK EXPERIENCE']).toBe(true);

      // the bio: no county of residence fails RESIDENCE.
      await me.client.call(e.updateProfile, { body: { ProfileID: member.profileId!, County: '' } });
      expect((await checklist(me, 'PE')).RESIDENCE).toBe(false);
      await me.client.call(e.updateProfile, { body: { ProfileID: member.profileId!, County: 'Nairobi' } });
      expect((await checklist(me, 'PE')).RESIDENCE).toBe(true);
      expect(await complete(me)).toBe(true);
    });

    it('add, update and remove of firm lists refresh the firm checklist', async () => {
      expect(Object.values(await checklist(company, 'CORPORATE')).every(Boolean)).toBe(true);
      const bankers = (await company.client.call(e.bankers)).data;
      for (const b of bankers) await company.client.call(e.removeBanker, { body: { lineNo: b.lineNo } });
      expect((await checklist(company, 'CORPORATE')).FIRMBANKERS).toBe(false);
      expect(await complete(company)).toBe(false);
      const banker = await company.client.call(e.addBanker, { body: { name: 'Equity Bank Kenya', address: 'Upper Hill, Nairobi' } });
      expect((await checklist(company, 'CORPORATE')).FIRMBANKERS).toBe(true);
      await company.client.call(e.updateBanker, {
        body: { lineNo: banker.data.lineNo, name: 'Equity Bank Kenya', address: 'Hospital Road, Nairobi' },
      });
      expect((await company.client.call(e.bankers)).data[0]).toMatchObject({
        address: 'Hospital Road, Nairobi',
        EntryNo: banker.data.lineNo,
      });

      // Employee counts: every count at 0 fails FIRMEMPLOYEES (an update), a positive count passes it.
      const employees = (await company.client.call(e.employees)).data;
      for (const row of employees) await company.client.call(e.updateEmployee, { body: { lineNo: row.lineNo, code: row.code, count: 0 } });
      expect((await checklist(company, 'CORPORATE')).FIRMEMPLOYEES).toBe(false);
      await company.client.call(e.updateEmployee, { body: { lineNo: employees[0]!.lineNo, code: employees[0]!.code, count: 3 } });
      expect((await checklist(company, 'CORPORATE')).FIRMEMPLOYEES).toBe(true);
      expect(await complete(company)).toBe(true);
    });

    it('a director or shareholder who is a Member needs a registration number that exists', async () => {
      const base = {
        name: 'Grace Achieng',
        identificationDocumentNo: '29887766',
        discipline: 'Civil Engineering',
        type: 'Member' as const,
      };
      await expect(company.client.call(e.addDirector, { body: { ...base, regNo: 'M0000000' } })).rejects.toMatchObject({
        status: 422,
        message: listMessages.regNoNotFound,
      });
      const added = await company.client.call(e.addDirector, { body: { ...base, regNo: member.memberNo!.toLowerCase() } });
      expect(added.data).toMatchObject({ type: 'Member', regNo: member.memberNo });
      await company.client.call(e.removeDirector, { body: { entryNo: added.data.entryNo } });
      const missing = await raw(company.token, 'POST', 'profile/shareholders', { ...base, sharesHeld: 10 });
      expect(missing).toMatchObject({ status: 422, body: { message: listMessages.regNoRequired } });
    });
  });

  describe('files', () => {
    it('refuses a non-PDF and a file of 10 MB or more with the spec messages (422), and stores nothing', async () => {
      const before = (await me.client.call(e.attachments)).data.length;
      const fields = { description: 'KRA', fileName: 'kra.pdf' };
      const text = new File(['just text'], 'notes.txt', { type: 'text/plain' });
      expect(await rawForm(me.token, 'profile/attachments', { ...fields, attachment: text })).toMatchObject({
        status: 422,
        body: { message: messages.attachmentNotPdf },
      });
      // Named .pdf but not a PDF inside.
      const disguised = new File(['GIF89a not a pdf'], 'scan.pdf', { type: 'application/pdf' });
      expect(await rawForm(me.token, 'profile/attachments', { ...fields, attachment: disguised })).toMatchObject({
        status: 422,
        body: { message: messages.attachmentNotPdf },
      });
      const big = new File([new Uint8Array(10_000_000)], 'big.pdf', { type: 'application/pdf' });
      expect(await rawForm(me.token, 'profile/attachments', { ...fields, attachment: big })).toMatchObject({
        status: 422,
        body: { message: messages.attachmentTooLarge },
      });
      expect(await rawForm(me.token, 'profile/attachments', fields)).toMatchObject({
        status: 422,
        body: { message: messages.attachmentRequired },
      });
      // The client refuses the same before sending.
      await expect(me.client.call(e.addAttachment, { body: { ...fields, attachment: text } })).rejects.toMatchObject({
        message: messages.attachmentNotPdf,
      });
      expect((await me.client.call(e.attachments)).data.length).toBe(before);
    });

    it('stores a PDF as base64, and an update without a file keeps the stored one', async () => {
      const added = await me.client.call(e.addAttachment, {
        body: { description: 'KRA', fileName: 'kra.pdf', attachment: pdfFile('kra.pdf') },
      });
      expect(added.data).toMatchObject({ attached: true, fileName: 'kra.pdf' });
      expect(atob(added.data.attachment).startsWith('%PDF-')).toBe(true);
      const updated = await me.client.call(e.updateAttachment, {
        body: { lineNo: added.data.lineNo, description: 'KRA PIN', fileName: 'kra-pin.pdf' },
      });
      expect(updated.data).toMatchObject({
        description: 'KRA PIN',
        fileName: 'kra-pin.pdf',
        attached: true,
        attachment: added.data.attachment,
      });
      await me.client.call(e.removeAttachment, { body: { lineNo: added.data.lineNo } });
      // A new institution row has no file yet: the server asks for one.
      const noFile = await rawForm(me.token, 'profile/institution', {
        Institution: 'IEK',
        memberNo: 'X1',
        membershipType: 'Member',
        yearOfRegistration: '2015-06-30',
      });
      expect(noFile).toMatchObject({ status: 422, body: { message: messages.attachmentRequired } });
    });
  });
});
