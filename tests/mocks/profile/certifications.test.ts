// The fake server's qualifications: a listed university (or accredited programme) names the institution, 'OTHER'
// keeps the typed one without a code, Foreign contacts are kept upper-cased with their transcripts, Local drops
// them, and every date is refused a day after the simulated today and taken on today.
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { certifications, listMessages, OTHER_UNIVERSITY } from '#contract/profile-lists.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { pdfFile, session, type Session } from './support';

const e = endpoints.profile;
const DAY_MS = 86_400_000;

describe('qualifications on the fake server', () => {
  const t = useBackend({ scenario: 'default' });
  let me: Session;
  beforeAll(async () => {
    me = await session(t, personaByKey('pending').email);
  });
  const today = () => t.backend.simulation.today();
  const tomorrow = () => new Date(Date.parse(today()) + DAY_MS).toISOString().slice(0, 10);
  const base = {
    Type: 'Educational',
    AreaOfSpecialization: 'Civil',
    CertificateAwarded: 'BSc Civil',
    CertificateNo: 'C-9',
    StartDate: '2010-09-01',
    EndDate: '2014-06-30',
    GraduationDate: '2014-12-01',
  } as const;
  const add = (body: Record<string, unknown>) =>
    me.client.call(e.addCertification, { body: certifications.toBody!({ ...base, File: pdfFile('degree.pdf'), ...body }) as never });

  it('names a Local qualification after its listed university, or its accredited programme', async () => {
    const [university] = (await t.anon.call(endpoints.setup.universities)).data;
    const added = await add({ Category: 'Local', UniversityCode: university!.Code });
    expect(added.data).toMatchObject({
      UniversityCode: university!.Code,
      Institution: university!.Description,
      attached: true,
      fileName: 'degree.pdf',
    });
    const [programme] = (await t.anon.call(endpoints.setup.accreditedProgrammes)).data;
    expect(programme!.Description).toMatch(/Engineering/);
    expect((await add({ Category: 'Local', UniversityCode: programme!.Code })).data.Institution).toBe(programme!.Description);
    await expect(add({ Category: 'Local', UniversityCode: 'NOPE' })).rejects.toMatchObject({
      message: 'Choose a university from the list.',
    });
  });

  it("keeps an 'OTHER' university as typed, without a code; editing it to a listed one takes the code", async () => {
    const added = await add({ Category: 'Local', UniversityCode: OTHER_UNIVERSITY, Institution: 'Kabete Technical' });
    expect(added.data).toMatchObject({ UniversityCode: '', Institution: 'Kabete Technical' });
    const updated = await me.client.call(e.updateCertification, {
      body: { ...base, Category: 'Local', EntryNo: added.data.EntryNo, UniversityCode: 'U002', Institution: '' },
    });
    expect(updated.data.UniversityCode).toBe('U002');
    expect(updated.data.attached).toBe(true);
  });

  it("takes 'OTHER' on the wire as the typed institution without a code (a client that does not drop it)", async () => {
    const added = await add({ Category: 'Local', UniversityCode: 'U002' });
    // Sent as is, not through the portal's form codec (which drops 'OTHER' before it leaves).
    const updated = await me.client.call(e.updateCertification, {
      body: { ...base, Category: 'Local', EntryNo: added.data.EntryNo, UniversityCode: OTHER_UNIVERSITY, Institution: 'Kabete Technical' },
    });
    expect(updated.data).toMatchObject({ UniversityCode: '', Institution: 'Kabete Technical' });
  });

  it('keeps Foreign contacts upper-cased with the transcripts; a Local one keeps neither', async () => {
    const transcript = [{ description: 'Year 1', attachment: btoa('%PDF-1.4\n%t\n') }];
    const contact = {
      ContactPerson: 'Jane Roe',
      ContactDesignation: 'Registrar',
      ContactEmail: 'registry@imperial.example',
      contactPersonAddress: 'South Kensington',
      ContactCountry: 'gb',
    };
    const added = await add({ Category: 'Foreign', Institution: 'Imperial College', ...contact, transcript });
    expect(added.data).toMatchObject({
      ContactPerson: 'JANE ROE',
      ContactDesignation: 'REGISTRAR',
      contactPersonAddress: 'SOUTH KENSINGTON',
      ContactCountry: 'GB',
      transcript,
      UniversityCode: '',
    });
    const local = await add({ Category: 'Local', UniversityCode: 'U001', ...contact, transcript });
    expect(local.data).toMatchObject({ ContactPerson: '', transcript: [] });
  });

  it('refuses each date a day after today and takes it on today', async () => {
    for (const field of ['StartDate', 'EndDate', 'GraduationDate'] as const) {
      const dates = { StartDate: '2010-09-01', EndDate: today(), GraduationDate: today(), [field]: tomorrow() };
      if (field === 'StartDate') Object.assign(dates, { EndDate: tomorrow(), GraduationDate: tomorrow() });
      await expect(add({ Category: 'Local', UniversityCode: 'U001', ...dates }), field).rejects.toMatchObject({
        message: listMessages.dateInFuture,
      });
    }
    const onToday = await add({ Category: 'Local', UniversityCode: 'U001', StartDate: today(), EndDate: today(), GraduationDate: today() });
    expect(onToday.data.GraduationDate).toBe(today());
  });

  it("document 2 §9: Completion Year is taken from 1900 to the simulated clock's year, refused at 1899 and the year after", async () => {
    const thisYear = Number(today().slice(0, 4));
    for (const year of [1900, thisYear]) {
      expect((await add({ Category: 'Local', UniversityCode: 'U001', CompletionYear: year })).data.CompletionYear).toBe(year);
    }
    for (const year of [1899, thisYear + 1]) {
      await expect(add({ Category: 'Local', UniversityCode: 'U001', CompletionYear: year })).rejects.toMatchObject({
        message: listMessages.completionYearRange,
      });
    }
  });
});
