// `portal serve` announces its changes (GET /__mock/changes, Server-Sent Events) to pages whose world it holds
// (`?world=http://127.0.0.1:N`): a change made by one caller reaches every listener named by that caller's
// `x-mock-tab`; a control's change (the clock) is nobody's own (origin null); a call that changes nothing is quiet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '#mocks/backend.ts';
import { startHttpServer, type RunningServer } from '#mocks/http-server.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import type { WorldAnnouncement } from '#mocks/world-host/messages.ts';

const DAY_MS = 86_400_000;

/** A listener on the stream: the announcements it has read so far, and a wait for the next. */
async function listen(origin: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${origin}/__mock/changes`, { signal: controller.signal, headers });
  const heard: WorldAnnouncement[] = [];
  const comments: string[] = [];
  let wake = () => {};
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of event.split('\n')) {
            if (line.startsWith('data: ')) heard.push(JSON.parse(line.slice(6)) as WorldAnnouncement);
            if (line.startsWith(':')) comments.push(line);
          }
          wake();
        }
      }
    } catch {
      // aborted
    }
  })();
  const next = async (count: number) => {
    const deadline = Date.now() + 2000;
    while (heard.length < count && Date.now() < deadline) await new Promise<void>((r) => ((wake = r), setTimeout(r, 50)));
    return heard[count - 1];
  };
  return { response, heard, comments, next, close: () => controller.abort() };
}

const post = (origin: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('GET /__mock/changes on portal serve', () => {
  let running: RunningServer;
  beforeAll(async () => {
    const backend = await createBackend({ scenario: 'default', seed: 1 });
    running = await startHttpServer({ backend, host: '127.0.0.1', port: 0, keepAliveMs: 100 });
  });
  afterAll(() => running.close());

  it('is an event stream any loopback page may open, with keep-alive comments', async () => {
    const a = await listen(running.origin, { origin: 'http://localhost:5173' });
    expect(a.response.headers.get('content-type')).toBe('text/event-stream');
    expect(a.response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    await new Promise((r) => setTimeout(r, 250));
    expect(a.comments.filter((c) => c.includes('keep-alive')).length).toBeGreaterThan(0);
    a.close();
  });

  it('lets a page send its tab id (CORS)', async () => {
    const preflight = await fetch(`${running.origin}/api/auth/login`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173' } });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-mock-tab');
  });

  it("announces a caller's change with that caller's tab, and a control's change with origin null", async () => {
    const a = await listen(running.origin);
    const b = await listen(running.origin);
    // A sign-in keeps a session: a change of the world, made by tab-1.
    const login = await post(
      running.origin,
      '/api/auth/login',
      { email: 'member@demo.test', password: DEMO_PASSWORD },
      { 'x-mock-tab': 'tab-1' },
    );
    expect(login.status).toBe(200);
    const first = await a.next(1);
    expect(first).toMatchObject({ type: 'world.changed', origin: 'tab-1' });
    expect(first!.collections.length).toBeGreaterThan(0);
    expect(login.headers.get('x-mock-world-version')).toBe(String(first!.version));
    expect(await b.next(1)).toEqual(first);

    // The clock is a control: every page hears it as nobody's own, even when a page pressed it.
    const advance = await post(running.origin, '/__mock/clock/advance', { ms: DAY_MS }, { 'x-mock-tab': 'tab-1' });
    expect(advance.status).toBe(200);
    const second = await a.next(2);
    expect(second).toMatchObject({ type: 'world.changed', origin: null, version: first!.version + 1 });

    // A call that changes nothing announces nothing.
    expect((await fetch(`${running.origin}/__mock/state`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect(a.heard).toHaveLength(2);
    a.close();
    b.close();
  });
});
