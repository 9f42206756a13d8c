// The persona profiles of spec §C: member@, arrears@ and approver@ complete (PE; the convictions question answered
// No, by arrears@ Yes with one conviction); pending@ with an incomplete GRADUATE checklist (that question not answered yet) and two referees, one still
// to answer; firm@ a complete firm; graduate@ a GRADUATE member one specialisation short of the PE upgrade
// checklist. Good standing is computed later by the membership seeder from the ledger.
import type { Profile } from '#contract/profile.ts';
import { REFEREE_CODE_LENGTH, refereeCodeOf, sendRefereeRequest } from '#mocks/domain/referee-request.ts';
import type { SeedContext } from '../../context';
import { personaByKey, type Persona, type PersonaKey } from '../../personas';
import { DEMO_LOGO_PNG_BASE64 } from '../site-record';
import { REFEREE_QUESTIONS } from './reference';

type Gender = Profile['Gender'];

/** What an accepting referee of the seed answered, question by question. */
const REFEREE_ANSWERS = [
  'About eight years, as the applicant’s supervisor on road projects.',
  'Design review, site supervision and contract administration of trunk roads.',
  'Very good: sound designs, careful checks and clear reports.',
  'Nothing: the applicant’s conduct has been exemplary.',
  'Yes, without reservation.',
];

const PDF_STUB = 'JVBERi0xLjQKJcOkw7zDtsOfCjEgMCBvYmoKPDwvVHlwZS9DYXRhbG9nPj4KZW5kb2JqCnRyYWlsZXIKPDwvUm9vdCAxIDAgUj4+CiUlRU9G';

interface Extra {
  gender: Gender;
  born: string;
  county: string;
  city: string;
  discipline: string;
  registered: string;
}

const EXTRA: Partial<Record<PersonaKey, Extra>> = {
  member: {
    gender: 'Female',
    born: '1986-04-12',
    county: 'Nairobi',
    city: 'Westlands',
    discipline: 'Civil Engineering',
    registered: '2015-06-30',
  },
  arrears: {
    gender: 'Male',
    born: '1979-09-03',
    county: 'Kisumu',
    city: 'Kisumu',
    discipline: 'Electrical Engineering',
    registered: '2012-03-15',
  },
  pending: {
    gender: 'Male',
    born: '1998-01-21',
    county: 'Uasin Gishu',
    city: 'Eldoret',
    discipline: 'Mechanical Engineering',
    registered: '',
  },
  approver: {
    gender: 'Female',
    born: '1975-11-30',
    county: 'Nakuru',
    city: 'Nakuru',
    discipline: 'Structural Engineering',
    registered: '2008-08-01',
  },
  graduate: {
    gender: 'Female',
    born: '1997-05-18',
    county: 'Kisumu',
    city: 'Kisumu',
    discipline: 'Civil Engineering',
    registered: '2022-09-01',
  },
  firm: {
    gender: '',
    born: '0001-01-01',
    county: 'Nairobi',
    city: 'Upper Hill',
    discipline: 'Civil Engineering',
    registered: '2010-01-15',
  },
};

async function createProfile({ db }: SeedContext, p: Persona, x: Extra, complete: boolean) {
  const id = p.profileId ?? '';
  await db.profiles.create({
    ProfileID: id,
    type: p.type,
    Title: p.type === 'Individual' ? 'Eng.' : '',
    FirstName: p.firstName,
    SecondName: '',
    LastName: p.lastName,
    Gender: x.gender,
    DateOfBirth: x.born,
    IdentificationDocumentNo: p.idNumber ?? '',
    Nationality: 'KE',
    Email: p.email,
    PhoneNo: p.phone ?? '',
    Discipline: x.discipline,
    KRAPin: p.type === 'Corporate' ? (p.idNumber ?? '') : `A0${(p.idNumber ?? '00000000').slice(0, 8)}Z`,
    County: x.county,
    City: x.city,
    MemberNo: p.memberNo ?? '',
    CustomerNo: p.customerNo ?? '',
    MemberShipType: p.category ?? '',
    confirmed: p.memberNo !== null,
    ProfileComplete: complete,
    InGoodStanding: p.memberNo !== null,
    goodStandingMessage: '',
    memberInformation: p.memberNo ? [{ No: p.memberNo, Status: 'Active', Registration_Date: x.registered }] : [],
    Image: p.type === 'Individual' && complete ? DEMO_LOGO_PNG_BASE64 : '',
    userId: p.userId,
  });
  return id;
}

async function individualRecords(
  ctx: SeedContext,
  p: Persona,
  x: Extra,
  options: {
    referees: Array<[PersonaKey, 'Accept' | '']>;
    professional: boolean;
    degree: boolean;
    /** Whether the convictions question was answered (No, on the day of registration): spec §F. */
    declared: boolean;
  },
) {
  const { db } = ctx;
  const id = p.profileId ?? '';
  await db.contacts.create({
    lineNo: 1,
    ProfileID: id,
    Type: 'Personal',
    PhoneNo: p.phone ?? '',
    Email: p.email,
    Address: `P.O. Box ${ctx.rng.int(100, 9999)}-00100`,
    Country: 'KE',
    County: x.county,
    City: x.city,
    PostCode: '00100',
  });
  if (options.degree)
    await db.certifications.create({
      EntryNo: 1,
      ProfileID: id,
      Institution: 'University of Nairobi',
      UniversityCode: 'U001',
      AreaOfSpecialization: x.discipline,
      CertificateAwarded: `BSc ${x.discipline}`,
      QualificationDescription: 'Bachelor of Science',
      Type: 'Educational',
      Category: 'Local',
      CertificateNo: `UON/${ctx.rng.digits(6)}`,
      CertificationClass: 'B',
      CompletionYear: Number(x.born.slice(0, 4)) + 23,
      StartDate: `${Number(x.born.slice(0, 4)) + 18}-09-01`,
      EndDate: `${Number(x.born.slice(0, 4)) + 23}-07-31`,
      GraduationDate: `${Number(x.born.slice(0, 4)) + 23}-12-10`,
      ContactPerson: 'The Registrar',
      ContactDesignation: 'Registrar (Academic Affairs)',
      contactPersonAddress: 'P.O. Box 30197-00100 Nairobi',
      ContactEmail: 'registrar@uonbi.example',
      ContactCountry: 'KE',
      Cert: PDF_STUB,
      attached: true,
      fileName: 'degree.pdf',
      transcript: [],
    });
  if (options.professional) {
    await db.workExperience.create({
      EntryNo: 1,
      ProfileID: id,
      PlaceOfWork: 'Kenya National Highways Authority',
      Designation: 'Senior Engineer',
      Address: 'Barabara Plaza, Nairobi',
      PhoneNo: '0202345000',
      Email: 'hr@kenha.example',
      StartDate: '2014-02-01',
      EndDate: '',
      Current: true,
      Duties: 'Design review and supervision of road works.',
      IndustryGroup: 'GOVT',
      FirmNo: '',
    });
    await db.institutions.create({
      lineNo: 1,
      profileID: id,
      Institution: 'Institution of Engineers of Kenya',
      memberNo: `IEK-${ctx.rng.digits(5)}`,
      membershipType: 'Corporate Member',
      yearOfRegistration: x.registered || '2015-06-30',
      attachment: PDF_STUB,
      attached: true,
      fileName: 'iek.pdf',
    });
    await db.specializations.create({ lineNo: 1, ProfileID: id, Code: 'SP01', Description: x.discipline, Division: 'CIV' });
  }
  await db.profileAttachments.create({
    lineNo: 1,
    profileID: id,
    // The type code, as a row added through the form keeps it (spec 2 §3: description is the attachment type code).
    description: 'ID',
    attachmentType: 'ID',
    fileName: 'id.pdf',
    attached: true,
    attachment: PDF_STUB,
  });
  if (options.declared)
    await db.convictionDeclarations.create({
      ProfileID: id,
      answer: 'No',
      declaredOn: x.registered || ctx.anchor.toISOString().slice(0, 10),
    });
  // Referees are registered members (the persona members), so the referee rules (a known member number) hold
  // when the applicant edits them, and each request e-mail reaches an inbox a tester can open.
  for (const [i, [key, response]] of options.referees.entries()) {
    const r = personaByKey(key);
    await db.referees.create({
      lineNo: i + 1,
      EntryNo: i + 1,
      ProfileID: id,
      Name: `Eng. ${r.name}`,
      Address: 'P.O. Box 41234-00100 Nairobi',
      Email: r.email,
      PhoneNo: r.phone ?? '',
      PlaceOfWork: 'Kenya National Highways Authority',
      Designation: 'Chief Engineer',
      memberNo: r.memberNo ?? '',
      refereeType: i === 0 ? 'PROPOSER' : 'SECONDER',
      response,
      Remarks: response === 'Accept' ? 'I recommend the applicant without reservation.' : '',
      requestSentAt: ctx.anchor.toISOString(),
      // As random as a live code: the same length and alphabet, from the seed's stream so the world is reproducible.
      code: refereeCodeOf(ctx.rng.hex(REFEREE_CODE_LENGTH)),
      answers:
        response === 'Accept'
          ? REFEREE_ANSWERS.map((answer, n) => ({ questionNo: n + 1, question: REFEREE_QUESTIONS[n] ?? '', answer }))
          : [],
      answeredAt: response === 'Accept' ? ctx.anchor.toISOString() : '',
    });
  }
}

async function firmRecords(ctx: SeedContext, p: Persona, x: Extra) {
  const { db } = ctx;
  const id = p.profileId ?? '';
  await db.firmBios.create({
    ProfileID: id,
    FirmName: p.name,
    RegistrationNo: 'PVT-2010-004512',
    TaxPIN: p.idNumber ?? '',
    PhysicalAddress: 'Upper Hill Road, Nairobi',
    County: x.county,
    Town: x.city,
    PhoneNo: p.phone ?? '',
    Email: p.email,
    Website: 'https://mnce.example',
    YearEstablished: 2010,
    corporateManager: [],
  });
  const member = personaByKey('member');
  await db.directors.create({
    entryNo: 1,
    profileID: id,
    name: member.name,
    identificationDocumentNo: member.idNumber ?? '',
    discipline: 'Civil Engineering',
    type: 'Member',
    regNo: member.memberNo ?? '',
  });
  await db.directors.create({
    entryNo: 2,
    profileID: id,
    name: 'James Njoroge',
    identificationDocumentNo: '22334455',
    discipline: 'Finance',
    type: 'Non Member',
    regNo: '',
  });
  await db.shareholders.create({
    entryNo: 1,
    profileID: id,
    name: member.name,
    identificationDocumentNo: member.idNumber ?? '',
    discipline: 'Civil Engineering',
    type: 'Member',
    regNo: member.memberNo ?? '',
    sharesHeld: 600,
  });
  await db.shareholders.create({
    entryNo: 2,
    profileID: id,
    name: 'James Njoroge',
    identificationDocumentNo: '22334455',
    discipline: 'Finance',
    type: 'Non Member',
    regNo: '',
    sharesHeld: 400,
  });
  for (const [i, [code, description, count]] of (
    [
      ['ENG', 'Registered engineers', 6],
      ['GRAD', 'Graduate engineers', 9],
      ['ADMIN', 'Administrative staff', 4],
    ] as const
  ).entries()) {
    await db.employeeCounts.create({ lineNo: i + 1, profileID: id, code, description, count });
  }
  await db.bankers.create({ lineNo: 1, EntryNo: 1, profileID: id, name: 'KCB Bank Kenya', address: 'Kencom House, Moi Avenue, Nairobi' });
  await db.facilities.create({
    lineNo: 1,
    EntryNo: 1,
    profileID: id,
    nameOfEquipment: 'Total station (Leica TS16)',
    quantity: 2,
    ownership: 'Owned',
    remarks: '',
    Cert: '',
    attached: false,
    fileName: '',
  });
  await db.firmServices.create({
    entryNo: 1,
    profileID: id,
    service: 'Structural design',
    description: 'Design and supervision of buildings and bridges.',
  });
  await db.firmServices.create({
    entryNo: 2,
    profileID: id,
    service: 'Road design',
    description: 'Geometric and pavement design of roads.',
  });
  await db.profileAttachments.create({
    lineNo: 1,
    profileID: id,
    description: 'CR12',
    attachmentType: 'CR12',
    fileName: 'cr12.pdf',
    attached: true,
    attachment: PDF_STUB,
  });
}

export async function seedPersonaProfiles(ctx: SeedContext): Promise<void> {
  const refereesOf: Record<'member' | 'arrears' | 'approver', [PersonaKey, PersonaKey]> = {
    member: ['approver', 'arrears'],
    arrears: ['member', 'approver'],
    approver: ['member', 'arrears'],
  };
  for (const key of ['member', 'arrears', 'approver'] as const) {
    const p = personaByKey(key);
    const x = EXTRA[key]!;
    await createProfile(ctx, p, x, true);
    const [first, second] = refereesOf[key];
    await individualRecords(ctx, p, x, {
      referees: [
        [first, 'Accept'],
        [second, 'Accept'],
      ],
      professional: true,
      degree: true,
      declared: true,
    });
  }
  // arrears@ declared Yes, with the details of an old conviction: the declaration's third way of standing.
  const arrears = personaByKey('arrears').profileId ?? '';
  ctx.db.convictionDeclarations.deleteMany((q) => q.where({ ProfileID: arrears }));
  await ctx.db.convictionDeclarations.create({ ProfileID: arrears, answer: 'Yes', declaredOn: EXTRA.arrears!.registered });
  await ctx.db.convictions.create({
    lineNo: 1,
    EntryNo: 1,
    ProfileID: arrears,
    ConvictionDate: '2009-07-14',
    Offence: 'Careless driving',
    SentenceImposed: 'A fine of KES 5,000',
  });
  const pending = personaByKey('pending');
  await createProfile(ctx, pending, EXTRA.pending!, false);
  // One referee has answered, the other (approver@) has not: its request e-mail waits in the outbox, so a tester
  // opens the link from there. No degree is recorded yet: EDUCATION fails too, so the checklist asks for a
  // qualification with its certificate.
  await individualRecords(ctx, pending, EXTRA.pending!, {
    referees: [
      ['member', 'Accept'],
      ['approver', ''],
    ],
    professional: false,
    degree: false,
    // Nothing asked yet: the CONVICTION item waits for pending@'s own answer.
    declared: false,
  });
  const pendingProfile = ctx.db.profiles.findFirst((q) => q.where({ ProfileID: pending.profileId ?? '' }))!;
  for (const referee of ctx.db.referees.findMany((q) => q.where({ ProfileID: pendingProfile.ProfileID, response: '' }))) {
    await sendRefereeRequest(ctx.db, ctx.simulation, pendingProfile, referee, ctx.anchor.toISOString());
  }
  const firm = personaByKey('firm');
  await createProfile(ctx, firm, EXTRA.firm!, true);
  await firmRecords(ctx, firm, EXTRA.firm!);
  // graduate@ (the upgrade journey): a complete GRADUATE profile with the professional records of the PE upgrade
  // checklist but no specialisation. Its own random stream, so the register seeded after it is unchanged.
  const graduate = personaByKey('graduate');
  const own = { ...ctx, rng: ctx.rng.fork('graduate') };
  await createProfile(own, graduate, EXTRA.graduate!, true);
  await individualRecords(own, graduate, EXTRA.graduate!, {
    referees: [
      ['member', 'Accept'],
      ['approver', 'Accept'],
    ],
    professional: true,
    degree: true,
    declared: true,
  });
  ctx.db.specializations.deleteMany((q) => q.where({ ProfileID: graduate.profileId ?? '' }));
}
