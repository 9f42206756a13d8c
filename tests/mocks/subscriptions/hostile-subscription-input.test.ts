// Hostile input to the subscription screens (issue 15), beside tests/mocks/hostile-input.test.ts: their one input
// is the route's code (/subscription/document/:code, /subscription/certificate/:code), which becomes the proforma
// call's parameter and the certificate call's documentNo. Empty, 10,000 characters, HTML and emoji are each
// refused with a 4xx and a message, through raw fetch so the server's own refusal is what is tested. (The payment
// history search never reaches the server: tests/features/subscriptions/subscriptions-view.test.tsx types the same into it.)
import { describe, expect, it } from 'vitest';
import { useBackend } from '../../support/backend';
import { HOSTILE_TEXTS, rawCallerAs } from '../../support/raw-calls';

describe('hostile subscription codes (document, certificate)', () => {
  useBackend({ scenario: 'default' });
  it('refuses each with a 4xx and a message', async () => {
    const call = await rawCallerAs('member@demo.test');
    for (const code of HOSTILE_TEXTS) {
      for (const answer of [
        await call('POST', 'subs/certificate', { documentNo: code }),
        ...(code ? [await call('GET', `subs/proforma/${encodeURIComponent(code)}`)] : []),
      ]) {
        expect(answer.status, JSON.stringify(code.slice(0, 40))).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(typeof answer.message === 'string' && answer.message.length > 0).toBe(true);
      }
    }
  });
});
