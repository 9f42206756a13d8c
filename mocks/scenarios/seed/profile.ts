// Seeds the profile area's collections for a scenario: reference data always; persona profiles and their
// records when the scenario has persona records; then the register's generated members.
import type { SeedContext } from '../context';
import { seedMembers } from './profile/members';
import { seedPersonaProfiles } from './profile/personas';
import { seedProfileReference } from './profile/reference';

export async function seedProfile(ctx: SeedContext): Promise<void> {
  await seedProfileReference(ctx);
  if (ctx.size.personaRecords) await seedPersonaProfiles(ctx);
  await seedMembers(ctx);
}
