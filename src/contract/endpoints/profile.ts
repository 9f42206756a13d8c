// Document 2 §7: the profile, its sub-lists, the referee form and the checklist; document 1 §2.5/§7: the public search.
// Sub-list rows are keyed by the spec's own key of each list (lineNo, EntryNo or entryNo); update and remove send it.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { DocumentAnswerSchema, envelope, listEnvelope, MessageAnswerSchema } from '../envelope';
import { ChecklistItemSchema, ChecklistKindSchema } from '../checklist';
import { requiredText, messages } from '../rules';
import { FirmBioCreateSchema, FirmBioSchema, FirmBioUpdateSchema, ProfileCreateSchema, ProfileSchema, ProfileUpdateSchema } from '../profile';
import {
  AttachmentInputSchema, AttachmentSchema, AttachmentUpdateSchema,
  BankerInputSchema, BankerSchema, BankerUpdateSchema,
  CertificationInputSchema, CertificationSchema, CertificationUpdateSchema,
  ContactInputSchema, ContactSchema,
  ConvictionInputSchema, ConvictionSchema, ConvictionUpdateSchema,
  DirectorInputSchema, DirectorSchema, DirectorUpdateSchema,
  EmployeeInputSchema, EmployeeSchema, EmployeeTypeSchema, EmployeeUpdateSchema,
  FacilityInputSchema, FacilitySchema, FacilityUpdateSchema,
  InstitutionInputSchema, InstitutionSchema, InstitutionUpdateSchema,
  RefereeInputSchema, RefereeRowRefSchema, RefereeSchema, RefereeSearchResultSchema, RefereeSearchSchema, RefereeUpdateSchema,
  RemoveByEntryLowerSchema, RemoveByEntrySchema, RemoveByLineSchema,
  ServiceInputSchema, ServiceSchema, ServiceUpdateSchema,
  ShareholderInputSchema, ShareholderSchema, ShareholderUpdateSchema,
  SpecializationInputSchema, SpecializationSchema, SpecializationUpdateSchema,
  WorkExperienceInputSchema, WorkExperienceSchema, WorkExperienceUpdateSchema,
} from '../profile-lists';
import { RefereeAnswerResultSchema, RefereeAnswerSchema, RefereeFormSchema, RefereeQuestionsQuerySchema } from '../profile-referee';
import { MemberSearchPageSchema, MemberSearchQuerySchema, MemberStatsSchema, PublicMemberCardSchema } from '../profile-search';

const spec = '2 §7';
const searchSpec = '1 §2.5, §7';
const member = 'member' as const;

export const profileEndpoints = {
  // ------------------------------------------------------------ bio
  profile: defineEndpoint({ method: 'GET', path: 'profile', access: member, spec, summary: "The caller's profile", answer: envelope(ProfileSchema) }),
  createProfile: defineEndpoint({
    method: 'POST', path: 'profile', access: member, spec, summary: 'Create the individual profile (initiate-profile)',
    body: ProfileCreateSchema, encoding: 'form', answer: envelope(ProfileSchema),
  }),
  updateProfile: defineEndpoint({
    method: 'POST', path: 'profile/update', access: member, spec, summary: 'Update the bio, or confirm the name (confirmed + ProfileID)',
    body: ProfileUpdateSchema, encoding: 'form', answer: envelope(ProfileSchema),
  }),
  firmBio: defineEndpoint({ method: 'GET', path: 'profile/firmBio', access: member, spec, summary: "The caller's firm bio", answer: envelope(FirmBioSchema) }),
  createFirmBio: defineEndpoint({ method: 'POST', path: 'profile/firmBio', access: member, spec, summary: 'Create the firm profile (initiate-firm)', body: FirmBioCreateSchema, answer: envelope(FirmBioSchema) }),
  updateFirmBio: defineEndpoint({ method: 'POST', path: 'profile/firmBio/update', access: member, spec, summary: 'Update the firm bio', body: FirmBioUpdateSchema, answer: envelope(FirmBioSchema) }),

  // ------------------------------------------------------------ contacts (no update call: POST with lineNo updates)
  contacts: defineEndpoint({ method: 'GET', path: 'profile/contact', access: member, spec, summary: 'Contacts', answer: listEnvelope(ContactSchema) }),
  saveContact: defineEndpoint({ method: 'POST', path: 'profile/contact', access: member, spec, summary: 'Add a contact, or update one (lineNo)', body: ContactInputSchema, answer: envelope(ContactSchema) }),
  removeContact: defineEndpoint({ method: 'POST', path: 'profile/contact/remove', access: member, spec, summary: 'Remove a contact', body: RemoveByLineSchema, answer: MessageAnswerSchema }),

  // ------------------------------------------------------------ certifications
  certifications: defineEndpoint({ method: 'GET', path: 'profile/certification', access: member, spec, summary: 'Qualifications', answer: listEnvelope(CertificationSchema) }),
  addCertification: defineEndpoint({ method: 'POST', path: 'profile/certification', access: member, spec, summary: 'Add a qualification (certificate PDF, transcripts for Foreign)', body: CertificationInputSchema, encoding: 'form', answer: envelope(CertificationSchema) }),
  updateCertification: defineEndpoint({ method: 'POST', path: 'profile/certification/update', access: member, spec, summary: 'Update a qualification', body: CertificationUpdateSchema, encoding: 'form', answer: envelope(CertificationSchema) }),
  removeCertification: defineEndpoint({ method: 'POST', path: 'profile/certification/remove', access: member, spec, summary: 'Remove a qualification', body: RemoveByEntrySchema, answer: MessageAnswerSchema }),

  // ------------------------------------------------------------ work experience
  workExperience: defineEndpoint({ method: 'GET', path: 'profile/work-experience', access: member, spec, summary: 'Work experience', answer: listEnvelope(WorkExperienceSchema) }),
  addWorkExperience: defineEndpoint({ method: 'POST', path: 'profile/work-experience', access: member, spec, summary: 'Add work experience', body: WorkExperienceInputSchema, answer: envelope(WorkExperienceSchema) }),
  updateWorkExperience: defineEndpoint({ method: 'POST', path: 'profile/work-experience/update', access: member, spec, summary: 'Update work experience', body: WorkExperienceUpdateSchema, answer: envelope(WorkExperienceSchema) }),
  removeWorkExperience: defineEndpoint({ method: 'POST', path: 'profile/work-experience/remove', access: member, spec, summary: 'Remove work experience', body: RemoveByEntrySchema, answer: MessageAnswerSchema }),

  // ------------------------------------------------------------ referees
  referees: defineEndpoint({ method: 'GET', path: 'profile/referee', access: member, spec, summary: 'Referees with their responses', answer: listEnvelope(RefereeSchema) }),
  addReferee: defineEndpoint({ method: 'POST', path: 'profile/referee/add', access: member, spec, summary: 'Add a referee: e-mails the request link', body: RefereeInputSchema, answer: envelope(RefereeSchema) }),
  updateReferee: defineEndpoint({ method: 'POST', path: 'profile/referee/update', access: member, spec, summary: 'Update a referee: e-mails a new request link', body: RefereeUpdateSchema, answer: envelope(RefereeSchema) }),
  removeReferee: defineEndpoint({ method: 'POST', path: 'profile/referee/remove', access: member, spec, summary: 'Remove a referee', body: RemoveByLineSchema, answer: MessageAnswerSchema }),
  sendRefereeEmail: defineEndpoint({ method: 'POST', path: 'profile/referee/send_email', access: member, spec, summary: "Resend the request e-mail ('Email Sent')", body: RefereeRowRefSchema, answer: MessageAnswerSchema }),
  searchReferee: defineEndpoint({ method: 'POST', path: 'profile/referee/search', access: member, spec, summary: 'Find a member by member number to prefill the referee form', body: RefereeSearchSchema, answer: envelope(RefereeSearchResultSchema) }),

  // ------------------------------------------------------------ referee form (the link is the credential)
  refereeQuestions: defineEndpoint({ method: 'GET', path: 'questions', access: 'public', spec, summary: 'The referee form of a request (decoded memberNo and code)', query: RefereeQuestionsQuerySchema, answer: envelope(RefereeFormSchema) }),
  answerReferee: defineEndpoint({ method: 'POST', path: 'questions/update', access: 'public', spec, summary: 'Accept (with answers) or reject (with remarks) a referee request', body: RefereeAnswerSchema, answer: listEnvelope(RefereeAnswerResultSchema) }),
  refereeFormReport: defineEndpoint({ method: 'GET', path: 'questions/refereeForm/:entryNo', access: member, spec, summary: "The referee report PDF (the applicant's own referees only)", answer: DocumentAnswerSchema }),

  // ------------------------------------------------------------ specialization (no remove call in the spec)
  specializations: defineEndpoint({ method: 'GET', path: 'profile/specialization', access: member, spec, summary: 'Specializations', answer: listEnvelope(SpecializationSchema) }),
  addSpecialization: defineEndpoint({ method: 'POST', path: 'profile/specialization', access: member, spec, summary: 'Add a specialization', body: SpecializationInputSchema, answer: envelope(SpecializationSchema) }),
  updateSpecialization: defineEndpoint({ method: 'POST', path: 'profile/specialization/update', access: member, spec, summary: 'Update a specialization', body: SpecializationUpdateSchema, answer: envelope(SpecializationSchema) }),

  // ------------------------------------------------------------ institutions
  institutions: defineEndpoint({ method: 'GET', path: 'profile/institution', access: member, spec, summary: 'Professional memberships', answer: listEnvelope(InstitutionSchema) }),
  addInstitution: defineEndpoint({ method: 'POST', path: 'profile/institution', access: member, spec, summary: 'Add a professional membership (certificate PDF)', body: InstitutionInputSchema, encoding: 'form', answer: envelope(InstitutionSchema) }),
  updateInstitution: defineEndpoint({ method: 'POST', path: 'profile/institution/update', access: member, spec, summary: 'Update a professional membership', body: InstitutionUpdateSchema, encoding: 'form', answer: envelope(InstitutionSchema) }),
  removeInstitution: defineEndpoint({ method: 'POST', path: 'profile/institution/remove', access: member, spec, summary: 'Remove a professional membership', body: RemoveByLineSchema, answer: MessageAnswerSchema }),

  // ------------------------------------------------------------ convictions
  convictions: defineEndpoint({ method: 'GET', path: 'profile/convictions', access: member, spec, summary: 'Convictions', answer: listEnvelope(ConvictionSchema) }),
  addConviction: defineEndpoint({ method: 'POST', path: 'profile/convictions', access: member, spec, summary: 'Declare a conviction', body: ConvictionInputSchema, answer: envelope(ConvictionSchema) }),
  updateConviction: defineEndpoint({ method: 'POST', path: 'profile/convictions/update', access: member, spec, summary: 'Update a conviction', body: ConvictionUpdateSchema, answer: envelope(ConvictionSchema) }),
  removeConviction: defineEndpoint({ method: 'POST', path: 'profile/convictions/remove', access: member, spec, summary: 'Remove a conviction', body: RemoveByLineSchema, answer: MessageAnswerSchema }),

  // ------------------------------------------------------------ attachments
  attachments: defineEndpoint({ method: 'GET', path: 'profile/attachments', access: member, spec, summary: 'Attachments', answer: listEnvelope(AttachmentSchema) }),
  addAttachment: defineEndpoint({ method: 'POST', path: 'profile/attachments', access: member, spec, summary: 'Add an attachment (PDF)', body: AttachmentInputSchema, encoding: 'form', answer: envelope(AttachmentSchema) }),
  updateAttachment: defineEndpoint({ method: 'POST', path: 'profile/attachments/update', access: member, spec, summary: 'Update an attachment', body: AttachmentUpdateSchema, encoding: 'form', answer: envelope(AttachmentSchema) }),
  removeAttachment: defineEndpoint({ method: 'POST', path: 'profile/attachments/remove', access: member, spec, summary: 'Remove an attachment', body: RemoveByLineSchema, answer: MessageAnswerSchema }),

  // ------------------------------------------------------------ shareholders
  shareholders: defineEndpoint({ method: 'GET', path: 'profile/shareholders', access: member, spec, summary: 'Shareholders', answer: listEnvelope(ShareholderSchema) }),
  addShareholder: defineEndpoint({ method: 'POST', path: 'profile/shareholders', access: member, spec, summary: 'Add a shareholder', body: ShareholderInputSchema, answer: envelope(ShareholderSchema) }),
  updateShareholder: defineEndpoint({ method: 'POST', path: 'profile/shareholders/update', access: member, spec, summary: 'Update a shareholder', body: ShareholderUpdateSchema, answer: envelope(ShareholderSchema) }),
  removeShareholder: defineEndpoint({ method: 'POST', path: 'profile/shareholders/remove', access: member, spec, summary: 'Remove a shareholder', body: RemoveByEntryLowerSchema, answer: MessageAnswerSchema }),

  // ------------------------------------------------------------ directors
  directors: defineEndpoint({ method: 'GET', path: 'profile/directors', access: member, spec, summary: 'Directors', answer: listEnvelope(DirectorSchema) }),
  addDirector: defineEndpoint({ method: 'POST', path: 'profile/directors', access: member, spec, summary: 'Add a director (a Member needs a known registration number)', body: DirectorInputSchema, answer: envelope(DirectorSchema) }),
  updateDirector: defineEndpoint({ method: 'POST', path: 'profile/directors/update', access: member, spec, summary: 'Update a director', body: DirectorUpdateSchema, answer: envelope(DirectorSchema) }),
  removeDirector: defineEndpoint({ method: 'POST', path: 'profile/directors/remove', access: member, spec, summary: 'Remove a director', body: RemoveByEntryLowerSchema, answer: MessageAnswerSchema }),

  // ------------------------------------------------------------ employees
  employees: defineEndpoint({ method: 'GET', path: 'profile/employees', access: member, spec, summary: 'Employee counts by type', answer: listEnvelope(EmployeeSchema) }),
  employeeSetup: defineEndpoint({ method: 'GET', path: 'profile/employees/employeeSetup', access: member, spec, summary: 'Employee types (code, description)', answer: listEnvelope(EmployeeTypeSchema) }),
  addEmployee: defineEndpoint({ method: 'POST', path: 'profile/employees', access: member, spec, summary: 'Add an employee count', body: EmployeeInputSchema, answer: envelope(EmployeeSchema) }),
  updateEmployee: defineEndpoint({ method: 'POST', path: 'profile/employees/update', access: member, spec, summary: 'Update an employee count', body: EmployeeUpdateSchema, answer: envelope(EmployeeSchema) }),
  removeEmployee: defineEndpoint({ method: 'POST', path: 'profile/employees/remove', access: member, spec, summary: 'Remove an employee count', body: RemoveByLineSchema, answer: MessageAnswerSchema }),

  // ------------------------------------------------------------ bankers
  bankers: defineEndpoint({ method: 'GET', path: 'profile/bankers', access: member, spec, summary: 'Bankers', answer: listEnvelope(BankerSchema) }),
  addBanker: defineEndpoint({ method: 'POST', path: 'profile/bankers', access: member, spec, summary: 'Add a banker', body: BankerInputSchema, answer: envelope(BankerSchema) }),
  updateBanker: defineEndpoint({ method: 'POST', path: 'profile/bankers/update', access: member, spec, summary: 'Update a banker', body: BankerUpdateSchema, answer: envelope(BankerSchema) }),
  removeBanker: defineEndpoint({ method: 'POST', path: 'profile/bankers/remove', access: member, spec, summary: 'Remove a banker', body: RemoveByLineSchema, answer: MessageAnswerSchema }),

  // ------------------------------------------------------------ facilities
  facilities: defineEndpoint({ method: 'GET', path: 'profile/facilities', access: member, spec, summary: 'Facilities and equipment', answer: listEnvelope(FacilitySchema) }),
  addFacility: defineEndpoint({ method: 'POST', path: 'profile/facilities', access: member, spec, summary: 'Add a facility (ownership evidence PDF)', body: FacilityInputSchema, encoding: 'form', answer: envelope(FacilitySchema) }),
  updateFacility: defineEndpoint({ method: 'POST', path: 'profile/facilities/update', access: member, spec, summary: 'Update a facility', body: FacilityUpdateSchema, encoding: 'form', answer: envelope(FacilitySchema) }),
  removeFacility: defineEndpoint({ method: 'POST', path: 'profile/facilities/remove', access: member, spec, summary: 'Remove a facility', body: RemoveByLineSchema, answer: MessageAnswerSchema }),

  // ------------------------------------------------------------ services
  services: defineEndpoint({ method: 'GET', path: 'profile/services', access: member, spec, summary: 'Services offered', answer: listEnvelope(ServiceSchema) }),
  addService: defineEndpoint({ method: 'POST', path: 'profile/services', access: member, spec, summary: 'Add a service', body: ServiceInputSchema, answer: envelope(ServiceSchema) }),
  updateService: defineEndpoint({ method: 'POST', path: 'profile/services/update', access: member, spec, summary: 'Update a service', body: ServiceUpdateSchema, answer: envelope(ServiceSchema) }),
  removeService: defineEndpoint({ method: 'POST', path: 'profile/services/remove', access: member, spec, summary: 'Remove a service', body: RemoveByEntryLowerSchema, answer: MessageAnswerSchema }),

  // ------------------------------------------------------------ checklist
  checklist: defineEndpoint({
    method: 'GET', path: 'checklist', access: member, spec, summary: "The caller's requirements checklist for a category and kind",
    query: z.object({ category: requiredText(messages.fieldRequired, 50), type: ChecklistKindSchema }),
    answer: listEnvelope(ChecklistItemSchema),
  }),

  // ------------------------------------------------------------ public search
  search: defineEndpoint({
    method: 'GET', path: 'profile/search', access: 'public', spec: searchSpec, summary: 'Member Checker: 20 members per page and the total count',
    query: MemberSearchQuerySchema, answer: envelope(MemberSearchPageSchema),
  }),
  searchShow: defineEndpoint({ method: 'GET', path: 'profile/search/show/:profileId', access: 'public', spec: searchSpec, summary: "A member's public card", answer: envelope(PublicMemberCardSchema) }),
  searchStats: defineEndpoint({ method: 'GET', path: 'profile/search/stats', access: 'public', spec: searchSpec, summary: 'Grouped counts for the Summary cards', answer: envelope(MemberStatsSchema) }),
};
