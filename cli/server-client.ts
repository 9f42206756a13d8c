// The CLI's door to a running server: the app's own API client (answers parsed with the contract's schemas), and
// one clear line instead of a stack trace when nothing listens there.
import { createApiClient, isApiError } from '../src/api';
import type { ApiClient } from '#contract';
import { MOCK_CONTROLS_BASE } from '#contract/mock-controls.ts';
import { UsageError } from './usage-error';

/** Where `portal serve` listens unless told otherwise. */
export const DEFAULT_SERVE_URL = 'http://127.0.0.1:8787';

/** The message when nothing answers at a URL: the one thing to do next, on one line. */
export const nothingAnswersAt = (url: string) => `Nothing answers at ${url} — start it with \`portal serve\``;

const originOf = (baseUrl: string) => new URL(baseUrl).origin;

/** The /__mock/* controls of `portal serve` at baseUrl (its origin; a path such as /api/ is ignored). */
export function mockControlsClient(baseUrl: string): ApiClient {
  return createApiClient({ baseURL: new URL(MOCK_CONTROLS_BASE, originOf(baseUrl)).href, timeoutMs: 10_000 });
}

/**
 * Runs calls against a server and turns the client's errors into what a CLI user reads: nothing listening is one
 * line naming the URL, a request the contract refuses before sending is a usage error (exit 2), the rest keep the
 * client's own text (the server's message).
 */
export async function talkTo<T>(baseUrl: string, calls: () => Promise<T>): Promise<T> {
  try {
    return await calls();
  } catch (e) {
    if (isApiError(e) && e.kind === 'network') throw new Error(nothingAnswersAt(originOf(baseUrl)));
    if (isApiError(e) && e.kind === 'invalid-request') throw new UsageError(e.message);
    throw e;
  }
}
