// Collections of the profile area.
import { Collection } from '@msw/data';
import { z } from 'zod';
import { ProfileSchema } from '../../src/contract/profile';

/** The stored profile: the contract's fields plus the owning account (null for members who never activated). */
export const ProfileRecordSchema = ProfileSchema.extend({ userId: z.number().int().nullable() });
export type ProfileRecord = z.infer<typeof ProfileRecordSchema>;

export function createProfileCollections() {
  return {
    profiles: new Collection({ schema: ProfileRecordSchema }),
  };
}
