// A deliberately broken backend for the remote tests: a small HTTP proxy in front of `portal serve` in this
// process that forwards every request (method, headers, body) and answers as the rules say instead where they
// say so — answer a request itself, change the request's body, or change the answer's JSON.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ProxiedRequest {
  method: string;
  /** The path without the query, e.g. /api/auth/login. */
  path: string;
  /** The JSON body, or undefined (none, or not JSON). */
  body: unknown;
}

export interface ProxyRules {
  /** Answer the request here (status and JSON) instead of forwarding it; undefined forwards it. */
  answer?: (request: ProxiedRequest) => { status: number; body: unknown } | undefined;
  /** The JSON body to forward instead of the request's own. */
  request?: (request: ProxiedRequest) => unknown;
  /** The JSON to answer instead of the target's (same status). */
  response?: (request: ProxiedRequest, status: number, body: unknown) => unknown;
}

const parseJson = (text: string): unknown => {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
};

export async function startProxy(target: string, rules: ProxyRules) {
  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      const request: ProxiedRequest = {
        method: req.method ?? 'GET',
        path: (req.url ?? '/').split('?')[0] ?? '/',
        body: parseJson(raw.toString('utf8')),
      };
      const own = rules.answer?.(request);
      if (own) {
        res.writeHead(own.status, { 'content-type': 'application/json' }).end(JSON.stringify(own.body));
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          (e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'content-length' && e[0] !== 'host',
        ),
      );
      const changed = rules.request && request.body !== undefined ? rules.request(request) : undefined;
      const body = changed !== undefined ? JSON.stringify(changed) : raw.length ? raw : undefined;
      const answer = await fetch(new URL(req.url ?? '/', target), { method: request.method, headers, ...(body ? { body } : {}) });
      const text = await answer.text();
      const json = parseJson(text);
      const out = rules.response && json !== undefined ? JSON.stringify(rules.response(request, answer.status, json)) : text;
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(out);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    apiBase: `${origin}/api/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
