// The fake backend over plain node:http (`portal serve`): the same MSW handlers as the browser worker and the
// tests, answered with `getResponse`, plus the /__mock/* controls and CORS for a dev portal on another port.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { getResponse, type HttpHandler } from 'msw';
import type { Backend } from './backend';
import { API_PREFIX } from './core/build-handlers';
import { createDevRoutes, DEV_PREFIX } from './dev-routes';

export interface HttpServerOptions {
  backend: Backend;
  host: string;
  /** 0 picks a free port. */
  port: number;
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

/** 127.0.0.0/8, ::1 and localhost: the only addresses the mock server may listen on. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h.replace(/^::ffff:/, ''));
  if (!v4) return false;
  const parts = v4.slice(1).map(Number);
  return parts.every((n) => n <= 255) && parts[0] === 127;
}

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type, Accept',
  'access-control-max-age': '600',
};

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

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = { ...CORS_HEADERS };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

export async function startHttpServer(options: HttpServerOptions): Promise<RunningServer> {
  if (!isLoopbackHost(options.host)) {
    throw new Error(
      `Refusing to listen on ${options.host}: the mock server only listens on a loopback address (127.0.0.1, ::1, localhost).`,
    );
  }
  const { backend } = options;
  const handlers: HttpHandler[] = [...createDevRoutes({ backend }), ...backend.handlers];
  let origin = '';

  const server = createServer((req, res) => {
    const started = performance.now();
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const done = (status: number) => options.onRequest?.({ method: req.method ?? 'GET', path, status, ms: performance.now() - started });

    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      done(204);
      return;
    }
    if (!path.startsWith(API_PREFIX) && !path.startsWith(DEV_PREFIX)) {
      sendJson(res, 404, { message: `Nothing here: the mock server answers under ${API_PREFIX} and ${DEV_PREFIX}.` });
      done(404);
      return;
    }
    void (async () => {
      try {
        const response = await getResponse(handlers, toRequest(req, origin));
        if (response) {
          await send(res, response);
          done(response.status);
        } else {
          sendJson(res, 501, { message: `No mock for ${req.method} ${path}` });
          done(501);
        }
      } catch (e) {
        if (!res.headersSent) sendJson(res, 500, { message: `Mock server error: ${e instanceof Error ? e.message : String(e)}` });
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
