// Runs the `portal` CLI as a child process, as a user would (node cli/bin.mjs …), or in this process; serves the
// fake backend in this process, and a copy of it that answers one call wrong.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { bundledCli } from '#cli/bundle.mjs';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
const BIN = fileURLToPath(new URL('../../cli/bin.mjs', import.meta.url));

/**
 * The CLI's bundle (decision 047), brought up to date once per test worker before its first child: a batch of
 * children started together after an edit would otherwise each build it.
 */
let bundle: Promise<string> | undefined;
const bundled = () => (bundle ??= bundledCli());

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the program in this process (for runs that end in a usage error before doing anything). */
export async function runInProcess(args: string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const { runPortal } = await import('#cli/run.ts');
  const code = await runPortal(args, { writeOut: (t) => void (stdout += t), writeErr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

export async function runCli(args: string[], timeoutMs = 30_000): Promise<CliResult> {
  await bundled();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`portal ${args.join(' ')} did not finish in ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface ServeInfo {
  url: string;
  origin: string;
  scenario: string;
  seed: number;
  personas: Array<{ email: string; role: string }>;
}

/** Starts `portal serve --json` and resolves with its first JSON line. */
export async function startServe(
  args: string[],
  timeoutMs = 30_000,
): Promise<{ info: ServeInfo; child: ChildProcess; stop: () => Promise<void> }> {
  await bundled();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'serve', '--json', ...args], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`portal serve did not start in ${timeoutMs} ms: ${err}`));
    }, timeoutMs);
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) {
        clearTimeout(timer);
        const stop = () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('close', () => done());
            child.kill('SIGTERM');
          });
        resolve({ info: JSON.parse(line) as ServeInfo, child, stop });
      }
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`portal serve exited with ${code}: ${err}`));
    });
  });
}

/** `portal serve` in this process (same backend and HTTP server as the command), on a free loopback port. */
export async function serveInProcess(scenario = 'default') {
  const [{ createBackend }, { startHttpServer }] = await Promise.all([import('#mocks/backend.ts'), import('#mocks/http-server.ts')]);
  const backend = await createBackend({ scenario, seed: 1 });
  const running = await startHttpServer({ backend, host: '127.0.0.1', port: 0 });
  return { backend, origin: running.origin, apiBase: running.apiBase, close: running.close };
}

/** A loopback port nothing listens on (taken from the system, then released). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A backend that is wrong in one place: forwards requests (without their body: the check only GETs) to `target`,
 * except GET `path`, which it answers with `body` (status 200). What a contract check must catch, and only there.
 */
export async function startWrongProxy(target: string, path: string, body: unknown) {
  const server = createHttpServer((req, res) => {
    void (async () => {
      if (req.method === 'GET' && (req.url ?? '').split('?')[0] === path) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).filter((e): e is [string, string] => typeof e[1] === 'string'));
      const answer = await fetch(new URL(req.url ?? '/', target), { method: req.method ?? 'GET', headers });
      res
        .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
        .end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
