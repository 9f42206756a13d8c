// Runs the `portal` CLI as a child process, as a user would (node cli/bin.mjs …).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
const BIN = fileURLToPath(new URL('../../cli/bin.mjs', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the program in this process (for runs that end in a usage error before doing anything). */
export async function runInProcess(args: string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const { runPortal } = await import('../../cli/run');
  const code = await runPortal(args, { writeOut: (t) => void (stdout += t), writeErr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

export function runCli(args: string[], timeoutMs = 30_000): Promise<CliResult> {
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
export function startServe(args: string[], timeoutMs = 30_000): Promise<{ info: ServeInfo; child: ChildProcess; stop: () => Promise<void> }> {
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
