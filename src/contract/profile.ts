// The member profile: the fields the shell uses (document 1 §3) plus the bio (ours to define: document 2 §3 leaves it open).
import { z } from 'zod';

export const MemberInformationSchema = z.object({
  No: z.string(),
  Status: z.string(),
  Registration_Date: z.string(),
});

export const ProfileSchema = z.object({
  ProfileID: z.string(),
  type: z.enum(['Individual', 'Corporate']),
  Title: z.string(),
  FirstName: z.string(),
  /** Shown as Other Names. */
  SecondName: z.string(),
  LastName: z.string(),
  Gender: z.enum(['Male', 'Female', '']),
  /** yyyy-mm-dd; 0001-01-01 means empty. */
  DateOfBirth: z.string(),
  IdentificationDocumentNo: z.string(),
  Nationality: z.string(),
  Email: z.string(),
  PhoneNo: z.string(),
  Discipline: z.string(),
  MemberNo: z.string(),
  CustomerNo: z.string(),
  /** Membership category code. */
  MemberShipType: z.string(),
  confirmed: z.boolean(),
  ProfileComplete: z.boolean(),
  InGoodStanding: z.boolean(),
  /** Reasons separated by backslash. */
  goodStandingMessage: z.string(),
  memberInformation: z.array(MemberInformationSchema),
  /** base64 image or empty: the view falls back to a default avatar. */
  Image: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;
