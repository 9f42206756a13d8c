// Working requests for every endpoint, by area, in an order where each call's preconditions hold
// (register before verifyOtp, activation before activate…); a plain read's example is derived where not written.
import { endpoints } from '#contract';
import { authExamples } from './auth';
import { setupExamples } from './setup';
import { profileExamples } from './profile';
import { membershipExamples } from './membership';
import { withDerived, type EndpointExample } from './example';

export const examples: Record<string, Record<string, EndpointExample>> = {
  auth: withDerived(endpoints.auth, authExamples),
  setup: withDerived(endpoints.setup, setupExamples),
  profile: withDerived(endpoints.profile, profileExamples),
  membership: withDerived(endpoints.membership, membershipExamples),
};
