// Collections of the profile area: profiles, firm bios, the sub-lists (one per list of `profileSubLists`, rows keyed by
// ProfileID/profileID plus the spec's line or entry number, numbered per profile), and the area's reference data (checklist requirements,
// employee types, referee questions).
import type { Collection } from '@msw/data';
import { lazyCollection } from './lazy-collection';
import { z } from '#contract/mini.ts';
import { ChecklistKindSchema } from '#contract/checklist.ts';
import { FirmBioSchema, ProfileSchema } from '#contract/profile.ts';
import { ConvictionDeclarationSchema } from '#contract/declarations.ts';
import { EmployeeTypeSchema, profileSubLists, RefereeSchema } from '#contract/profile-lists.ts';
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

type SubList = (typeof profileSubLists)[number];
export type SubListName = SubList['name'];

/** The lists whose collection is named otherwise (the name `attachments`, `employees`, `services` is taken or vague). */
export const STORED_AS = {
  attachments: 'profileAttachments',
  employees: 'employeeCounts',
  services: 'firmServices',
} as const satisfies Partial<Record<SubListName, string>>;
type StoredName<Name extends SubListName> = Name extends keyof typeof STORED_AS ? (typeof STORED_AS)[Name] : Name;

/** Referees keep more than their row (the link's code, the answers): their collection is made by hand below. */
type PlainList = Exclude<SubList, { name: 'referees' }>;
type SubListCollections = { [List in PlainList as StoredName<List['name']>]: Collection<List['item']> };

/** One collection per sub-list of the contract, of its row schema: a new list is stored as soon as it is defined. */
function createSubListCollections(): SubListCollections {
  const storedAs: Partial<Record<string, string>> = STORED_AS;
  const made = profileSubLists
    .filter((list) => list.name !== 'referees')
    .map((list) => [storedAs[list.name] ?? list.name, lazyCollection({ schema: list.item })]);
  return Object.fromEntries(made) as SubListCollections;
}

export function createProfileCollections() {
  return {
    profiles: lazyCollection({ schema: ProfileRecordSchema }),
    firmBios: lazyCollection({ schema: FirmBioRecordSchema }),
    ...createSubListCollections(),
    referees: lazyCollection({ schema: RefereeRecordSchema }),
    /** One per profile that has answered the convictions question (spec §F); none is no declaration. */
    convictionDeclarations: lazyCollection({ schema: ConvictionDeclarationSchema }),
    employeeTypes: lazyCollection({ schema: EmployeeTypeSchema }),
    refereeQuestions: lazyCollection({ schema: RefereeQuestionDefSchema }),
    checklistRequirements: lazyCollection({ schema: ChecklistRequirementSchema }),
  };
}
