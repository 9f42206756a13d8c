// `portal serve` answers loopback pages only (issue 35 item 4, docs/decisions/027): real node:http requests with
// the `Host` and `Origin` headers a browser would send from each kind of page. A page on a loopback origin gets
// its origin echoed (with `Vary: Origin`); any other page gets no CORS header, its preflight 403 and its call
// refused before it runs; a `Host` that is not a loopback name (DNS rebinding) gets 421 unless `--allow-host` names it.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '#mocks/backend.ts';
import { startHttpServer, type RunningServer } from '#mocks/http-server.ts';
import { hostNameOf, isHostName } from '#mocks/serve-guard.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over node:http to 127.0.0.1:port, with exactly the headers given (Host included). */
function call(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, setHost: !('host' in headers) }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const LOOPBACK_ORIGINS = [
  'http://localhost:5173',
  'https://localhost',
  'http://127.0.0.1:4173',
  'http://127.9.8.7:8080',
  'http://[::1]:5173',
  'https://[::1]',
];
const FOREIGN_ORIGINS = ['http://evil.example', 'http://localhost.evil.example', 'null', 'http://127.0.0.1.evil.example:8787', 'file://'];

/** A call whose work shows: a password-reset mail lands in the outbox (only if it ran). */
const RESET_BODY = JSON.stringify({ email: 'member@demo.test' });

describe('portal serve answers loopback pages only', () => {
  let running: RunningServer;
  let port: number;
  const host = () => `127.0.0.1:${port}`;
  const outboxSize = async () =>
    (JSON.parse((await call(port, 'GET', '/__mock/outbox', { host: host() })).body) as { data: unknown[] }).data.length;

  beforeAll(async () => {
    const backend = await createBackend({ scenario: 'default', seed: 1 });
    running = await startHttpServer({ backend, host: '127.0.0.1', port: 0 });
    port = Number(new URL(running.origin).port);
  });
  afterAll(() => running.close());

  it.each(LOOPBACK_ORIGINS)('echoes the loopback page %s with Vary: Origin, on the API, the controls and the stream', async (origin) => {
    for (const path of ['/api/company', '/__mock/outbox', '/__mock/state']) {
      const answer = await call(port, 'GET', path, { host: host(), origin });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['access-control-allow-origin'], path).toBe(origin);
      expect(answer.headers.vary, path).toBe('Origin');
    }
    const preflight = await call(port, 'OPTIONS', '/__mock/reset', {
      host: host(),
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  it('echoes a loopback page on the event stream too', async () => {
    const answer = await new Promise<{ status: number; allow: unknown }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/__mock/changes', headers: { host: host(), origin: 'http://localhost:5173' } },
        (res) => {
          resolve({ status: res.statusCode ?? 0, allow: res.headers['access-control-allow-origin'] });
          res.destroy();
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer).toEqual({ status: 200, allow: 'http://localhost:5173' });
  });

  it.each(FOREIGN_ORIGINS)('gives the page %s no CORS header, refuses its preflight (403) and never runs its call', async (origin) => {
    const preflight = await call(port, 'OPTIONS', '/__mock/outbox', { host: host(), origin, 'access-control-request-method': 'GET' });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

    for (const path of ['/__mock/outbox', '/__mock/state', '/__mock/changes', '/api/company']) {
      const read = await call(port, 'GET', path, { host: host(), origin });
      expect(read.status, path).toBe(403);
      expect(read.headers['access-control-allow-origin'], path).toBeUndefined();
      expect(read.body, path).not.toContain('"data"');
    }
    // A "simple" POST needs no preflight: the browser sends it anyway; the server must not act on it.
    const before = await outboxSize();
    const post = await call(port, 'POST', '/api/auth/password-reset', { host: host(), origin, 'content-type': 'text/plain' }, RESET_BODY);
    expect(post.status).toBe(403);
    const reset = await call(
      port,
      'POST',
      '/__mock/clock/advance',
      { host: host(), origin, 'content-type': 'text/plain' },
      '{"ms":86400000}',
    );
    expect(reset.status).toBe(403);
    expect(await outboxSize()).toBe(before);
  });

  it('runs the same POST from a loopback page (the refusal above is the origin alone)', async () => {
    const before = await outboxSize();
    const post = await call(
      port,
      'POST',
      '/api/auth/password-reset',
      { host: host(), origin: 'http://127.0.0.1:5173', 'content-type': 'application/json' },
      RESET_BODY,
    );
    expect(post.status).toBe(200);
    expect(await outboxSize()).toBe(before + 1);
  });

  it('answers a request without Origin (curl, the CLI) with no CORS header', async () => {
    const answer = await call(port, 'GET', '/__mock/state', { host: host() });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each(['127.0.0.1:PORT', 'localhost:PORT', '[::1]:PORT', '127.0.0.1', 'LOCALHOST:PORT'])('answers Host %s', async (form) => {
    const answer = await call(port, 'GET', '/__mock/state', { host: form.replace('PORT', String(port)) });
    expect(answer.status).toBe(200);
  });

  it.each(['evil.example', 'evil.example:PORT', 'localhost.evil.example:PORT', '127.0.0.1.nip.io:PORT', '10.0.0.5:PORT', ''])(
    'refuses Host %s with 421 (DNS rebinding), before anything runs',
    async (form) => {
      const before = await outboxSize();
      const hostHeader = form.replace('PORT', String(port));
      for (const [method, path, body] of [
        ['GET', '/__mock/outbox', undefined],
        ['OPTIONS', '/api/auth/password-reset', undefined],
        ['POST', '/api/auth/password-reset', RESET_BODY],
      ] as const) {
        const answer = await call(
          port,
          method,
          path,
          { host: hostHeader, origin: 'http://localhost:5173', 'content-type': 'application/json' },
          body,
        );
        expect(answer.status, `${method} ${path}`).toBe(421);
        expect(answer.headers['access-control-allow-origin']).toBeUndefined();
        expect(JSON.parse(answer.body)).toEqual({ message: expect.stringContaining('--allow-host') as unknown });
      }
      expect(await outboxSize()).toBe(before);
    },
  );
});

describe('portal serve --allow-host', () => {
  let running: RunningServer;
  let port: number;
  beforeAll(async () => {
    const backend = await createBackend({ scenario: 'default', seed: 1 });
    running = await startHttpServer({ backend, host: '127.0.0.1', port: 0, allowHosts: ['devbox.internal'] });
    port = Number(new URL(running.origin).port);
  });
  afterAll(() => running.close());

  it('answers the named host and its pages, and still refuses every other name', async () => {
    const named = await call(port, 'GET', '/__mock/state', { host: `devbox.internal:${port}`, origin: 'http://devbox.internal:5173' });
    expect(named.status).toBe(200);
    expect(named.headers['access-control-allow-origin']).toBe('http://devbox.internal:5173');
    expect((await call(port, 'GET', '/__mock/state', { host: `localhost:${port}` })).status).toBe(200);
    expect((await call(port, 'GET', '/__mock/state', { host: `evil.devbox.internal:${port}` })).status).toBe(421);
    expect((await call(port, 'GET', '/__mock/state', { host: `devbox.internal:${port}`, origin: 'http://evil.example' })).status).toBe(403);
  });
});

describe('host names', () => {
  it('reads the name of a Host header, port or not, IPv6 bracketed', () => {
    expect(hostNameOf('127.0.0.1:8787')).toBe('127.0.0.1');
    expect(hostNameOf('[::1]:8787')).toBe('[::1]');
    expect(hostNameOf('LocalHost')).toBe('localhost');
    expect(hostNameOf('a:b:c')).toBeNull();
    expect(hostNameOf('')).toBeNull();
  });

  it('takes bare names for --allow-host, not URLs or ports', () => {
    expect(isHostName('devbox.internal')).toBe(true);
    expect(isHostName('my-pc')).toBe(true);
    expect(isHostName('http://devbox')).toBe(false);
    expect(isHostName('devbox:8787')).toBe(false);
    expect(isHostName('*.example')).toBe(false);
  });
});
