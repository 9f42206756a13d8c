// Working requests for the profile area, in an order where each call's preconditions hold: member@ adds, then
// updates, then removes a row of each individual list; firm@ does the same for the firm lists; applicant@ and
// newfirm@ create their profiles; a referee answers pending@'s request anonymously, with the request's code.
import { encodeBase64, endpoints } from '#contract';
import { subListNamed } from '#contract/profile-lists.ts';
import type { Db } from '../db';
import { subListRows, type SubListName } from '../db/sub-list-rows';
import { personaByKey } from '../scenarios/personas';
import { example, type EndpointExample } from './example';

const e = endpoints.profile;
const member = personaByKey('member');
const firm = personaByKey('firm');
const pending = personaByKey('pending');
const mid = member.profileId ?? '';
const fid = firm.profileId ?? '';
const pdf = () => new File([new TextEncoder().encode('%PDF-1.4\n%demo\n')], 'document.pdf', { type: 'application/pdf' });

type Keyed = { lineNo?: number; EntryNo?: number; entryNo?: number };
/** The newest row of a list of a profile: the one the add example created (1 when there is none yet). */
function newest(rows: Keyed[], key: keyof Keyed): number {
  return Math.max(1, ...rows.map((r) => Number(r[key]) || 0));
}
/**
 * A list's rows by the list's contract name, of the profile its definition says owns it: firm@'s firm profile (fid)
 * for a firm list, member@'s profile (mid) otherwise. Its examples sign in as that persona ('firm' or 'member':
 * tests/mocks/profile/sub-list-owners.test.ts holds them to it).
 */
const rows = (db: Db, name: SubListName) => subListRows(db, name, subListNamed(name).owner === 'firm' ? fid : mid) as Keyed[];

const certification = {
  Institution: 'Jomo Kenyatta University of Agriculture and Technology',
  AreaOfSpecialization: 'Structural Engineering',
  CertificateAwarded: 'MSc Structural Engineering',
  Type: 'Educational' as const,
  Category: 'Local' as const,
  CertificateNo: 'JKUAT/MSC/2019/044',
  StartDate: '2017-09-01',
  EndDate: '2019-07-31',
  GraduationDate: '2019-12-06',
};
const work = {
  PlaceOfWork: 'Nairobi City County',
  Designation: 'Resident Engineer',
  StartDate: '2010-01-04',
  EndDate: '2013-12-20',
  Current: false,
};
/** A registered professional engineer who is not yet one of member@'s referees (the personas already are). */
const referee = (db: Db) => {
  const found = db.profiles.findFirst((q) => q.where({ userId: (u) => u === null, MemberShipType: 'PE' }));
  if (!found) throw new Error('example needs a generated PE member');
  return {
    Name: `Eng. ${found.FirstName} ${found.LastName}`,
    Email: found.Email,
    PhoneNo: found.PhoneNo,
    MemberNo: found.MemberNo,
    refereeType: 'REFEREE',
  };
};
const person = {
  name: 'Grace Achieng',
  identificationDocumentNo: '29887766',
  discipline: 'Civil Engineering',
  type: 'Non Member' as const,
};
const unanswered = (db: Db) => {
  const r = db.referees.findFirst((q) => q.where({ ProfileID: pending.profileId ?? '', response: '' }));
  if (!r) throw new Error("example needs pending@'s unanswered referee");
  return r;
};

export const profileExamples: Record<keyof typeof e, EndpointExample> = {
  profile: example(e.profile, 'member', () => ({})),
  createProfile: example(e.createProfile, 'applicant', () => ({
    body: {
      Title: 'Ms.',
      FirstName: 'Achieng',
      LastName: 'Atieno',
      Gender: 'Female' as const,
      DateOfBirth: '1999-05-14',
      IdentificationDocumentNo: '25678901',
      Nationality: 'KE',
      Email: 'applicant@demo.test',
      PhoneNo: '0734567890',
      County: 'Kisumu',
      City: 'Kisumu',
    },
  })),
  updateProfile: example(e.updateProfile, 'member', () => ({ body: { ProfileID: mid, confirmed: true } })),
  firmBio: example(e.firmBio, 'firm', () => ({})),
  createFirmBio: example(e.createFirmBio, 'newfirm', () => ({
    body: {
      FirmName: 'Rift Valley Structural Ltd',
      RegistrationNo: 'PVT-2019-118822',
      TaxPIN: 'P059876543R',
      PhysicalAddress: 'Kenyatta Avenue, Nakuru',
      County: 'Nakuru',
      Town: 'Nakuru',
      PhoneNo: '0512345678',
      Email: 'newfirm@demo.test',
      YearEstablished: 2019,
      corporateManager: [
        {
          surname: 'Kiprono',
          OtherNames: 'Daniel',
          phoneNo: '0712000111',
          email: 'd.kiprono@rvs.example',
          address: 'P.O. Box 1234-20100 Nakuru',
        },
      ],
    },
  })),
  updateFirmBio: example(e.updateFirmBio, 'firm', ({ db }) => {
    const bio = db.firmBios.findFirst((q) => q.where({ ProfileID: fid }));
    if (!bio) throw new Error('example needs the firm bio of firm@');
    const { ProfileID, FirmName, RegistrationNo, TaxPIN, PhysicalAddress, County, Town, PhoneNo, Email, Website, YearEstablished } = bio;
    return {
      body: {
        ProfileID,
        FirmName,
        RegistrationNo,
        TaxPIN,
        PhysicalAddress,
        County,
        Town,
        PhoneNo,
        Email,
        Website,
        YearEstablished,
        corporateManager: [
          {
            surname: 'Mwangi',
            OtherNames: 'John',
            phoneNo: '0722111222',
            email: 'j.mwangi@mnce.example',
            address: 'P.O. Box 4321-00100 Nairobi',
          },
        ],
      },
    };
  }),

  contacts: example(e.contacts, 'member', () => ({})),
  saveContact: example(e.saveContact, 'member', () => ({
    body: {
      Type: 'Work' as const,
      PhoneNo: '0202000111',
      Email: 'wanjiru.kamau@kenha.example',
      Address: 'Barabara Plaza, Nairobi',
      Country: 'KE',
      County: 'Nairobi',
      City: 'Westlands',
    },
  })),
  removeContact: example(e.removeContact, 'member', ({ db }) => ({ body: { lineNo: newest(rows(db, 'contacts'), 'lineNo') } })),

  certifications: example(e.certifications, 'member', () => ({})),
  addCertification: example(e.addCertification, 'member', () => ({ body: { ...certification, File: pdf() } })),
  updateCertification: example(e.updateCertification, 'member', ({ db }) => ({
    body: { ...certification, EntryNo: newest(rows(db, 'certifications'), 'EntryNo'), CertificationClass: 'A' },
  })),
  removeCertification: example(e.removeCertification, 'member', ({ db }) => ({
    body: { EntryNo: newest(rows(db, 'certifications'), 'EntryNo') },
  })),

  workExperience: example(e.workExperience, 'member', () => ({})),
  addWorkExperience: example(e.addWorkExperience, 'member', () => ({ body: work })),
  updateWorkExperience: example(e.updateWorkExperience, 'member', ({ db }) => ({
    body: { ...work, EntryNo: newest(rows(db, 'workExperience'), 'EntryNo'), Designation: 'Senior Resident Engineer' },
  })),
  removeWorkExperience: example(e.removeWorkExperience, 'member', ({ db }) => ({
    body: { EntryNo: newest(rows(db, 'workExperience'), 'EntryNo') },
  })),

  referees: example(e.referees, 'member', () => ({})),
  searchReferee: example(e.searchReferee, 'member', () => ({ body: { search: 'M1009' } })),
  addReferee: example(e.addReferee, 'member', ({ db }) => ({ body: referee(db) })),
  updateReferee: example(e.updateReferee, 'member', ({ db }) => ({
    body: { ...referee(db), lineNo: newest(rows(db, 'referees'), 'lineNo'), Designation: 'Chief Engineer' },
  })),
  sendRefereeEmail: example(e.sendRefereeEmail, 'member', ({ db }) => ({ body: { lineNo: newest(rows(db, 'referees'), 'lineNo') } })),
  removeReferee: example(e.removeReferee, 'member', ({ db }) => ({ body: { lineNo: newest(rows(db, 'referees'), 'lineNo') } })),
  refereeQuestions: example(e.refereeQuestions, null, ({ db }) => ({
    body: { memberNo: pending.profileId ?? '', code: unanswered(db).code },
  })),
  answerReferee: example(e.answerReferee, null, ({ db }) => ({
    body: {
      memberNo: pending.profileId ?? '',
      code: unanswered(db).code,
      response: 'Accept' as const,
      Remarks: 'A diligent graduate engineer; I recommend him.',
      Questions: {
        refereeResponse: db.refereeQuestions
          .findMany()
          .map((q) => ({ questionNo: q.questionNo, question: q.question, answer: 'Yes: observed over three years of site work.' })),
      },
    },
  })),
  refereeFormReport: example(e.refereeFormReport, 'member', ({ db }) => ({
    params: {
      entryNo: Math.min(
        ...rows(db, 'referees')
          .map((r) => r.EntryNo ?? 0)
          .filter((n) => n > 0),
      ),
    },
    body: {},
  })),

  specializations: example(e.specializations, 'member', () => ({})),
  addSpecialization: example(e.addSpecialization, 'member', () => ({ body: { Code: 'SP05', Description: 'Geotechnical Engineering' } })),
  updateSpecialization: example(e.updateSpecialization, 'member', ({ db }) => ({
    body: { lineNo: newest(rows(db, 'specializations'), 'lineNo'), Code: 'SP06', Description: 'Water Engineering' },
  })),

  institutions: example(e.institutions, 'member', () => ({})),
  addInstitution: example(e.addInstitution, 'member', () => ({
    body: {
      Institution: 'Kenya Society of Structural Engineers',
      memberNo: 'KSSE-0412',
      membershipType: 'Member',
      yearOfRegistration: '2018-03-01',
      attachment: pdf(),
    },
  })),
  updateInstitution: example(e.updateInstitution, 'member', ({ db }) => ({
    body: {
      lineNo: newest(rows(db, 'institutions'), 'lineNo'),
      Institution: 'Kenya Society of Structural Engineers',
      memberNo: 'KSSE-0412',
      membershipType: 'Fellow',
      yearOfRegistration: '2018-03-01',
    },
  })),
  removeInstitution: example(e.removeInstitution, 'member', ({ db }) => ({
    body: { lineNo: newest(rows(db, 'institutions'), 'lineNo') },
  })),

  convictions: example(e.convictions, 'member', () => ({})),
  addConviction: example(e.addConviction, 'member', () => ({
    body: { ConvictionDate: '2005-03-01', Offence: 'Careless driving', SentenceImposed: 'Fine of KES 5,000' },
  })),
  updateConviction: example(e.updateConviction, 'member', ({ db }) => ({
    body: {
      lineNo: newest(rows(db, 'convictions'), 'lineNo'),
      ConvictionDate: '2005-03-01',
      Offence: 'Careless driving',
      SentenceImposed: 'Fine of KES 4,000',
    },
  })),
  removeConviction: example(e.removeConviction, 'member', ({ db }) => ({ body: { lineNo: newest(rows(db, 'convictions'), 'lineNo') } })),
  // After the remove above member@ has none recorded again, so a No is accepted.
  convictionDeclaration: example(e.convictionDeclaration, 'member', () => ({})),
  declareConvictions: example(e.declareConvictions, 'member', () => ({ body: { answer: 'No' as const } })),

  attachments: example(e.attachments, 'member', () => ({})),
  addAttachment: example(e.addAttachment, 'member', () => ({
    body: { description: 'KRA', fileName: 'kra.pdf', attachmentType: 'KRA', attachment: pdf() },
  })),
  updateAttachment: example(e.updateAttachment, 'member', ({ db }) => ({
    body: {
      lineNo: newest(rows(db, 'attachments'), 'lineNo'),
      description: 'KRA PIN certificate (2026)',
      fileName: 'kra.pdf',
    },
  })),
  removeAttachment: example(e.removeAttachment, 'member', ({ db }) => ({
    body: { lineNo: newest(rows(db, 'attachments'), 'lineNo') },
  })),

  shareholders: example(e.shareholders, 'firm', () => ({})),
  addShareholder: example(e.addShareholder, 'firm', () => ({ body: { ...person, sharesHeld: 100 } })),
  updateShareholder: example(e.updateShareholder, 'firm', ({ db }) => ({
    body: { ...person, entryNo: newest(rows(db, 'shareholders'), 'entryNo'), sharesHeld: 150 },
  })),
  removeShareholder: example(e.removeShareholder, 'firm', ({ db }) => ({
    body: { entryNo: newest(rows(db, 'shareholders'), 'entryNo') },
  })),

  directors: example(e.directors, 'firm', () => ({})),
  addDirector: example(e.addDirector, 'firm', () => ({ body: person })),
  updateDirector: example(e.updateDirector, 'firm', ({ db }) => ({
    body: { ...person, entryNo: newest(rows(db, 'directors'), 'entryNo'), discipline: 'Structural Engineering' },
  })),
  removeDirector: example(e.removeDirector, 'firm', ({ db }) => ({ body: { entryNo: newest(rows(db, 'directors'), 'entryNo') } })),

  employees: example(e.employees, 'firm', () => ({})),
  employeeSetup: example(e.employeeSetup, 'firm', () => ({})),
  addEmployee: example(e.addEmployee, 'firm', () => ({ body: { code: 'TECH', count: 5 } })),
  updateEmployee: example(e.updateEmployee, 'firm', ({ db }) => ({
    body: { lineNo: newest(rows(db, 'employees'), 'lineNo'), code: 'TECH', count: 7 },
  })),
  removeEmployee: example(e.removeEmployee, 'firm', ({ db }) => ({ body: { lineNo: newest(rows(db, 'employees'), 'lineNo') } })),

  bankers: example(e.bankers, 'firm', () => ({})),
  addBanker: example(e.addBanker, 'firm', () => ({ body: { name: 'Equity Bank Kenya', address: 'Equity Centre, Upper Hill, Nairobi' } })),
  updateBanker: example(e.updateBanker, 'firm', ({ db }) => ({
    body: { lineNo: newest(rows(db, 'bankers'), 'lineNo'), name: 'Equity Bank Kenya', address: 'Equity Centre, Hospital Road, Nairobi' },
  })),
  removeBanker: example(e.removeBanker, 'firm', ({ db }) => ({ body: { lineNo: newest(rows(db, 'bankers'), 'lineNo') } })),

  facilities: example(e.facilities, 'firm', () => ({})),
  addFacility: example(e.addFacility, 'firm', () => ({
    body: { nameOfEquipment: 'Concrete test hammer', quantity: 3, ownership: 'Owned', File: pdf() },
  })),
  updateFacility: example(e.updateFacility, 'firm', ({ db }) => ({
    body: { lineNo: newest(rows(db, 'facilities'), 'lineNo'), nameOfEquipment: 'Concrete test hammer', quantity: 4 },
  })),
  removeFacility: example(e.removeFacility, 'firm', ({ db }) => ({ body: { lineNo: newest(rows(db, 'facilities'), 'lineNo') } })),

  services: example(e.services, 'firm', () => ({})),
  addService: example(e.addService, 'firm', () => ({
    body: { service: 'Project management', description: 'Management of building projects.' },
  })),
  updateService: example(e.updateService, 'firm', ({ db }) => ({
    body: {
      entryNo: newest(rows(db, 'services'), 'entryNo'),
      service: 'Project management',
      description: 'Management of building and road projects.',
    },
  })),
  removeService: example(e.removeService, 'firm', ({ db }) => ({ body: { entryNo: newest(rows(db, 'services'), 'entryNo') } })),

  checklist: example(e.checklist, 'member', () => ({ query: { category: 'PE', type: 'Application' as const } })),
  search: example(e.search, null, () => ({ query: { term: encodeBase64('Kamau'), page: 1 } })),
  searchShow: example(e.searchShow, null, () => ({ params: { profileId: mid } })),
  searchStats: example(e.searchStats, null, () => ({})),
};
