// `portal serve`: the fake backend over HTTP on a loopback address, for curl, scripts and a dev portal
// (VITE_API_BASE_URL=http://127.0.0.1:8787/api/ npm run dev).
import { Command, InvalidArgumentError, Option } from 'commander';
import { nodeSeedWorlds } from '#mocks/seed-worlds-node.ts';
import { createBackend } from '#mocks/backend.ts';
import { startHttpServer } from '#mocks/http-server.ts';
import { isLoopbackHost } from '#mocks/loopback.ts';
import { isHostName } from '#mocks/serve-guard.ts';
import { DEFAULT_SCENARIO, DEFAULT_SEED, DEMO_PASSWORD, personas } from '#mocks/scenarios/index.ts';
import type { ChaosFault } from '#contract/mock-controls.ts';
import { parseFailRate, parseFaults, parseLatency, parsePort, parseScenario, parseSeed } from '../options';
import { UsageError } from '../usage-error';

/** `--allow-host` may be given more than once; each a bare host name (docs/decisions/027). */
function collectHost(value: string, previous: string[]): string[] {
  if (!isHostName(value)) throw new InvalidArgumentError(`"${value}" is not a host name (e.g. devbox.local, without scheme or port).`);
  return [...previous, value.trim().toLowerCase()];
}

interface ServeOptions {
  scenario: string;
  seed: number;
  host: string;
  allowHost: string[];
  port: number;
  latency: number;
  failRate: number;
  jitter: number;
  faults?: ChaosFault[];
  json?: boolean;
  quiet?: boolean;
}

export function serveCommand(): Command {
  return new Command('serve')
    .description('Serve the fake backend over HTTP (loopback only) under /api/, with the /__mock/* controls')
    .addOption(new Option('--scenario <name>', 'scenario to seed').argParser(parseScenario).default(DEFAULT_SCENARIO))
    .option('--seed <n>', 'seed number', parseSeed, DEFAULT_SEED)
    .option('--host <host>', 'loopback address to listen on (127.0.0.0/8, ::1, localhost)', '127.0.0.1')
    .option(
      '--allow-host <name>',
      'also answer requests and pages under this host name (repeatable); by default only loopback names',
      collectHost,
      [],
    )
    .option('--port <port>', 'port (0 picks a free one)', parsePort, 8787)
    .option('--latency <ms>', 'delay every API answer by this many ms', parseLatency, 0)
    .option('--fail-rate <rate>', 'share of API calls that fail (503 unless --faults says), 0..1', parseFailRate, 0)
    .option('--jitter <ms>', 'add up to this many ms of latency, drawn per call', parseLatency, 0)
    .option('--faults <list>', 'how a failed call fails: unavailable, server-error, network, lost-answer (comma-separated)', parseFaults)
    .option('--json', 'print one JSON line when ready (url, personas) and no request log')
    .option('--quiet', 'no request log')
    .addHelpText(
      'after',
      `
Controls (same as the browser's mock mode):
  GET  /__mock/outbox          e-mail and SMS, newest first
  GET  /__mock/state           scenario, seed, simulated now
  POST /__mock/clock/advance   {"ms": 86400000}
  POST /__mock/reset           {"scenario": "fresh", "seed": 2, "clock": "anchor"}
                               (clock "anchor": held at the scenario's anchor, moved only by
                               clock/advance, as portal test --target asks; "real": real time)
  POST /__mock/chaos           {"latencyMs": 0, "failRate": 0.3}
  POST /__mock/gateway/preview {"batch": "<base64 batch>"}
  POST /__mock/gateway/pay     {"batch": "<base64 batch>", "outcome": "paid"}
  GET  /__mock/changes         Server-Sent Events: one per change of the world
                               (a mock-mode portal at /?world=http://127.0.0.1:8787 listens)
The test-control protocol they follow, for a staging backend: portal contract --test-controls.

Who it answers (docs/decisions/027): requests whose Host is 127.0.0.1, localhost or [::1] (any port), else 421;
pages on those origins (CORS echoes the page's origin), any other page's call is refused with 403.
--allow-host devbox adds a name you reach it by (an SSH tunnel's alias, a container's name).

Example:
  portal serve --port 8787 --latency 300
  portal serve --fail-rate 0.3 --jitter 3000 --faults unavailable,server-error,network,lost-answer
  curl -X POST http://127.0.0.1:8787/api/auth/login -H 'content-type: application/json' \\
       -d '{"email":"member@demo.test","password":"${DEMO_PASSWORD}"}'`,
    )
    .action(async (options: ServeOptions) => {
      if (!isLoopbackHost(options.host)) {
        throw new UsageError(
          `Refusing --host ${options.host}: the mock server only listens on a loopback address (127.0.0.0/8, ::1, localhost). It holds demo passwords and lets anyone reset its data. From another machine, forward the port (ssh -L 8787:127.0.0.1:8787) instead (docs/decisions/027).`,
        );
      }
      const backend = await createBackend({
        scenario: options.scenario,
        seed: options.seed,
        seedWorlds: nodeSeedWorlds,
        chaos: {
          latencyMs: options.latency,
          failRate: options.failRate,
          jitterMs: options.jitter,
          ...(options.faults ? { faults: options.faults } : {}),
        },
      });
      const log = !options.json && !options.quiet;
      const running = await startHttpServer({
        backend,
        host: options.host,
        port: options.port,
        allowHosts: options.allowHost,
        ...(log ? { onRequest: (r) => process.stdout.write(`${r.method} ${r.path} → ${r.status} (${r.ms.toFixed(1)} ms)\n`) } : {}),
      });

      if (options.json) {
        process.stdout.write(
          `${JSON.stringify({ url: running.apiBase, origin: running.origin, scenario: backend.scenario, seed: backend.seed, password: DEMO_PASSWORD, personas: personas.map((p) => ({ email: p.email, role: p.role })) })}\n`,
        );
      } else {
        const width = Math.max(...personas.map((p) => p.email.length));
        process.stdout.write(
          [
            `Fake backend: scenario "${backend.scenario}", seed ${backend.seed}${options.latency ? `, latency ${options.latency} ms` : ''}${options.failRate ? `, fail rate ${options.failRate}` : ''}`,
            `API:      ${running.apiBase}`,
            `Controls: ${running.origin}/__mock/state, /__mock/outbox, /__mock/clock/advance, /__mock/reset`,
            `Portal:   VITE_API_BASE_URL=${running.apiBase} npm run dev`,
            '',
            `Personas (password ${DEMO_PASSWORD}):`,
            ...personas.map((p) => `  ${p.email.padEnd(width)}  ${p.role}`),
            '',
            'Ctrl+C stops the server.',
            '',
          ].join('\n'),
        );
      }

      const stop = () => {
        void running.close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
}
