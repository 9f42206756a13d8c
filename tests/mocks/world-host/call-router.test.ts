// Mock mode's service worker's rule (mocks/world-host/call-router.ts): which requests are the fake backend's, each
// handed to the world host over its page's port (or to a `portal serve`), and a call from a page it has no link for
// (the browser stopped the worker) asks that page for one and waits, for a while.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRouter, LINK_LIMIT_MS } from '#mocks/world-host/call-router.ts';
import type { FromHost, ServiceWorkerLink, ToHost } from '#mocks/world-host/messages.ts';

const ORIGIN = 'http://portal.test';
const link = (tab: string, remote: string | null = null): ServiceWorkerLink => ({ type: 'portal.mock.link', tab, remote });

/** A world host on the far end of a port: records what it was asked, answers with `answer`. */
function fakeHost(answer: (message: ToHost & { type: 'request' }) => FromHost) {
  const { port1, port2 } = new MessageChannel();
  const asked: Array<ToHost & { type: 'request' }> = [];
  port2.onmessage = (event: MessageEvent<ToHost>) => {
    if (event.data.type !== 'request') return;
    asked.push(event.data);
    port2.postMessage({ ...answer(event.data), id: event.data.id });
  };
  return { port: port1, asked, close: () => port2.close() };
}

const ok = (body: string, status = 200): FromHost => ({
  type: 'response',
  id: 0,
  response: { status, statusText: 'OK', headers: [['content-type', 'application/json']], body: new TextEncoder().encode(body).buffer },
});

/** A page the worker can ask for a link. */
const aPage = () => ({ postMessage: vi.fn<(message: unknown) => void>() });

function router(pages: Record<string, ReturnType<typeof aPage>> = {}) {
  const network = vi.fn((request: Request) => Promise.resolve(new Response(`network: ${request.url}`, { status: 404 })));
  const routes = callRouter({ origin: ORIGIN, page: (id) => Promise.resolve(pages[id]), fetch: network });
  return { routes, network };
}

const hosts: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  vi.useRealTimers();
});

describe("mock mode's service worker: which requests are the fake backend's", () => {
  const { routes } = router();
  const call = (url: string, mode: RequestMode = 'cors') => ({ url, mode }) as Request;

  it('serves a call to /api/ or /__mock/ of its own origin from a page', () => {
    expect(routes.serves(call(`${ORIGIN}/api/auth/login`), 'tab-a')).toBe(true);
    expect(routes.serves(call(`${ORIGIN}/__mock/state?x=1`), 'tab-a')).toBe(true);
  });

  it('leaves a navigation, another path, another origin and a request of no page to the browser', () => {
    expect(routes.serves(call(`${ORIGIN}/api/auth/login`, 'navigate'), 'tab-a')).toBe(false);
    expect(routes.serves(call(`${ORIGIN}/assets/index-abc.js`), 'tab-a')).toBe(false);
    expect(routes.serves(call(`${ORIGIN}/dashboard`), 'tab-a')).toBe(false);
    expect(routes.serves(call('http://127.0.0.1:8787/api/auth/login'), 'tab-a')).toBe(false);
    expect(routes.serves(call(`${ORIGIN}/api/auth/login`), '')).toBe(false);
  });
});

describe("mock mode's service worker: a call's way to the world", () => {
  it("hands the call to the world host over its page's port and gives back the host's answer", async () => {
    const host = fakeHost(() => ok('{"data":1}', 201));
    hosts.push(host);
    const { routes, network } = router();
    routes.linked('tab-a', link('a'), host.port);
    const response = await routes.answer(
      new Request(`${ORIGIN}/api/things?page=2`, { method: 'POST', headers: { authorization: 'Bearer t' }, body: '{"x":1}' }),
      'tab-a',
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe('{"data":1}');
    const [sent] = host.asked;
    expect(sent?.request.url).toBe(`${ORIGIN}/api/things?page=2`);
    expect(sent?.request.method).toBe('POST');
    expect(new Headers(sent?.request.headers).get('authorization')).toBe('Bearer t');
    expect(new TextDecoder().decode(sent?.request.body ?? undefined)).toBe('{"x":1}');
    expect(network).not.toHaveBeenCalled();
  });

  it("keeps each page's calls on its own port", async () => {
    const a = fakeHost(() => ok('a'));
    const b = fakeHost(() => ok('b'));
    hosts.push(a, b);
    const { routes } = router();
    routes.linked('tab-a', link('a'), a.port);
    routes.linked('tab-b', link('b'), b.port);
    expect(await (await routes.answer(new Request(`${ORIGIN}/api/x`), 'tab-b')).text()).toBe('b');
    expect(await (await routes.answer(new Request(`${ORIGIN}/api/x`), 'tab-a')).text()).toBe('a');
  });

  it('answers a status without a body, a dropped connection, a failure, and a path the backend has no handler for', async () => {
    const answers: FromHost[] = [
      ok('', 204),
      { type: 'response', id: 0, response: { status: 0, statusText: '', headers: [], body: new ArrayBuffer(0) } },
      { type: 'failed', id: 0, message: 'the store broke' },
      { type: 'response', id: 0, response: null },
    ];
    const host = fakeHost(() => answers.shift()!);
    hosts.push(host);
    const { routes, network } = router();
    routes.linked('tab-a', link('a'), host.port);
    const ask = () => routes.answer(new Request(`${ORIGIN}/api/x`), 'tab-a');
    expect((await ask()).status).toBe(204);
    expect((await ask()).type).toBe('error');
    const failed = await ask();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'The mock world failed: the store broke' });
    const unserved = await routes.answer(new Request(`${ORIGIN}/api/nothing`, { method: 'POST', body: 'as sent' }), 'tab-a');
    expect(unserved.status).toBe(404);
    expect(network).toHaveBeenCalledTimes(1);
    expect(await network.mock.calls[0]![0].text()).toBe('as sent');
  });

  it("forwards a `portal serve` page's call to that server, naming the page's tab", async () => {
    const { routes, network } = router();
    network.mockResolvedValueOnce(new Response('{"ok":true}', { status: 200, headers: { 'x-mock-world-version': '7' } }));
    routes.linked('tab-a', link('a', 'http://127.0.0.1:8787'), undefined);
    const response = await routes.answer(new Request(`${ORIGIN}/api/auth/login?y=2`, { method: 'POST', body: 'hi' }), 'tab-a');
    expect(await response.text()).toBe('{"ok":true}');
    const forwarded = network.mock.calls[0]![0];
    expect(forwarded.url).toBe('http://127.0.0.1:8787/api/auth/login?y=2');
    expect(forwarded.headers.get('x-mock-tab')).toBe('a');
    expect(await forwarded.text()).toBe('hi');
  });
});

describe("mock mode's service worker: a call from a page it has no link for", () => {
  it('asks that page once for a link, and answers every waiting call once it comes', async () => {
    const page = aPage();
    const { routes } = router({ 'tab-a': page });
    const first = routes.answer(new Request(`${ORIGIN}/api/one`), 'tab-a');
    const second = routes.answer(new Request(`${ORIGIN}/api/two`), 'tab-a');
    await vi.waitFor(() => expect(page.postMessage).toHaveBeenCalledWith({ type: 'portal.mock.link-wanted' }));
    const host = fakeHost((message) => ok(new URL(message.request.url).pathname));
    hosts.push(host);
    routes.linked('tab-a', link('a'), host.port);
    expect(await (await first).text()).toBe('/api/one');
    expect(await (await second).text()).toBe('/api/two');
    expect(page.postMessage).toHaveBeenCalledTimes(1);
  });

  it('keeps the first link when a second crosses its question, so a call under way on it is answered', async () => {
    const page = aPage();
    const { routes } = router({ 'tab-a': page });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { port1, port2 } = new MessageChannel();
    port2.onmessage = async (event: MessageEvent<ToHost>) => {
      await held;
      port2.postMessage({ ...ok('first'), id: event.data.id });
    };
    hosts.push({ close: () => port2.close() });
    routes.linked('tab-a', link('a'), port1);
    const underWay = routes.answer(new Request(`${ORIGIN}/api/x`), 'tab-a');
    const spare = fakeHost(() => ok('spare'));
    hosts.push(spare);
    const closed = vi.spyOn(spare.port, 'close');
    routes.linked('tab-a', link('a'), spare.port);
    expect(closed).toHaveBeenCalled();
    release();
    expect(await (await underWay).text()).toBe('first');
    expect(await (await routes.answer(new Request(`${ORIGIN}/api/y`), 'tab-a')).text()).toBe('first');
  });

  it('answers 503 at once when the page is gone, and after the limit when it never answers', async () => {
    vi.useFakeTimers();
    const { routes } = router({ 'tab-a': aPage() });
    expect((await routes.answer(new Request(`${ORIGIN}/api/x`), 'gone')).status).toBe(503);
    let status = 0;
    void routes.answer(new Request(`${ORIGIN}/api/x`), 'tab-a').then((r) => (status = r.status));
    await vi.advanceTimersByTimeAsync(LINK_LIMIT_MS - 1);
    expect(status).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(status).toBe(503);
  });

  it('forgets the links of pages that are gone, and closes their ports', async () => {
    const pages: Record<string, ReturnType<typeof aPage>> = { 'tab-a': aPage() };
    const { routes } = router(pages);
    const host = fakeHost(() => ok('a'));
    hosts.push(host);
    const close = vi.spyOn(host.port, 'close');
    routes.linked('tab-a', link('a'), host.port);
    delete pages['tab-a'];
    await routes.forgetGone();
    expect(close).toHaveBeenCalled();
    expect((await routes.answer(new Request(`${ORIGIN}/api/x`), 'tab-a')).status).toBe(503);
  });
});
