// Working requests for the shell area (settings, admin, company, setup lookups).
import type { EndpointExample } from './example';

export const shellExamples: Record<string, EndpointExample> = {};
