// Calls to the fake backend through raw fetch, for the hostile-input tests: the server's own refusal is what they
// test, so nothing of the app's client (its schemas, its error text) stands between.
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';

/** The hostile texts every form's inputs meet: empty, 10,000 characters, HTML, emoji. */
export const HOSTILE_TEXTS = ['', 'x'.repeat(10_000), '<img src=x onerror=alert(1)>', '🚀👷🏽‍♀️'] as const;

export interface RawAnswer {
  status: number;
  message: unknown;
  data: unknown;
}

/** Signs a persona in and returns a caller with its token: JSON bodies, or form-encoded with `form`. */
export async function rawCallerAs(email: string) {
  const login = await fetch(`${TEST_BASE_URL}auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return async (method: string, path: string, body?: unknown, form = false): Promise<RawAnswer> => {
    const response = await fetch(`${TEST_BASE_URL}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body) }),
    });
    const json = (await response.json().catch(() => ({}))) as { message?: unknown; data?: unknown };
    return { status: response.status, message: json.message, data: json.data };
  };
}
