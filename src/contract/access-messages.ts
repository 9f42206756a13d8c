// The success texts of the access and settings calls that document 1 quotes, with its typos fixed as DECISIONS A
// says ('Otp' → 'OTP', 'Successful' → 'Successfully'): one place for the fake server, the machines and the tests.
export const accessMessages = {
  otpVerified: 'Successfully verified OTP',
  passwordChanged: 'Password Changed Successfully',
} as const;
