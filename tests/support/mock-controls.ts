// A client of the mock controls (/__mock/*) for tests: the real API client, its fetch answered by the fake
// backend's dev routes, the same handlers the browser worker and `portal serve` use.
import { getResponse } from 'msw';
import type { Backend } from '#mocks/backend.ts';
import { createDevRoutes } from '#mocks/dev-routes.ts';
import { createApiClient } from '../../src/api';
import type { ApiClient } from '#contract';
import { MOCK_CONTROLS_BASE } from '#contract/mock-controls.ts';

/** `line`: what lies between the page and the controls (a bad line in the fault suite); direct by default. */
export function controlsClientFor(
  backend: Backend,
  origin = 'http://portal.test',
  line: (f: typeof fetch) => typeof fetch = (f) => f,
): ApiClient {
  const handlers = [...createDevRoutes({ backend }), ...backend.handlers];
  const fetchThroughHandlers = (async (input: RequestInfo | URL, init?: RequestInit) =>
    (await getResponse(handlers, new Request(input, init))) ?? new Response('no handler', { status: 599 })) as typeof fetch;
  return createApiClient({ baseURL: `${origin}${MOCK_CONTROLS_BASE}`, fetch: line(fetchThroughHandlers) });
}
