// What the contract fuzz's runner (scripts/contract-fuzz.ts) and its spec agree on: where Prism answers (the build
// is made with this API base, so its CSP's connect-src allows it), where the OpenAPI is, which seeds run.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Prism's port (issue 24's helper ports: 4291); the build's VITE_API_BASE_URL. */
export const API_BASE = `http://127.0.0.1:${Number(process.env.CONTRACT_FUZZ_PRISM_PORT) || 4291}/`;
/** The build the fuzz serves, apart from dist/ (the e2e suite's mock-mode build). */
export const OUT_DIR = 'dist-contract-fuzz';
/** The build's super administrator (a real-backend build must name one: src/config.ts), whom the admin persona is. */
export const FUZZ_SUPER_ADMIN_EMAIL = 'superadmin@demo.test';
/** Two seeds walk every route as three personas in about three minutes on 2 cores (docs/contract-fuzz.md). */
const DEFAULT_SEEDS = [1, 2];

export function fuzzSettings(env: NodeJS.ProcessEnv) {
  const seeds = env.CONTRACT_FUZZ_SEEDS ? env.CONTRACT_FUZZ_SEEDS.split(',').map((s) => Number(s.trim())) : DEFAULT_SEEDS;
  if (seeds.some((s) => !Number.isInteger(s)))
    throw new Error(`CONTRACT_FUZZ_SEEDS must be whole numbers, e.g. 1,2,3 (got ${env.CONTRACT_FUZZ_SEEDS}).`);
  return {
    seeds,
    openapi: env.CONTRACT_FUZZ_OPENAPI || join(tmpdir(), 'portal-contract-fuzz-openapi.json'),
    /** One JSON line per persona and seed, for the runner's totals. */
    summaryFile: env.CONTRACT_FUZZ_SUMMARY,
  };
}
