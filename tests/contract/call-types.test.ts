// Compile-time checks of the client's call signature (tsc fails on a wrong @ts-expect-error).
import { describe, expect, it } from 'vitest';
import { endpoints, type ApiClient } from '#contract';

describe('ApiClient.call types', () => {
  it('requires arguments exactly when the entry needs them', () => {
    const calls: unknown[] = [];
    const api: ApiClient = { call: (e, ...args) => (calls.push([e, args]), Promise.resolve(undefined as never)) };
    void api.call(endpoints.auth.user);
    // @ts-expect-error the login body is required
    void api.call(endpoints.auth.login);
    // @ts-expect-error the e-mail must be text
    void api.call(endpoints.auth.login, { body: { email: 1, password: 'x' } });
    void api.call(endpoints.auth.login, { body: { email: 'a@b.c', password: 'x' } });
    expect(calls).toHaveLength(4);
  });
});
