// The success texts of the access and settings calls that document 1 quotes, with its typos fixed as DECISIONS A
// says ('Otp' → 'OTP', 'Successful' → 'Successfully'): one place for the fake server, the machines and the tests.
export const accessMessages = {
  otpVerified: 'Successfully verified OTP',
  passwordChanged: 'Password Changed Successfully',
  /**
   * An activation request whose ID number, e-mail or phone is not the member's on file (issue 35 item 6; document 1
   * has no words for it, docs/spec/decisions.md §F): one message, which never says which field was wrong.
   */
  claimRefused: 'The details given do not match our records.',
  /** Under the claim's e-mail: which addresses are asked for, and where the code goes. */
  claimHint: 'The e-mail and mobile the body has on file for you: the code is sent there.',
  /** The code went to the member's addresses on file, not to what was typed (they are the same, or it was refused). */
  claimCodeSent: 'An activation code has been sent to the e-mail and phone we have on file for this member number.',
} as const;

/**
 * What a 429 of a limited guess (a code, a password) says, from its Retry-After seconds: the wait in whole minutes,
 * rounded up ("1 minute" singular). The fake server's message and the portal's screens say the same words.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** What auth/send-otp answers whether or not the id is an account waiting for a code (ids are not told apart). */
export const OTP_SEND_ANSWER = 'If this account is waiting for a code, a new code has been sent.';
