// The limits of issue 35 item 1 over the fake backend's `attempts` collection: each rule is one call. The rule's
// arithmetic is mocks/domain/attempt-limit.ts; this keeps the attempts, timed by the simulation's clock.
import { tooManyAttemptsMessage } from '#contract/access-messages.ts';
import type { Db } from '../../db';
import { NotFilled } from '../../db/lazy-collection';
import { LIMITS, waitSeconds, type LimitName } from '../../domain/attempt-limit';
import { tooManyAttempts } from '../../core/http-error';
import type { Simulation } from '../../simulation/simulation';

function attemptsOf(db: Db, simulation: Simulation, limit: LimitName, key: string): number[] {
  const since = simulation.now() - LIMITS[limit].windowMs;
  // Attempts out of every window are forgotten, so the collection stays as small as the traffic of one window.
  db.attempts.deleteMany((q) => q.where({ at: (at) => at <= since }));
  return db.attempts.findMany((q) => q.where({ limit, key })).map((a) => a.at);
}

/** Refuses with 429 and Retry-After while `key` has used up `limit` in the window. */
function refuseWhileLimited(db: Db, simulation: Simulation, limit: LimitName, key: string): void {
  const wait = waitSeconds(LIMITS[limit], attemptsOf(db, simulation, limit, key), simulation.now());
  if (wait > 0) throw tooManyAttempts(tooManyAttemptsMessage(wait), wait);
}

/** Counts one attempt of `key` against `limit` (a wrong guess, a code sent). */
async function countAttempt(db: Db, simulation: Simulation, limit: LimitName, key: string): Promise<void> {
  await db.attempts.create({ limit, key, at: simulation.now() });
}

/**
 * Runs a guess under `limit`: refused while limited; a guess that throws (a wrong code, a wrong password) is
 * counted and its refusal passes through unchanged, so the 5th wrong guess still answers as the first.
 */
export async function guessUnder<T>(db: Db, simulation: Simulation, limit: LimitName, key: string, guess: () => Promise<T>): Promise<T> {
  refuseWhileLimited(db, simulation, limit, key);
  try {
    return await guess();
  } catch (e) {
    // A read of a collection not filled yet is no guess: the call runs again once it is filled (decision 052).
    if (!(e instanceof NotFilled)) await countAttempt(db, simulation, limit, key);
    throw e;
  }
}

/** A resolver whose every refusal is a counted guess of `keyOf`'s key under `limit` (the wrapped code unchanged). */
export function limitedBy<C extends { db: Db; simulation: Simulation }, T>(
  limit: LimitName,
  keyOf: (ctx: C) => string,
  resolve: (ctx: C) => T | Promise<T>,
): (ctx: C) => Promise<T> {
  return (ctx) => guessUnder(ctx.db, ctx.simulation, limit, keyOf(ctx), async () => resolve(ctx));
}

/** Sends a code under the per-account send limit: refused with 429 once the window's sends are used up. */
export async function sendUnderLimit(db: Db, simulation: Simulation, key: string, send: () => Promise<void>): Promise<void> {
  refuseWhileLimited(db, simulation, 'otpSend', key);
  await countAttempt(db, simulation, 'otpSend', key);
  await send();
}
