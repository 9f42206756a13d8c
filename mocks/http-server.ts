// The fake backend over plain node:http (`portal serve`): the same MSW handlers as the browser worker and the
// tests, answered with `getResponse`, plus the /__mock/* controls and CORS for a dev portal on another port of this
// machine. Only loopback pages are answered (mocks/serve-guard.ts, docs/decisions/027): a foreign `Host` gets 421,
// a foreign `Origin` 403 and no CORS headers.
//
// One more route, of this server only: `GET /__mock/changes`, a stream of Server-Sent Events. After each call
// that changed the world it sends one `WorldAnnouncement` (as the browser's world host posts on its
// BroadcastChannel, mocks/world-host/messages.ts): `origin` is the caller's `x-mock-tab` header (a page in mock
// mode with `?world=` sends its tab id), null for the /__mock/ controls, when a scheduled change ran during the
// call, or when another caller's call overlapped it. A comment line every 15 s keeps proxies from closing it. It
// is not in the contract's mockControls table: that table holds JSON request/answer pairs that both fake servers
// answer through the same route builder (and the OpenAPI export describes); a stream is neither, and the browser's
// own world announces on a BroadcastChannel instead.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { getResponse, type HttpHandler } from 'msw';
import type { Backend } from './backend';
import { API_PREFIX } from './core/build-handlers';
import { createDevRoutes, DEV_PREFIX } from './dev-routes';
import { isLoopbackHost } from './loopback';
import { serveGuard, type ServeGuard } from './serve-guard';
import { announcementOf, trackChanges } from './world-host/change-tracker';
import { CHANGES_PATH, TAB_HEADER, WORLD_VERSION_HEADER } from './world-host/messages';

export interface HttpServerOptions {
  backend: Backend;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Host names besides loopback ones that requests and pages may use (`portal serve --allow-host`). */
  allowHosts?: readonly string[];
  /** Between the keep-alive comments of /__mock/changes (default 15 s). */
  keepAliveMs?: number;
  /** Called once per request after it was answered (logging). */
  onRequest?: (entry: { method: string; path: string; status: number; ms: number }) => void;
}

export interface RunningServer {
  server: Server;
  /** e.g. http://127.0.0.1:8787 */
  origin: string;
  /** e.g. http://127.0.0.1:8787/api/ */
  apiBase: string;
  close(): Promise<void>;
}

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type, Accept, X-Mock-Tab, Idempotency-Key',
  // A page in mock mode with a remote world reads the answers' own headers (the world's version, a file's name).
  'access-control-expose-headers': '*',
  'access-control-max-age': '600',
};

/**
 * The CORS headers for this request: the page's own origin echoed when it is one we answer, none without an
 * `Origin` (curl, a same-origin GET). `Vary: Origin` keeps a cache from serving one page's answer to another.
 */
function corsFor(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return origin ? { ...CORS_HEADERS, 'access-control-allow-origin': origin, vary: 'Origin' } : { vary: 'Origin' };
}

/** Why this request is refused before anything runs (421: not our name, 403: not our page), or null. */
function refusal(req: IncomingMessage, guard: ServeGuard): { status: number; message: string } | null {
  if (!guard.hostAllowed(req.headers.host)) {
    return {
      status: 421,
      message: `This server answers only under a loopback name (127.0.0.1, localhost, [::1]), not "${req.headers.host ?? ''}". Start it with --allow-host <name> to answer another.`,
    };
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !guard.originAllowed(origin)) {
    return { status: 403, message: `This server answers only pages on a loopback origin, not ${origin}.` };
  }
  return null;
}

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}),
  } as RequestInit);
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response, extra: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = corsFor(req);
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  Object.assign(headers, extra);
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

const KEEP_ALIVE_MS = 15_000;

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, cors = corsFor(req)): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...cors, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

export async function startHttpServer(options: HttpServerOptions): Promise<RunningServer> {
  if (!isLoopbackHost(options.host)) {
    throw new Error(
      `Refusing to listen on ${options.host}: the mock server only listens on a loopback address (127.0.0.1, ::1, localhost).`,
    );
  }
  const { backend } = options;
  const guard = serveGuard(options.allowHosts);
  const tracker = trackChanges(backend.db);
  const reset = async (scenario: string, seed: number) => {
    tracker.forget(); // the reseeded world is all new
    await backend.reset(scenario, seed);
  };
  const handlers: HttpHandler[] = [...createDevRoutes({ backend, reset }), ...backend.handlers];
  let origin = '';
  let version = 0;
  const listeners = new Set<ServerResponse>();
  /** Calls being answered, each with its caller's tab (null: a control or no tab) and whether another overlapped it. */
  const inFlight = new Set<{ tab: string | null; shared: boolean }>();

  function announce(from: string | null): void {
    const change = tracker.take();
    if (!change) return;
    version += 1;
    const announcement = announcementOf(change, version, from);
    const event = `id: ${version}\ndata: ${JSON.stringify(announcement)}\n\n`;
    for (const listener of listeners) listener.write(event);
  }

  function openChanges(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { ...corsFor(req), 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.write(': the world announces its changes here\n\n');
    listeners.add(res);
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), options.keepAliveMs ?? KEEP_ALIVE_MS);
    req.once('close', () => {
      clearInterval(keepAlive);
      listeners.delete(res);
    });
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const done = (status: number) => options.onRequest?.({ method: req.method ?? 'GET', path, status, ms: performance.now() - started });

    const refused = refusal(req, guard);
    if (refused) {
      // No CORS headers: the refused page cannot even read why.
      sendJson(req, res, refused.status, { message: refused.message }, {});
      done(refused.status);
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsFor(req));
      res.end();
      done(204);
      return;
    }
    if (!path.startsWith(API_PREFIX) && !path.startsWith(DEV_PREFIX)) {
      sendJson(req, res, 404, { message: `Nothing here: the mock server answers under ${API_PREFIX} and ${DEV_PREFIX}.` });
      done(404);
      return;
    }
    if (req.method === 'GET' && path === CHANGES_PATH) {
      openChanges(req, res);
      done(200);
      return;
    }
    // The tester's controls change the world for every page, the one that pressed included.
    const header = req.headers[TAB_HEADER];
    const call = { tab: path.startsWith(DEV_PREFIX) || typeof header !== 'string' ? null : header, shared: false };
    for (const other of inFlight) {
      if (other.tab === call.tab) continue;
      other.shared = true;
      call.shared = true;
    }
    inFlight.add(call);
    const finish = () => {
      inFlight.delete(call);
      announce(call.shared ? null : call.tab);
    };
    void (async () => {
      try {
        const response = await getResponse(handlers, toRequest(req, origin));
        finish();
        if (response?.type === 'error') {
          // Chaos's dropped connection: the client sees a network error, as with a real one.
          res.destroy();
          done(0);
        } else if (response) {
          await send(req, res, response, { [WORLD_VERSION_HEADER]: String(version) });
          done(response.status);
        } else {
          // Unreached while the API handler takes every path under its prefix; a real server's answer all the same.
          sendJson(req, res, 404, { message: `There is no call ${req.method} ${path}.` });
          done(404);
        }
      } catch (e) {
        if (inFlight.has(call)) finish();
        if (!res.headersSent) sendJson(req, res, 500, { message: `Mock server error: ${e instanceof Error ? e.message : String(e)}` });
        else res.destroy();
        done(500);
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origin = `http://${hostPart}:${address.port}`;

  return {
    server,
    origin,
    apiBase: `${origin}${API_PREFIX}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
