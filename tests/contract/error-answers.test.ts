// The error answers each call publishes (issue 24 item 1, decision 020), derived from the entry's shape: each
// cause alone (access, a path parameter, a body, a query, the entry's own list), so a backend that keeps the
// contract and the OpenAPI that documents it agree on every refusal.
import { describe, expect, it } from 'vitest';
import { z } from '#contract/mini.ts';
import { defineEndpoint, type Access, type ErrorStatus } from '#contract/endpoint.ts';
import { ERROR_ANSWERS, ValidationErrorBodySchema, errorStatusesOf } from '#contract/error-answers.ts';

const entry = (shape: { access?: Access; path?: string; body?: boolean; query?: boolean; errors?: ErrorStatus[] }) =>
  defineEndpoint({
    method: shape.body ? 'POST' : 'GET',
    path: shape.path ?? 'setup/things',
    answer: z.object({}),
    access: shape.access ?? 'public',
    spec: 'test',
    summary: 'test',
    ...(shape.body ? { body: z.object({ a: z.string() }) } : {}),
    ...(shape.query ? { query: z.object({ q: z.string() }) } : {}),
    ...(shape.errors ? { errors: shape.errors } : {}),
  });

describe('errorStatusesOf', () => {
  it.each([
    ['a public read: the rate limit only', {}, [429]],
    ['a public read of one record: 404', { path: 'setup/things/:code' }, [404, 429]],
    ['a member read: 401, and 404 (a caller without a profile)', { access: 'member' as const }, [401, 404, 429]],
    ['an administrator read: 401 and 403', { access: 'admin' as const }, [401, 403, 429]],
    ['an administrator read of one record', { access: 'admin' as const, path: 'admin/users/:id' }, [401, 403, 404, 429]],
    ['a public write: 400, 413 and 422', { body: true }, [400, 413, 422, 429]],
    ['a public search: 422', { query: true }, [422, 429]],
    ['a public call that declares 403 (login)', { body: true, errors: [403 as const] }, [400, 403, 413, 422, 429]],
    ['a declared status is not listed twice', { access: 'member' as const, errors: [404 as const, 409 as const] }, [401, 404, 409, 429]],
    ['a path without parameters, a colon elsewhere', { path: 'setup/a:b' }, [429]],
  ])('%s', (_case, shape, statuses) => {
    expect(errorStatusesOf(entry(shape))).toEqual(statuses);
  });

  it('answers in ascending order whatever order the entry declares', () => {
    expect(errorStatusesOf(entry({ errors: [429, 409, 400] }))).toEqual([400, 409, 429]);
  });
});

describe('ERROR_ANSWERS', () => {
  it('describes every status, 422 with the refused fields by path, the rest a message', () => {
    expect(Object.keys(ERROR_ANSWERS).map(Number)).toEqual([400, 401, 403, 404, 409, 410, 413, 422, 429]);
    for (const [status, answer] of Object.entries(ERROR_ANSWERS)) {
      expect(answer.description.length, status).toBeGreaterThan(20);
      expect(answer.schema === ValidationErrorBodySchema, status).toBe(status === '422');
    }
    expect(ValidationErrorBodySchema.safeParse({ message: 'No', errors: { 'body.Email': 'Required' } }).success).toBe(true);
    expect(ValidationErrorBodySchema.safeParse({ message: 'No', errors: { Email: 3 } }).success).toBe(false);
    expect(ValidationErrorBodySchema.safeParse({ errors: {} }).success).toBe(false);
  });
});
