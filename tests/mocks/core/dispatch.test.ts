// The one /api/* handler and its route table: which resolver answers which method and path (exact before
// parameterised, fewer parameters first, declaration order last), what a call no entry serves gets (404 for an
// unknown path, 405 with Allow for a known path under another method), and how trailing slashes, query strings, case and percent-escapes are read (as MSW's per-entry patterns did).
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, envelope } from '#contract';
import { API_BASE, buildHandler, type HandlerEnv } from '#mocks/core/build-handlers.ts';
import { route, type MockRoute } from '#mocks/core/route.ts';
import { compileRouteTable } from '#mocks/core/route-table.ts';
import { createDb } from '#mocks/db/index.ts';
import { createSimulation } from '#mocks/simulation/simulation.ts';
import { createBackend, type Backend } from '#mocks/backend.ts';
import { DEMO_PASSWORD, SCENARIO_ANCHOR } from '#mocks/scenarios/index.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';

const ORIGIN = 'http://portal.test';
const Who = envelope(z.object({ who: z.string(), params: z.record(z.string(), z.string()), query: z.unknown().optional() }));
const spec = 'test';
const get = <P extends string>(path: P) => defineEndpoint({ method: 'GET', path, access: 'public', spec, summary: path, answer: Who });

/** A resolver that says which route answered and what it was given. */
const named = <P extends string>(who: string, endpoint: ReturnType<typeof get<P>>): MockRoute =>
  route(endpoint, ({ params }) => ({ data: { who, params: params as Record<string, string> } }));

const searchEndpoint = defineEndpoint({
  method: 'GET',
  path: 'search',
  access: 'public',
  spec,
  summary: 'search',
  query: z.object({ term: z.string().optional() }),
  answer: Who,
});
const postThing = defineEndpoint({
  method: 'POST',
  path: 'thing',
  access: 'public',
  spec,
  summary: 'post thing',
  body: z.object({ n: z.number() }),
  answer: Who,
});
const memberOnly = defineEndpoint({ method: 'GET', path: 'mine', access: 'member', spec, summary: 'mine', answer: Who });
const brokenAnswer = defineEndpoint({ method: 'GET', path: 'broken', access: 'public', spec, summary: 'broken', answer: Who });

const routes: MockRoute[] = [
  // Parameterised entries declared before the exact ones they overlap: the table must still prefer the exact path.
  named('item by id', get('item/:id')),
  named('item profile', get('item/profile')),
  named('two params', get('codeunit/:provider/:entity')),
  named('one param', get('codeunit/Manager/:entity')),
  named('first of equals', get('pair/:a/x')),
  named('second of equals', get('pair/y/:b')),
  named('get thing', get('thing')),
  route(postThing, ({ body }) => ({ data: { who: 'post thing', params: { n: String(body.n) } } })),
  route(searchEndpoint, ({ query }) => ({ data: { who: 'search', params: {}, query } })),
  route(memberOnly, () => ({ data: { who: 'mine', params: {} } })),
  route(brokenAnswer, () => ({ data: { who: 42 } }) as never),
];

describe('the /api/* dispatcher', () => {
  let env: HandlerEnv;
  beforeAll(() => {
    const db = createDb();
    env = {
      db,
      simulation: createSimulation(db, { startAt: SCENARIO_ANCHOR.getTime() }),
      chaos: { latencyMs: 0, failRate: 0 },
      random: () => 1,
    };
  });

  async function call(method: string, path: string, body?: unknown) {
    const handler = buildHandler(API_BASE, routes, env);
    const request = new Request(`${ORIGIN}${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const response = await getResponse([handler], request);
    if (!response) return { status: 0, json: undefined };
    return {
      status: response.status,
      allow: response.headers.get('allow'),
      json: (await response.json()) as { data?: { who: string; params: Record<string, string>; query?: unknown }; message?: string },
    };
  }

  it('answers an exact path with its own resolver, not the parameterised one declared before it', async () => {
    expect((await call('GET', '/api/item/profile')).json?.data?.who).toBe('item profile');
    const byId = await call('GET', '/api/item/42');
    expect(byId.json?.data).toEqual({ who: 'item by id', params: { id: '42' } });
  });

  it('prefers the pattern with fewer parameters, whatever the declaration order', async () => {
    expect((await call('GET', '/api/codeunit/Manager/statement')).json?.data).toEqual({
      who: 'one param',
      params: { entity: 'statement' },
    });
    expect((await call('GET', '/api/codeunit/Other/statement')).json?.data).toEqual({
      who: 'two params',
      params: { provider: 'Other', entity: 'statement' },
    });
  });

  it('between patterns with as many parameters, the first declared wins', async () => {
    expect((await call('GET', '/api/pair/y/x')).json?.data?.who).toBe('first of equals');
    expect((await call('GET', '/api/pair/y/z')).json?.data?.who).toBe('second of equals');
  });

  it('routes each method of one path to its own resolver', async () => {
    expect((await call('GET', '/api/thing')).json?.data?.who).toBe('get thing');
    expect((await call('POST', '/api/thing', { n: 7 })).json?.data).toEqual({ who: 'post thing', params: { n: '7' } });
  });

  it('answers a method no entry has for a known path with 405, naming the methods in Allow and the message', async () => {
    for (const method of ['PUT', 'DELETE', 'HEAD', 'OPTIONS']) {
      const answer = await call(method, '/api/thing');
      expect(answer.status).toBe(405);
      expect(answer.allow).toBe('GET, POST');
      if (method !== 'HEAD') expect(answer.json?.message).toBe(`${method} is not allowed on /thing (it takes GET, POST).`);
    }
    // A parameterised path too, and the method's case does not make it unknown.
    expect(await call('POST', '/api/item/42', { n: 1 })).toMatchObject({ status: 405, allow: 'GET' });
    expect((await call('get', '/api/thing')).status).toBe(200);
  });

  it('answers an unknown path with 404 "There is no call METHOD /path.", for a GET and a POST alike', async () => {
    expect(await call('GET', '/api/nothing/here')).toMatchObject({ status: 404, json: { message: 'There is no call GET /nothing/here.' } });
    expect(await call('POST', '/api/nothing/here', { n: 1 })).toMatchObject({
      status: 404,
      json: { message: 'There is no call POST /nothing/here.' },
    });
    expect(await call('GET', '/api/')).toMatchObject({ status: 404, json: { message: 'There is no call GET /.' } });
    expect((await call('GET', '/api/item')).status).toBe(404);
    expect((await call('GET', '/api/item/1/2')).status).toBe(404);
  });

  it('leaves requests outside /api/ to other handlers', async () => {
    expect((await call('GET', '/thing')).status).toBe(0);
    expect((await call('GET', '/api')).status).toBe(0);
  });

  it('accepts one trailing slash, not two, on exact and parameterised paths', async () => {
    expect((await call('GET', '/api/thing/')).json?.data?.who).toBe('get thing');
    expect((await call('GET', '/api/item/42/')).json?.data).toEqual({ who: 'item by id', params: { id: '42' } });
    expect((await call('GET', '/api/thing//')).status).toBe(404);
    expect((await call('GET', '/api/item/42//')).status).toBe(404);
  });

  it('matches on the path alone: the query string goes to the query schema, the fragment nowhere', async () => {
    expect((await call('GET', '/api/search?term=abc')).json?.data).toEqual({ who: 'search', params: {}, query: { term: 'abc' } });
    expect((await call('GET', '/api/search/?term=abc')).json?.data?.query).toEqual({ term: 'abc' });
    expect((await call('GET', '/api/thing?x=1#top')).json?.data?.who).toBe('get thing');
    expect((await call('GET', '/api/item/42?id=9')).json?.data?.params).toEqual({ id: '42' });
  });

  it('reads paths without regard to case, as MSW patterns did', async () => {
    expect((await call('GET', '/api/THING')).json?.data?.who).toBe('get thing');
    expect((await call('GET', '/api/Item/Profile')).json?.data?.who).toBe('item profile');
    expect((await call('GET', '/api/ITEM/Ab')).json?.data).toEqual({ who: 'item by id', params: { id: 'Ab' } });
    expect((await call('get', '/api/thing')).json?.data?.who).toBe('get thing');
  });

  it('percent-decodes a parameter, which spans exactly one segment', async () => {
    expect((await call('GET', '/api/item/a%20b')).json?.data?.params).toEqual({ id: 'a b' });
    expect((await call('GET', '/api/item/a%2Fb')).json?.data?.params).toEqual({ id: 'a/b' });
    expect((await call('GET', '/api/item/a/b')).status).toBe(404);
  });

  it('refuses a malformed percent-escape in a parameter with a 400 and a message, never a thrown error', async () => {
    expect(await call('GET', '/api/item/%E0%A4%A')).toMatchObject({
      status: 400,
      json: { message: 'The path /item/%E0%A4%A is not valid percent-encoding.' },
    });
  });

  it('still checks access, parses the body and checks the answer against the contract', async () => {
    expect(await call('GET', '/api/mine')).toMatchObject({ status: 401, json: { message: 'Unauthenticated.' } });
    const badBody = await call('POST', '/api/thing', { n: 'seven' });
    expect(badBody.status).toBe(422);
    const broken = await call('GET', '/api/broken');
    expect(broken.status).toBe(500);
    expect(broken.json?.message).toMatch(/^Mock answer of GET \/broken broke the contract/);
  });
});

describe('compileRouteTable', () => {
  it('keeps the first of two entries with the same method and path', () => {
    const first = named('first', get('same'));
    const second = named('second', get('same'));
    const lookup = compileRouteTable([first, second])('GET', 'same');
    expect(lookup.kind === 'found' && lookup.route).toBe(first);
  });
});

describe('the fake backend through its one handler', () => {
  let backend: Backend;
  let token: string;
  beforeAll(async () => {
    backend = await createBackend({ scenario: 'default', seed: 1, startAt: SCENARIO_ANCHOR.getTime(), random: () => 1 });
    const login = await getResponse(
      backend.handlers,
      new Request(`${ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'member@demo.test', password: DEMO_PASSWORD }),
      }),
    );
    token = ((await login!.json()) as { data: { token: string } }).data.token;
  });

  it('registers one MSW handler for every entry', () => {
    expect(backend.handlers).toHaveLength(1);
  });

  it('answers GET license/profile with the profile resolver, not license/:id', async () => {
    const response = await getResponse(
      backend.handlers,
      new Request(`${ORIGIN}/api/license/profile`, { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(response?.status).toBe(200);
    expect(((await response!.json()) as { data: { ProfileID: string } }).data.ProfileID).toBe(personaByKey('member').profileId);
  });
});
