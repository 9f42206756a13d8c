// MSW in Node: the fake backend for Vitest and headless replays.
import { setupServer } from 'msw/node';
import { createBackend, type Backend, type BackendOptions } from './backend';

export const TEST_BASE_URL = 'http://portal.test/api/';
/** A fixed simulated "now" for tests: 2026-11-01 08:00 UTC plus a day. */
const TEST_START_AT = Date.parse('2026-11-02T08:00:00.000Z');

export async function startNodeBackend(
  options: BackendOptions = {},
): Promise<{ backend: Backend; server: ReturnType<typeof setupServer>; close: () => void }> {
  const backend = await createBackend({ startAt: TEST_START_AT, random: () => 1, ...options });
  const server = setupServer(...backend.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  return { backend, server, close: () => server.close() };
}
