// Endpoints of the membership area (see endpoints/index.ts for the areas).
import type { defineEndpoint } from '../endpoint';

export const membershipEndpoints = {} satisfies Record<string, ReturnType<typeof defineEndpoint>>;
