// Seeds the persona accounts (every scenario has them).
import { hashPassword } from '../../domain/password';
import type { SeedContext } from '../context';
import { DEMO_PASSWORD } from '../personas';

export async function seedAccounts(ctx: SeedContext): Promise<void> {
  for (const p of ctx.personas) {
    await ctx.db.accounts.create({
      id: p.userId,
      email: p.email,
      name: p.name,
      is_admin: p.isAdmin,
      is_approver: p.isApprover,
      type: p.type,
      category: p.category,
      // Only scenarios that seed the persona records give the personas their profiles (`fresh` seeds none).
      profile: ctx.size.personaRecords && p.profileId !== null,
      profile_id: ctx.size.personaRecords ? p.profileId : null,
      id_number: p.idNumber,
      phone_no: p.phone,
      email_verified_at: new Date(ctx.anchor.getTime() - 400 * 86_400_000).toISOString(),
      email_reminders: true,
      email_updates: true,
      sms_reminders: p.key !== 'arrears',
      sms_updates: false,
      passwordHash: hashPassword(DEMO_PASSWORD, p.email),
      deleted: false,
      created_at: new Date(ctx.anchor.getTime() - 400 * 86_400_000).toISOString(),
    });
  }
}
