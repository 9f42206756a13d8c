// Endpoints of the profile area (see endpoints/index.ts for the areas).
import type { defineEndpoint } from '../endpoint';

export const profileEndpoints = {} satisfies Record<string, ReturnType<typeof defineEndpoint>>;
