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
