// Accounts, sessions, one-time codes and the counted attempts of limited guesses.
import { lazyCollection } from './lazy-collection';
import { z } from '#contract/mini.ts';
import { UserSchema } from '#contract';

const AccountSchema = z.object({
  ...UserSchema.shape,
  passwordHash: z.string(),
  /** Set when the account is disabled by deletion; kept so ids are never reused. */
  deleted: z.boolean(),
  created_at: z.string(),
});
export type Account = z.infer<typeof AccountSchema>;

const SessionRecordSchema = z.object({
  token: z.string(),
  userId: z.number().check(z.int()),
  createdAt: z.number(),
  /**
   * Set on a session "Log in as" gave an administrator (docs/decisions/026): whose it was, and when that
   * administrator signed in (their session's absolute lifetime carries over to the one `auth/return` answers).
   */
  actingFor: z.optional(z.object({ userId: z.number().check(z.int()), since: z.number() })),
});

const CodeSchema = z.object({
  kind: z.enum(['email', 'otp', 'reset', 'activation', 'submission']),
  code: z.string(),
  userId: z.nullable(z.number().check(z.int())),
  /** Free reference: member number for activation, application code for submission. */
  ref: z.string(),
  expiresAt: z.number(),
  used: z.boolean(),
});
export type Code = z.infer<typeof CodeSchema>;

/** One counted attempt of a limited guess or send (mocks/domain/attempt-limit.ts): which rule, whose, when. */
const AttemptSchema = z.object({ limit: z.string(), key: z.string(), at: z.number() });

export function createAccountCollections() {
  return {
    accounts: lazyCollection({ schema: AccountSchema }),
    sessions: lazyCollection({ schema: SessionRecordSchema }),
    codes: lazyCollection({ schema: CodeSchema }),
    attempts: lazyCollection({ schema: AttemptSchema }),
  };
}
