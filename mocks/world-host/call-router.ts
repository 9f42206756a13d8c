// What mock mode's service worker does with a request (service-worker.ts hands it the browser's events): a page's
// /api/ and /__mock/ calls go straight to the world host, over a port that page gave for it, or to the `portal serve`
// whose world the page uses; nothing else is touched (navigations, assets, other origins). So no call and no asset
// request reaches a page's main thread, and no MSW code loads in the page (docs/decisions/057-own-service-worker.md).
//
// The browser stops an idle service worker, and its ports go with it: a call from a page it has no link for asks
// that page for a new one (mocks/browser.ts answers) and waits.
import { askHost, type AskHost } from './ask-host';
import { SERVED_PATHS, TAB_HEADER, type LinkWanted, type SerializedRequest, type ServiceWorkerLink } from './messages';

/** How long a call waits for its page to give a new link; a page that loaded its mock code answers in milliseconds. */
export const LINK_LIMIT_MS = 15_000;

/** Where one page's calls go: this browser's world host (over a port), or a `portal serve` (its origin). */
type Route = { tab: string; host: AskHost; close: () => void } | { tab: string; remote: string };

/** The page a call came from, as the worker can reach it (`clients.get`). */
interface Page {
  postMessage(message: LinkWanted): void;
}

export interface CallRouterOptions {
  /** The worker's own origin: a call to any other is not the fake backend's. */
  origin: string;
  /** A page by its client id, to ask it for a link; undefined once it is gone. */
  page: (clientId: string) => Promise<Page | undefined>;
  /** The network: a `portal serve`'s world, and a call the fake backend does not serve. */
  fetch: (request: Request) => Promise<Response>;
  limitMs?: number;
}

/** Statuses whose answer has no body (a Response built with one throws). */
const BODILESS = new Set([101, 103, 204, 205, 304]);

async function serialized(request: Request): Promise<SerializedRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return { method: request.method, url: request.url, headers: [...request.headers], body };
}

/** A clear answer where the fake backend cannot be reached: the API client reports it as the server's error. */
function unreachable(status: number, message: string): Response {
  return Response.json({ message }, { status });
}

export function callRouter({ origin, page, fetch, limitMs = LINK_LIMIT_MS }: CallRouterOptions) {
  const routes = new Map<string, Route>();
  const wanted = new Map<string, { route: Promise<Route | null>; found: (route: Route | null) => void }>();

  /**
   * This page's route; asked of the page when the worker has none (a new worker, or one the browser restarted). The
   * wait is registered before anything is awaited: calls that arrive together share one question.
   */
  function routeOf(clientId: string): Promise<Route | null> {
    const known = routes.get(clientId);
    if (known) return Promise.resolve(known);
    const asking = wanted.get(clientId);
    if (asking) return asking.route;
    let found: (route: Route | null) => void = () => undefined;
    const route = new Promise<Route | null>((resolve) => (found = resolve));
    const timer = setTimeout(() => settle(null), limitMs);
    const settle = (answer: Route | null) => {
      clearTimeout(timer);
      wanted.delete(clientId);
      found(answer);
    };
    wanted.set(clientId, { route, found: settle });
    page(clientId).then(
      (client) => (client ? client.postMessage({ type: 'portal.mock.link-wanted' }) : settle(null)),
      () => settle(null),
    );
    return route;
  }

  async function toHost(host: AskHost, request: Request): Promise<Response> {
    // A clone: the request itself may yet go to the network.
    const sent = await serialized(request.clone());
    const answer = await host<'response'>({ type: 'request', id: 0, request: sent }, sent.body ? [sent.body] : []).catch(
      (e: unknown) => e as Error,
    );
    if (answer instanceof Error) return unreachable(500, answer.message);
    const { response } = answer;
    // A path under /api/ the fake backend has no handler for: the network's answer, as for any other path.
    if (!response) return fetch(request);
    // Chaos's dropped connection (status 0: a Response.error() cannot be posted).
    if (response.status === 0) return Response.error();
    const body = BODILESS.has(response.status) ? null : response.body;
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  /** The call sent to `portal serve`, naming its page, which the server names as the origin of its changes. */
  async function toRemote(route: { tab: string; remote: string }, request: Request): Promise<Response> {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    headers.set(TAB_HEADER, route.tab);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const response = await fetch(
      new Request(`${route.remote}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        ...(hasBody ? { body: await request.arrayBuffer() } : {}),
      }),
    );
    // Another origin's answer (CORS) given for the page's own address: a plain one of this origin, as MSW gave.
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  return {
    /** Whether a request is the fake backend's: a call (not a navigation) to /api/ or /__mock/ of this origin. */
    serves(request: Request, clientId: string): boolean {
      if (request.mode === 'navigate' || !clientId) return false;
      const url = new URL(request.url);
      return url.origin === origin && SERVED_PATHS.test(url.pathname);
    },

    async answer(request: Request, clientId: string): Promise<Response> {
      const route = await routeOf(clientId);
      if (!route)
        return unreachable(
          503,
          "Mock mode's service worker has no link to the fake backend for this page (the page did not give one in time). Reload the page.",
        );
      return 'remote' in route ? toRemote(route, request) : toHost(route.host, request);
    },

    /**
     * A page's link: a port to the world host travels with it (transferred), or it names a `portal serve`. A page
     * whose link the worker already holds gave a second one in a race (its first link crossed the worker's question):
     * the first stays, since calls may be under way on it, and the spare port is closed.
     */
    linked(clientId: string, link: ServiceWorkerLink, port: MessagePort | undefined): void {
      if (routes.has(clientId)) return port?.close();
      let route: Route;
      if (link.remote !== null) route = { tab: link.tab, remote: link.remote };
      else if (port) route = { tab: link.tab, host: askHost(port), close: () => port.close() };
      else return;
      routes.set(clientId, route);
      wanted.get(clientId)?.found(route);
    },

    /** Forgets the links of pages that are gone (closed, reloaded), and the ports they held to the host. */
    async forgetGone(): Promise<void> {
      for (const [clientId, route] of [...routes]) {
        if (await page(clientId)) continue;
        routes.delete(clientId);
        if ('close' in route) route.close();
      }
    },
  };
}
