// Where attempt ids come from (decision 039): a client made with a source names them from it (the CLI's seeded
// headless world), one made without draws random UUIDs (the browser); a client bound to an attempt keeps the source.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api';
import { newAttempt, withAttempt } from '#contract';

describe('newAttempt', () => {
  it("names attempts from the client's source when it has one, also through withAttempt", () => {
    let n = 0;
    const api = createApiClient({ baseURL: 'http://portal.test/api/', attempts: () => `attempt-${++n}` });
    expect(newAttempt(api)).toBe('attempt-1');
    expect(newAttempt(withAttempt(api, 'bound'))).toBe('attempt-2');
  });

  it('draws a random UUID for a client without a source, or none', () => {
    const api = createApiClient({ baseURL: 'http://portal.test/api/' });
    const [a, b] = [newAttempt(api), newAttempt()];
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
    expect(newAttempt(withAttempt(api, 'bound'))).not.toBe(a);
  });
});
