// Working requests for every endpoint, by area, in an order where each call's preconditions hold
// (register before verifyOtp, activation before activate…).
import { authExamples } from './auth';
import { setupExamples } from './setup';
import { profileExamples } from './profile';
import { membershipExamples } from './membership';
import type { EndpointExample } from './example';

export const examples: Record<string, Record<string, EndpointExample>> = {
  auth: authExamples,
  setup: setupExamples,
  profile: profileExamples,
  membership: membershipExamples,
};
