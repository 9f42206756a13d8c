// Hostile input to the subscription screens (issue 15), beside tests/mocks/hostile-input.test.ts: their one input
// is the route's code (/subscription/document/:code, /subscription/certificate/:code), which becomes the proforma
// call's parameter and the certificate call's documentNo. Empty, 10,000 characters, HTML and emoji are each
// refused with a 4xx and a message, through raw fetch so the server's own refusal is what is tested. (The payment
// history search never reaches the server: tests/features/subscriptions-view.test.tsx types the same into it.)
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../mocks/scenarios';
import { TEST_BASE_URL } from '../../mocks/node';
import { useBackend } from '../support/backend';

describe('hostile subscription codes (document, certificate)', () => {
  useBackend({ scenario: 'default' });
  const HOSTILE = ['', 'x'.repeat(10_000), '<img src=x onerror=alert(1)>', '🚀👷🏽‍♀️'];

  it('refuses each with a 4xx and a message', async () => {
    const login = await fetch(`${TEST_BASE_URL}auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email: 'member@demo.test', password: DEMO_PASSWORD }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${TEST_BASE_URL}${path}`, {
        method,
        headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json().catch(() => ({}))) as { message?: unknown };
      return { status: response.status, message: json.message };
    };
    for (const code of HOSTILE) {
      for (const answer of [await call('POST', 'subs/certificate', { documentNo: code }), ...(code ? [await call('GET', `subs/proforma/${encodeURIComponent(code)}`)] : [])]) {
        expect(answer.status, JSON.stringify(code.slice(0, 40))).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(typeof answer.message === 'string' && answer.message.length > 0).toBe(true);
      }
    }
  });
});
