// Account helpers shared by resolvers of several areas (auth, admin log-in-as, profile creation).
import type { User } from '#contract';
import type { Db } from '../db';
import type { Account } from '../db/accounts';
import type { Simulation } from '../simulation/simulation';

/** An account as the collection hands it out (update/delete need this, not a plain object). */
export type StoredAccount = NonNullable<ReturnType<Db['accounts']['findFirst']>>;

export function toUser(account: Account): User {
  const { passwordHash: _hash, deleted: _deleted, created_at: _created, ...user } = account;
  return user;
}

export async function openSession(db: Db, simulation: Simulation, account: Account) {
  const token = simulation.randomToken();
  await db.sessions.create({ token, userId: account.id, createdAt: simulation.now() });
  return { token, user: toUser(account) };
}

export const findAccountByEmail = (db: Db, email: string) =>
  db.accounts.findFirst((q) => q.where({ email: (e) => e.toLowerCase() === email.trim().toLowerCase(), deleted: false }));

export const findAccountById = (db: Db, id: number) => db.accounts.findFirst((q) => q.where({ id, deleted: false }));
