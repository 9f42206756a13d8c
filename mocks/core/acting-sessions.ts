// "Log in as" on the server's side (spec 1 §4, docs/decisions/026). The session given to an administrator is bound
// to them: the administrator's own token ends when they log in as a user, so the browser holds nothing of theirs
// while acting, and the acting token alone brings them back (`auth/return`, a fresh token). Ending the acting
// session any other way (logout, deletion) ends the binding with it, so the way back is gone too.
import type { Session } from '#contract';
import type { Db } from '../db';
import type { Account } from '../db/accounts';
import type { Simulation } from '../simulation/simulation';
import { findAccountById, toUser } from './accounts';
import { forbidden } from './http-error';

export const ACTING_MESSAGES = {
  notActing: 'This session was not opened by Log in as.',
  adminGone: 'The administrator of this session can no longer administer.',
  returned: 'Back to your administrator session.',
} as const;

/** Opens `member`'s session for the administrator signed in with `adminToken`, whose session ends here. */
export async function openActingSession(db: Db, simulation: Simulation, member: Account, adminToken: string | null): Promise<Session> {
  const admin = adminToken ? db.sessions.findFirst((q) => q.where({ token: adminToken })) : undefined;
  if (!admin || !adminToken) throw forbidden();
  db.sessions.deleteMany((q) => q.where({ token: adminToken }));
  const token = simulation.randomToken();
  await db.sessions.create({
    token,
    userId: member.id,
    createdAt: simulation.now(),
    actingFor: { userId: admin.userId, since: admin.createdAt },
  });
  return { token, user: toUser(member) };
}

/** Ends the acting session of `token` and answers its administrator's session, with a new token. */
export async function returnToAdmin(db: Db, simulation: Simulation, token: string | null): Promise<Session> {
  const acting = token ? db.sessions.findFirst((q) => q.where({ token })) : undefined;
  if (!acting?.actingFor || !token) throw forbidden(ACTING_MESSAGES.notActing);
  const { userId, since } = acting.actingFor;
  db.sessions.deleteMany((q) => q.where({ token }));
  const admin = findAccountById(db, userId);
  if (!admin?.is_admin) throw forbidden(ACTING_MESSAGES.adminGone);
  const fresh = simulation.randomToken();
  await db.sessions.create({ token: fresh, userId, createdAt: since });
  return { token: fresh, user: toUser(admin) };
}
