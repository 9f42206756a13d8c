// Endpoints of the shell area (see endpoints/index.ts for the areas).
import type { defineEndpoint } from '../endpoint';

export const shellEndpoints = {} satisfies Record<string, ReturnType<typeof defineEndpoint>>;
