// The API client: bearer token, answers parsed by their schema, 401 signal, error texts, and no exception
// other than ApiError ever escaping — whatever the server sends.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { z as zm } from 'zod/mini';
import { ApiError, createApiClient } from '../../src/api';
import { defineEndpoint, endpoints, envelope, PdfFileSchema } from '#contract';
import { listMessages } from '#contract/profile-lists.ts';
import { isRetryable } from '#contract/error-text.ts';

const base = 'http://api.test/api/';
const thing = defineEndpoint({
  method: 'GET',
  path: 'things/:code',
  access: 'member',
  spec: 'test',
  summary: 'a thing',
  answer: envelope(z.object({ name: z.string(), amount: z.number() })),
});
const save = defineEndpoint({
  method: 'POST',
  path: 'things',
  access: 'member',
  spec: 'test',
  summary: 'save',
  body: z.object({ name: z.string().min(1, 'Name is required') }),
  answer: envelope(z.object({ name: z.string() })),
});
const upload = defineEndpoint({
  method: 'POST',
  path: 'upload',
  access: 'member',
  spec: 'test',
  summary: 'upload',
  encoding: 'form',
  body: z.object({ title: z.string(), tags: z.array(z.string()), file: PdfFileSchema }),
  answer: envelope(z.object({ title: z.string(), tags: z.array(z.string()), fileName: z.string(), size: z.number() })),
});

let answer: () => Response = () => HttpResponse.json({ data: { name: 'x', amount: 1 } });
const seen: Request[] = [];
const server = setupServer(
  http.get('*/api/things/:code', ({ request }) => {
    seen.push(request);
    return answer();
  }),
  http.post('*/api/things', async ({ request }) => HttpResponse.json({ data: (await request.json()) as Record<string, unknown> })),
  http.post('*/api/upload', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file') as File;
    return HttpResponse.json({
      data: { title: form.get('title'), tags: JSON.parse(form.get('tags') as string) as string[], fileName: file.name, size: file.size },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  answer = () => HttpResponse.json({ data: { name: 'x', amount: 1 } });
});
afterAll(() => server.close());

const client = (token: string | null = 'tok', onUnauthorized = vi.fn()) => ({
  api: createApiClient({ baseURL: base, getToken: () => token, onUnauthorized }),
  onUnauthorized,
});

describe('createApiClient', () => {
  it('sends the bearer token and JSON accept header, and returns the parsed answer', async () => {
    const { api } = client();
    await expect(api.call(thing, { params: { code: 'A1' } })).resolves.toEqual({ data: { name: 'x', amount: 1 } });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0]?.headers.get('accept')).toContain('application/json');
  });

  it('sends through the fetch it is given: a call waits until that fetch lets it go (mock mode waits for the fake backend)', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const api = createApiClient({ baseURL: base, fetch: async (input, init) => gate.then(() => fetch(input, init)) });
    let settled = false;
    const call = api.call(thing, { params: { code: 'A1' } }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    expect(seen).toHaveLength(0);
    open();
    await expect(call).resolves.toEqual({ data: { name: 'x', amount: 1 } });
    expect(seen).toHaveLength(1);
  });

  it('checks requests and answers with zod/mini schemas as with zod, with the same messages', async () => {
    const miniSave = defineEndpoint({
      method: 'POST',
      path: 'things',
      access: 'member',
      spec: 'test',
      summary: 'save',
      body: zm.object({ name: zm.string().check(zm.minLength(1, 'Name is required')) }),
      answer: envelope(zm.object({ name: zm.number() })),
    });
    const { api } = client();
    await expect(api.call(miniSave, { body: { name: '' } })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: 'Name is required',
    });
    await expect(api.call(save, { body: { name: '' } })).rejects.toMatchObject({ kind: 'invalid-request', message: 'Name is required' });
    const miniAnswer = await api.call(miniSave, { body: { name: 'x' } }).catch((e: unknown) => e);
    const classic = defineEndpoint({ ...miniSave, answer: envelope(z.object({ name: z.number() })) });
    const classicAnswer = await api.call(classic, { body: { name: 'x' } }).catch((e: unknown) => e);
    expect(miniAnswer).toMatchObject({
      kind: 'contract',
      message:
        'The server sent an answer this portal cannot read (POST things: Invalid input: expected number, received string at data.name).',
    });
    expect((miniAnswer as Error).message).toBe((classicAnswer as Error).message);
  });

  it("words a broken answer and a refused request with zod's English messages, loaded on demand (src/contract/mini.ts)", async () => {
    // The page as it starts: no locale yet (a check without a message of its own says only "Invalid input"), and a
    // client whose modules have not loaded the messages.
    const freshClient = async () => {
      vi.resetModules();
      zm.config({ localeError: undefined });
      expect(zm.number().safeParse('x').error?.issues[0]?.message).toBe('Invalid input');
      return (await import('../../src/api')).createApiClient({ baseURL: base, getToken: () => 'tok', onUnauthorized: vi.fn() });
    };
    const answer = defineEndpoint({ ...thing, answer: envelope(zm.object({ name: zm.number() })) });
    await expect((await freshClient()).call(answer, { params: { code: 'A1' } })).rejects.toMatchObject({
      kind: 'contract',
      message:
        'The server sent an answer this portal cannot read (GET things/:code: Invalid input: expected number, received string at data.name).',
    });
    const refused = defineEndpoint({ ...save, body: zm.object({ name: zm.string().check(zm.maxLength(2)) }) });
    await expect((await freshClient()).call(refused, { body: { name: 'long' } })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: 'Too big: expected string to have <=2 characters',
    });
  });

  it('words a refusal with code it loads when a call is first refused, and tells of a 401 before the call rejects', async () => {
    // A page whose client has refused nothing yet: the wording (src/api/refusal.ts) is not loaded.
    vi.resetModules();
    const told: string[] = [];
    const fresh = (await import('../../src/api')).createApiClient({
      baseURL: base,
      getToken: () => 'tok',
      onUnauthorized: () => void told.push('told'),
    });
    answer = () =>
      HttpResponse.json(
        { message: 'Error: {"error":{"message":"The Member No. does not exist: CorrelationId: 6a1e-44"}}' },
        { status: 422 },
      );
    await expect(fresh.call(thing, { params: { code: 'A1' } })).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      message: 'The Member No. does not exist',
    });
    answer = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
    const refused = fresh.call(thing, { params: { code: 'A1' } }).catch((e: unknown) => (told.push('rejected'), e));
    await expect(refused).resolves.toMatchObject({ kind: 'unauthorized', message: 'Unauthenticated.' });
    expect(told).toEqual(['told', 'rejected']);
  });

  it('encodes path params so a hostile value cannot change the path', async () => {
    const { api } = client();
    await api.call(thing, { params: { code: '../admin?x=1' } });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/things/..%2Fadmin%3Fx%3D1');
  });

  it('sends no Authorization header without a token', async () => {
    const { api } = client(null);
    await api.call(thing, { params: { code: 'A1' } });
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('turns a malformed answer into a contract ApiError naming the call', async () => {
    answer = () => HttpResponse.json({ data: { name: 42 } });
    const { api } = client();
    const err = (await api.call(thing, { params: { code: 'A1' } }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('contract');
    expect(err.message).toContain('GET things/:code');
  });

  it('turns a non-JSON 200 answer into a contract error, not a crash', async () => {
    answer = () => new HttpResponse('<html>proxy login</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    const { api } = client();
    await expect(api.call(thing, { params: { code: 'A1' } })).rejects.toMatchObject({ kind: 'contract' });
  });

  it('reads the server message of an error answer', async () => {
    answer = () => HttpResponse.json({ message: 'Invoice not found' }, { status: 404 });
    const { api } = client();
    await expect(api.call(thing, { params: { code: 'A1' } })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      message: 'Invoice not found',
    });
  });

  it('applies the CorrelationId rule to server messages', async () => {
    answer = () =>
      HttpResponse.json(
        { message: 'Error: {"error":{"code":"Internal_Error","message":"The Member No. does not exist: CorrelationId: 6a1e-44"}}' },
        { status: 500 },
      );
    const { api } = client();
    await expect(api.call(thing, { params: { code: 'A1' } })).rejects.toMatchObject({ message: 'The Member No. does not exist' });
  });

  it('falls back to a readable text when the error has no message', async () => {
    answer = () => new HttpResponse(null, { status: 503 });
    const { api } = client();
    await expect(api.call(thing, { params: { code: 'A1' } })).rejects.toMatchObject({
      kind: 'http',
      message: 'The server had a problem. Try again in a moment.',
    });
  });

  it("DECISIONS A: a refusal without a message reads the call's own spec text where it has one, a plain one elsewhere", async () => {
    const director = { ...thing, refused: 'Professional Registration Number not found' };
    const { api } = client();
    for (const status of [400, 422]) {
      answer = () => new HttpResponse(null, { status });
      await expect(api.call(director, { params: { code: 'A1' } })).rejects.toMatchObject({ message: director.refused, status });
      await expect(api.call(thing, { params: { code: 'A1' } })).rejects.toMatchObject({ message: 'The data sent was not accepted.' });
    }
    // A server message still comes first; another status keeps its own fallback.
    answer = () => HttpResponse.json({ message: 'No such member' }, { status: 422 });
    await expect(api.call(director, { params: { code: 'A1' } })).rejects.toMatchObject({ message: 'No such member' });
    answer = () => new HttpResponse(null, { status: 404 });
    await expect(api.call(director, { params: { code: 'A1' } })).rejects.toMatchObject({ message: 'Not found.' });
  });

  it('the endpoint table gives the director and shareholder add and update that spec text (DECISIONS A)', () => {
    const { profile } = endpoints;
    for (const e of [profile.addDirector, profile.updateDirector, profile.addShareholder, profile.updateShareholder])
      expect(e.refused).toBe(listMessages.regNoNotFound);
    expect(profile.saveContact.refused).toBeUndefined();
  });

  it('signals a 401 once and rejects with an unauthorized error', async () => {
    answer = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
    const { api, onUnauthorized } = client();
    await expect(api.call(thing, { params: { code: 'A1' } })).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into a readable network error', async () => {
    answer = () => HttpResponse.error();
    const { api } = client();
    await expect(api.call(thing, { params: { code: 'A1' } })).rejects.toMatchObject({
      kind: 'network',
      message: 'The server could not be reached. Check your connection and try again.',
    });
  });

  it('retry rule (isRetryable): a refusal is final, a server problem, a timeout or no connection may pass on a second try', async () => {
    const failureOf = async (api: ReturnType<typeof client>['api']) => {
      const e = await api.call(thing, { params: { code: 'A1' } }).then(
        () => null,
        (x: unknown) => x,
      );
      return { kind: (e as ApiError).kind, retryable: isRetryable(e) };
    };
    const { api } = client();
    for (const status of [400, 401, 403, 404, 409, 413, 422, 499]) {
      answer = () => HttpResponse.json({ message: 'No' }, { status });
      expect({ status, ...(await failureOf(api)) }).toMatchObject({ status, retryable: false });
    }
    for (const status of [408, 429, 500, 502, 503]) {
      answer = () => HttpResponse.json({ message: 'Later' }, { status });
      expect({ status, ...(await failureOf(api)) }).toMatchObject({ status, retryable: true });
    }
    answer = () => HttpResponse.error();
    expect(await failureOf(api)).toEqual({ kind: 'network', retryable: true });
    answer = () => HttpResponse.json({ data: { name: 1 } });
    expect(await failureOf(api)).toEqual({ kind: 'contract', retryable: false });
    const impatient = createApiClient({ baseURL: base, getToken: () => 'tok', timeoutMs: 30 });
    answer = () =>
      new Promise<Response>((done) => setTimeout(() => done(HttpResponse.json({ data: { name: 'x', amount: 1 } })), 300)) as never;
    expect(await failureOf(impatient)).toEqual({ kind: 'network', retryable: true });
    await expect(api.call(save, { body: { name: '' } }).catch((e: unknown) => isRetryable(e))).resolves.toBe(false);
  });

  it('refuses an invalid body before sending, with the schema message', async () => {
    const { api } = client();
    await expect(api.call(save, { body: { name: '' } })).rejects.toMatchObject({ kind: 'invalid-request', message: 'Name is required' });
    await expect(api.call(save, { body: { name: 'ok' } })).resolves.toEqual({ data: { name: 'ok' } });
  });

  it('refuses a missing path parameter with a clear error', async () => {
    const { api } = client();
    await expect(api.call(thing, { params: { code: '' } })).rejects.toMatchObject({ kind: 'invalid-request' });
  });

  it('sends form bodies as multipart with files and JSON-text fields', async () => {
    const { api } = client();
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'cert.pdf', { type: 'application/pdf' });
    await expect(api.call(upload, { body: { title: 'Degree', tags: ['a', 'b'], file } })).resolves.toEqual({
      data: { title: 'Degree', tags: ['a', 'b'], fileName: 'cert.pdf', size: 4 },
    });
  });

  // Whether a file is a PDF is read from its content before it reaches a form (screenPdf, tests/contract/upload.test.ts);
  // the body schema keeps the synchronous rules: not empty, under the limit.
  it('refuses an empty or oversized file with the spec messages', async () => {
    const { api } = client();
    const empty = new File([], 'scan.pdf', { type: 'application/pdf' });
    await expect(api.call(upload, { body: { title: 't', tags: [], file: empty } })).rejects.toThrow('Attachment must be a Pdf');
    const big = new File([new Uint8Array(10_000_001)], 'big.pdf', { type: 'application/pdf' });
    await expect(api.call(upload, { body: { title: 't', tags: [], file: big } })).rejects.toThrow('Attachment should be less than 10MB');
  });
});
