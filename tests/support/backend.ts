// A fake backend on MSW's node server plus a real API client pointed at it, for one test file.
import { afterAll, beforeAll } from 'vitest';
import { createApiClient } from '../../src/api';
import { endpoints, type ApiClient } from '#contract';
import type { BackendOptions, Backend } from '#mocks/backend.ts';
import { startNodeBackend, TEST_BASE_URL } from '#mocks/node.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';

export interface TestWorld {
  backend: Backend;
  /** The MSW server: `server.use(...)` answers a call differently for one test (a 500, a network error). */
  server: Awaited<ReturnType<typeof startNodeBackend>>['server'];
  /** A client without a session. */
  anon: ApiClient;
  /** A client that carries `token` (set by signIn). */
  clientWith(token: string | null): ApiClient;
  signIn(email: string, password?: string): Promise<ApiClient>;
  lastMessageTo(to: string): { codes: string[]; links: string[]; body: string } | undefined;
  /**
   * Resolves once every call the fake backend has received is answered and a few turns have passed with none
   * pending: what a screen does with an answer (body read, machine, render) is done by then. Counted in turns, not
   * milliseconds, so a loaded machine cannot outlast it.
   */
  settled(): Promise<void>;
}

/** Turns with no call pending before `settled` believes the screen has shown the last answer. */
const QUIET_TURNS = 3;

export function useBackend(options: BackendOptions = {}): TestWorld {
  let started: Awaited<ReturnType<typeof startNodeBackend>> | undefined;
  /** Calls the fake backend has received and not yet answered (a throwing handler ends in unhandledException). */
  const pending = new Set<string>();
  const world: TestWorld = {
    get backend(): Backend {
      if (!started) throw new Error('backend not started');
      return started.backend;
    },
    get server() {
      if (!started) throw new Error('backend not started');
      return started.server;
    },
    anon: createApiClient({ baseURL: TEST_BASE_URL }),
    clientWith: (token) => createApiClient({ baseURL: TEST_BASE_URL, getToken: () => token }),
    async signIn(email, password = DEMO_PASSWORD) {
      const answer = await world.anon.call(endpoints.auth.login, { body: { email, password } });
      return world.clientWith(answer.data.token);
    },
    lastMessageTo(to) {
      const all = world.backend.db.outbox.findMany((q) => q.where({ to }), { orderBy: { id: 'desc' } });
      return all[0];
    },
    async settled() {
      for (let quiet = 0; quiet < QUIET_TURNS;) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        quiet = pending.size === 0 ? quiet + 1 : 0;
      }
    },
  };
  beforeAll(async () => {
    started = await startNodeBackend(options);
    started.server.events.on('request:start', ({ requestId }) => pending.add(requestId));
    started.server.events.on('request:end', ({ requestId }) => pending.delete(requestId));
    started.server.events.on('unhandledException', ({ requestId }) => pending.delete(requestId));
  });
  afterAll(() => started?.close());
  return world;
}
