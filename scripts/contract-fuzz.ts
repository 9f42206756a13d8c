// `npm run test:contract-fuzz` (issue 24 item 3): writes the OpenAPI the portal publishes, makes a real-backend
// build pointed at Prism (its own folder, dist-contract-fuzz/, so the e2e suite's dist/ is left alone), then runs
// playwright.contract-fuzz.config.ts, whose spec starts Prism in dynamic mode once per seed and walks every route of
// the route table as each persona. Ends with the counts (routes × personas × seeds, pages, refusals shown).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { contractText } from '../cli/contract-export';
import { API_BASE, FUZZ_SUPER_ADMIN_EMAIL, fuzzSettings, OUT_DIR } from '../tests/contract-fuzz/settings';

const started = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'portal-contract-fuzz-'));
const openapi = join(dir, 'openapi.json');
const summary = join(dir, 'summary.jsonl');
const { seeds } = fuzzSettings(process.env);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

interface Line {
  seed: number;
  persona: string;
  routes: number;
  pages: number;
  refusals: number;
  problems: string[];
}

try {
  if (run(process.execPath, ['scripts/ensure-chromium.mjs']) !== 0) process.exit(1);
  writeFileSync(openapi, contractText('openapi'));
  process.env.VITE_API_BASE_URL = API_BASE;
  process.env.VITE_SUPER_ADMIN_EMAIL = FUZZ_SUPER_ADMIN_EMAIL;
  await build({ logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
  writeFileSync(summary, '');
  const status = run(
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', '-c', 'playwright.contract-fuzz.config.ts', ...process.argv.slice(2)],
    {
      ...process.env,
      CONTRACT_FUZZ_OPENAPI: openapi,
      CONTRACT_FUZZ_SUMMARY: summary,
    },
  );
  const lines = readFileSync(summary, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);
  const sum = (key: 'pages' | 'refusals') => lines.reduce((n, l) => n + l[key], 0);
  const problems = lines.reduce((n, l) => n + l.problems.length, 0);
  const personas = new Set(lines.map((l) => l.persona)).size;
  console.log(
    `contract fuzz: ${lines[0]?.routes ?? 0} routes × ${personas} personas × ${seeds.length} seeds (${seeds.join(', ')}): ` +
      `${sum('pages')} pages visited, ${sum('refusals')} refusals shown (each naming its call and field), ` +
      `${problems} problems, ${Math.round((Date.now() - started) / 1000)} s`,
  );
  process.exitCode = status;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
