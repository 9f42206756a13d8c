// MSW in Node: the fake backend for Vitest and headless replays.
import { setupServer } from 'msw/node';
import { createBackend, type Backend, type BackendOptions } from './backend';
import { nodeSeedWorlds } from './seed-worlds-node';

export const TEST_BASE_URL = 'http://portal.test/api/';
/** A fixed simulated "now" for tests: 2026-11-01 08:00 UTC plus a day. */
const TEST_START_AT = Date.parse('2026-11-02T08:00:00.000Z');

export async function startNodeBackend(
  options: BackendOptions = {},
): Promise<{ backend: Backend; server: ReturnType<typeof setupServer>; close: () => void }> {
  // From the prebuilt seed world where there is one: a test file starts in milliseconds, not a second.
  const backend = await createBackend({ startAt: TEST_START_AT, random: () => 1, seedWorlds: nodeSeedWorlds, ...options });
  const server = setupServer(...backend.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  return { backend, server, close: () => server.close() };
}
