// The one-time code (spec 1 §5): exactly 6 digits, surrounding spaces ignored. The same schema checks the OTP page
// (machine guard), the `verify-otp` body on the wire and the fake server's 422, so each side of the length is here.
import { describe, expect, it } from 'vitest';
import { OtpPayloadSchema } from '#contract/auth.ts';
import { firstIssueMessage, OtpSchema } from '#contract/rules.ts';

const ruleOf = (code: unknown) => {
  const parsed = OtpSchema.safeParse(code);
  return parsed.success ? parsed.data : firstIssueMessage(parsed.error);
};

describe('the OTP code rule', () => {
  it.each([
    ['6 digits', '123456', '123456'],
    ['6 digits with spaces around (trimmed)', ' 012345 ', '012345'],
  ])('accepts %s', (_name, code, read) => {
    expect(ruleOf(code)).toBe(read);
  });

  it.each([
    ['5 digits', '12345', 'The code must be 6 digits'],
    ['7 digits', '1234567', 'The code must be 6 digits'],
    ['a letter among 6', '12a456', 'The code must be 6 digits'],
    ['6 digits with a space inside', '123 456', 'The code must be 6 digits'],
    ['6 digits after another line', 'x\n123456', 'The code must be 6 digits'],
    ['6 digits before another line', '123456\nx', 'The code must be 6 digits'],
    ['nothing', '', 'Field is required'],
    ['spaces only', '   ', 'Field is required'],
    ['a number, not text', 123456, 'Field is required'],
  ])('refuses %s', (_name, code, message) => {
    expect(ruleOf(code)).toBe(message);
  });

  it('is the verify-otp body rule too', () => {
    expect(OtpPayloadSchema.safeParse({ otp_code: '12345', user_id: 1 }).success).toBe(false);
    expect(OtpPayloadSchema.safeParse({ otp_code: '123456', user_id: 1 }).success).toBe(true);
  });
});
