// Limits on guesses (issue 35 item 1, DECISIONS §F, docs/decisions/024): each rule allows `max` counted attempts
// in a sliding window of `windowMs`; past that the call is refused with 429 and a Retry-After until the oldest
// counted attempt leaves the window. Pure: the caller hands in the clock's now and the attempts it kept.

export interface AttemptRule {
  /** How many counted attempts the window holds before the next is refused. */
  max: number;
  windowMs: number;
}

/** The window of every rule (docs/decisions/024): long enough to make guessing slow, short enough to wait out. */
export const LIMIT_WINDOW_MS = 15 * 60_000;

export const LIMITS = {
  /** Wrong one-time codes per account (a new code does not reset it: one live code at a time, so per code too). */
  otpGuess: { max: 5, windowMs: LIMIT_WINDOW_MS },
  /** One-time codes sent per account (auth/send-otp, and the sign-in of an account never activated). */
  otpSend: { max: 3, windowMs: LIMIT_WINDOW_MS },
  /** Wrong passwords per e-mail address at auth/login (an unknown address counts the same). */
  passwordGuess: { max: 5, windowMs: LIMIT_WINDOW_MS },
  /** Wrong activation codes per ID number at auth/activation/activate. */
  activationGuess: { max: 5, windowMs: LIMIT_WINDOW_MS },
} as const satisfies Record<string, AttemptRule>;

export type LimitName = keyof typeof LIMITS;

/**
 * Seconds to wait before the next attempt is taken (at least 1), or 0 when it may be made now. `attempts` are the
 * moments (ms) of the counted attempts, in any order; those outside the window are ignored.
 */
export function waitSeconds(rule: AttemptRule, attempts: readonly number[], now: number): number {
  const inWindow = attempts.filter((at) => at > now - rule.windowMs).sort((a, b) => a - b);
  if (inWindow.length < rule.max) return 0;
  // The attempt whose leaving brings the count under max.
  const freeing = inWindow[inWindow.length - rule.max]!;
  return Math.max(1, Math.ceil((freeing + rule.windowMs - now) / 1000));
}
