// Collections of the profile area: profiles, firm bios, the sub-lists (rows keyed by ProfileID/profileID plus the
// spec's line or entry number, numbered per profile), and the area's reference data (checklist requirements,
// employee types, referee questions).
import { Collection } from '@msw/data';
import { z } from '#contract/mini.ts';
import { ChecklistKindSchema } from '#contract/checklist.ts';
import { FirmBioSchema, ProfileSchema } from '#contract/profile.ts';
import { ConvictionDeclarationSchema } from '#contract/declarations.ts';
import {
  AttachmentSchema,
  BankerSchema,
  CertificationSchema,
  ContactSchema,
  ConvictionSchema,
  DirectorSchema,
  EmployeeSchema,
  EmployeeTypeSchema,
  FacilitySchema,
  InstitutionSchema,
  RefereeSchema,
  ServiceSchema,
  ShareholderSchema,
  SpecializationSchema,
  WorkExperienceSchema,
} from '#contract/profile-lists.ts';
import { RefereeQuestionSchema } from '#contract/profile-referee.ts';

/** The stored profile: the contract's fields plus the owning account (null for members who never activated). */
const ProfileRecordSchema = z.extend(ProfileSchema, { userId: z.nullable(z.number().check(z.int())) });
export type ProfileRecord = z.infer<typeof ProfileRecordSchema>;

/** MemberNo and MemberShipType are read from the profile. */
const FirmBioRecordSchema = z.omit(FirmBioSchema, { MemberNo: true, MemberShipType: true });

/** A referee row plus what only the server knows: the request code of the link, and the answers. */
const RefereeRecordSchema = z.extend(RefereeSchema, {
  code: z.string(),
  answers: z.array(RefereeQuestionSchema),
  answeredAt: z.string(),
});
export type RefereeRecord = z.infer<typeof RefereeRecordSchema>;

const ChecklistRequirementSchema = z.object({
  /** Membership category code the requirement belongs to. */
  category: z.string(),
  kind: ChecklistKindSchema,
  /** PROFILE, PICTURE, CONTACTS… (also the component route name). */
  checkListType: z.string(),
  description: z.string(),
  order: z.number().check(z.int()),
});

const RefereeQuestionDefSchema = z.object({ questionNo: z.number().check(z.int()), question: z.string() });

export function createProfileCollections() {
  return {
    profiles: new Collection({ schema: ProfileRecordSchema }),
    firmBios: new Collection({ schema: FirmBioRecordSchema }),
    contacts: new Collection({ schema: ContactSchema }),
    certifications: new Collection({ schema: CertificationSchema }),
    workExperience: new Collection({ schema: WorkExperienceSchema }),
    referees: new Collection({ schema: RefereeRecordSchema }),
    specializations: new Collection({ schema: SpecializationSchema }),
    institutions: new Collection({ schema: InstitutionSchema }),
    convictions: new Collection({ schema: ConvictionSchema }),
    /** One per profile that has answered the convictions question (spec §F); none is no declaration. */
    convictionDeclarations: new Collection({ schema: ConvictionDeclarationSchema }),
    profileAttachments: new Collection({ schema: AttachmentSchema }),
    shareholders: new Collection({ schema: ShareholderSchema }),
    directors: new Collection({ schema: DirectorSchema }),
    employeeCounts: new Collection({ schema: EmployeeSchema }),
    employeeTypes: new Collection({ schema: EmployeeTypeSchema }),
    bankers: new Collection({ schema: BankerSchema }),
    facilities: new Collection({ schema: FacilitySchema }),
    firmServices: new Collection({ schema: ServiceSchema }),
    refereeQuestions: new Collection({ schema: RefereeQuestionDefSchema }),
    checklistRequirements: new Collection({ schema: ChecklistRequirementSchema }),
  };
}
