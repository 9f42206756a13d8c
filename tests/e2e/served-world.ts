// A `portal serve` for a spec file's tests: serve-ready-world.ts (its backend and HTTP server, pending@'s checklist
// passed) in a process of its own, started before the file's first test and ended after its last.
import { spawn, type ChildProcess } from 'node:child_process';
import { test } from '@playwright/test';

const TSX = 'node_modules/tsx/dist/cli.mjs';

/** The server's origin (http://127.0.0.1:N), set once it listens. */
export function servedReadyWorld(): { origin: string } {
  const server = { origin: '' };
  let child: ChildProcess;
  test.beforeAll(async () => {
    child = spawn('node', [TSX, 'tests/e2e/serve-ready-world.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
    server.origin = await new Promise<string>((resolve, reject) => {
      child.stdout!.once('data', (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { origin: string }).origin));
      child.once('exit', (code) => reject(new Error(`serve-ready-world.ts exited with ${code}`)));
    });
  });
  test.afterAll(() => void child.kill('SIGTERM'));
  return server;
}
