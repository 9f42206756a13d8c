// One-time codes: OTP (10 min), e-mail activation (48 h), password reset (60 min), member activation (48 h).
import type { Db } from '../../db';
import type { Code } from '../../db/accounts';
import type { Simulation } from '../../simulation/simulation';
import { unprocessable } from '../../core/http-error';
import { hrefTo } from '#contract/routes.ts';

const CODE_LIFETIME_MS: Record<Code['kind'], number> = {
  otp: 10 * 60_000,
  submission: 10 * 60_000,
  email: 48 * 3_600_000,
  activation: 48 * 3_600_000,
  reset: 60 * 60_000,
};

export async function issueCode(db: Db, simulation: Simulation, kind: Code['kind'], userId: number | null, ref: string): Promise<string> {
  // A new code replaces any earlier one of the same kind for the same user or reference.
  await db.codes.updateMany((q) => q.where({ kind, used: false, ...(userId !== null ? { userId } : { ref }) }), {
    data: (c) => void (c.used = true),
  });
  const code =
    kind === 'otp' || kind === 'submission'
      ? simulation.randomDigits(6)
      : kind === 'activation'
        ? simulation.randomDigits(8)
        : simulation.randomToken();
  await db.codes.create({ kind, code, userId, ref, expiresAt: simulation.now() + CODE_LIFETIME_MS[kind], used: false });
  return code;
}

/** Finds a live code and marks it used; the messages say what went wrong without leaking whose code it is. */
export async function consumeCode(
  db: Db,
  simulation: Simulation,
  kind: Code['kind'],
  code: string,
  match: Partial<Pick<Code, 'userId' | 'ref'>> = {},
): Promise<Code> {
  const found = db.codes.findFirst((q) => q.where({ kind, code: code.trim(), ...match }));
  const label = kind === 'otp' || kind === 'submission' ? 'code' : kind === 'reset' ? 'reset link' : 'activation code';
  if (!found) throw unprocessable(`The ${label} is not valid.`);
  if (found.used) throw unprocessable(`The ${label} has already been used.`);
  if (found.expiresAt < simulation.now()) throw unprocessable(`The ${label} has expired. Request a new one.`);
  await db.codes.update(found, { data: (c) => void (c.used = true) });
  return found;
}

/** What application/submit answers without a live grant. */
const SUBMISSION_UNVERIFIED = 'Verify the code we sent you before submitting the application.';

/**
 * A checked code's grant to submit an application (kind submission, 10 minutes, one use): auth/verify-otp gives it
 * to the signed-in member, application/submit takes it. A newer check replaces an unused one.
 */
export async function grantSubmission(db: Db, simulation: Simulation, userId: number): Promise<void> {
  await issueCode(db, simulation, 'submission', userId, String(userId));
}

/** Takes the member's live submission grant; without one the submission is refused with what to do. */
export async function takeSubmissionGrant(db: Db, simulation: Simulation, userId: number): Promise<void> {
  const live = db.codes.findFirst((q) => q.where({ kind: 'submission', userId, used: false, expiresAt: (t) => t >= simulation.now() }));
  if (!live) throw unprocessable(SUBMISSION_UNVERIFIED);
  await db.codes.update(live, { data: (c) => void (c.used = true) });
}

/** E-mails a password-reset link (forgot password, and an admin's "send password-reset link"). */
export async function sendResetLink(db: Db, simulation: Simulation, account: { id: number; email: string }): Promise<void> {
  const token = await issueCode(db, simulation, 'reset', account.id, String(account.id));
  await simulation.send({
    channel: 'email',
    to: account.email,
    subject: 'Reset your password',
    body: 'Open the link below to choose a new password. It expires in 60 minutes.',
    links: [hrefTo('resetPassword', { code: token })],
    codes: [],
  });
}
