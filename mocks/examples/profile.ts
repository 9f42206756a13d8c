// Working requests for the profile area, in an order where each call's preconditions hold.
import type { EndpointExample } from './example';

export const profileExamples: Record<string, EndpointExample> = {};
