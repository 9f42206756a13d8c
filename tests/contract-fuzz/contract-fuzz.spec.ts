// The contract fuzz (issue 24 item 3): every route of the route table, as a visitor, a member and an administrator,
// against Prism serving random answers that keep the published OpenAPI, for a few seeds. A backend that keeps the
// contract must never crash a screen, blank it, or make it print NaN, "Invalid Date", "undefined" or
// "[object Object]". An answer the portal refuses is fine as long as the page says which call and which field
// (the portal keeping the contract strict) and the rest of the page keeps working. Run by
// scripts/contract-fuzz.mjs (`npm run test:contract-fuzz`), which writes the OpenAPI and the build first.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { encodeBase64, encodeBase64Json } from '../../src/contract/base64';
import { hrefTo, routeTable, type RouteName } from '../../src/contract/routes';
import { sampleUser } from '../../machines/flow-samples';
import { API_BASE, FUZZ_SUPER_ADMIN_EMAIL, fuzzSettings } from './settings';

const { seeds, openapi, summaryFile } = fuzzSettings(process.env);

type Persona = 'visitor' | 'member' | 'admin';
const PERSONAS: readonly Persona[] = ['visitor', 'member', 'admin'];

/**
 * The one thing a persona fixes of Prism's random answers: who the signed-in user is. Everything else (name, type,
 * category, every other field) stays Prism's. The administrator is the configured super administrator
 * (VITE_SUPER_ADMIN_EMAIL, set by scripts/contract-fuzz.ts), or the admin screens of that role would only ever redirect.
 */
const ROLE: Record<Exclude<Persona, 'visitor'>, Record<string, unknown>> = {
  member: { is_admin: false, profile: true },
  admin: { is_admin: true, email: FUZZ_SUPER_ADMIN_EMAIL },
};

/**
 * Route parameters, by name, that look like what the portal itself puts there; a code is the base64 of a code, so
 * it reads both as a plain code and as the base64 ones (good standing, the member checker's card). A route with
 * a parameter missing here fails the walk, so a new route is never skipped in silence.
 */
const PARAMS: Record<string, string> = {
  code: encodeBase64('FUZZ-1'),
  id: encodeBase64Json({ id: 1, phone_no: '0712345678' }),
  user: encodeBase64('fuzz@example.test'),
  entryNo: '1',
  name: 'Education',
  view: 'cpd',
};
/** `:type` means a different thing on each route that has it. */
const TYPE_OF: Partial<Record<RouteName, string>> = {
  signup: 'Individual',
  register: 'Individual',
  listing: 'Application',
  billingDocument: 'invoice',
};

function pathOf(name: RouteName): string {
  const params: Record<string, string> = {};
  for (const [, key] of routeTable[name].path.matchAll(/:([A-Za-z]+)/g)) {
    const value = key === 'type' ? TYPE_OF[name] : PARAMS[key!];
    if (value === undefined) throw new Error(`Route ${name} has a parameter :${key} the contract fuzz has no sample for: add one.`);
    params[key!] = value;
  }
  return (hrefTo as (n: RouteName, p: Record<string, string>) => string)(name, params);
}

const ROUTES = (Object.keys(routeTable) as RouteName[]).map((name) => ({ name, path: pathOf(name) }));

/** Texts a screen shows only when it printed a value it could not read. */
const BROKEN_TEXT = /\bNaN\b|Invalid Date|\bundefined\b|\[object Object\]/;
/** How the API client words an answer it refuses (src/api/client.ts): the call, then the field. */
const REFUSAL = /The server sent an answer this portal cannot read \(([^)]*)\)/g;
const NAMED_REFUSAL = /^(GET|POST|PUT|PATCH|DELETE) \S+: .+ at \S+$/;
/** The error boundary's panel (src/app/app.tsx) and boot's (src/app/boot.tsx). */
const BOUNDARY_TITLES = ['This page could not be shown', 'The portal could not start'];

interface Tally {
  pages: number;
  refusals: number;
  problems: string[];
  /** Each refused answer once, with the route it was seen on: the fuzz's log says what the portal refused. */
  refused: Set<string>;
}

let prism: ChildProcess | undefined;
let prismLog = '';

async function startPrism(seed: number): Promise<void> {
  const port = new URL(API_BASE).port;
  prismLog = '';
  prism = spawn(
    process.execPath,
    [
      'node_modules/@stoplight/prism-cli/dist/index.js',
      'mock',
      '--dynamic',
      '--seed',
      String(seed),
      '-h',
      '127.0.0.1',
      '-p',
      port,
      openapi,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prism.stdout?.on('data', (d: Buffer) => (prismLog += d.toString()));
  prism.stderr?.on('data', (d: Buffer) => (prismLog += d.toString()));
  await expect
    .poll(() => prismLog.includes('Prism is listening'), { timeout: 60_000, message: `Prism did not start:\n${prismLog.slice(-2000)}` })
    .toBe(true);
}

async function stopPrism(): Promise<void> {
  const child = prism;
  prism = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

/** Signs the persona in by the stored session (the session machine then reads `auth/user`, which sets the role). */
async function becomePersona(page: Page, persona: Persona): Promise<void> {
  if (persona === 'visitor') return;
  const role = ROLE[persona];
  await page.addInitScript((user) => {
    if (localStorage.getItem('portal.session')) return;
    const session = { token: 'contract-fuzz', expiresAt: Date.now() + 86_400_000, user };
    localStorage.setItem('portal.session', JSON.stringify(session));
  }, storedUser(role));
  // Prism draws the user at random: only the role is rewritten, on its way to the page.
  await page.route(`${API_BASE}auth/user`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, ...role } } });
  });
}

/** The user the stored session starts with, replaced by Prism's (with the role) as soon as the portal asks. */
function storedUser(role: Record<string, unknown>) {
  return { ...sampleUser({ email: 'fuzz@example.test', name: 'Contract Fuzz', profile: true }), ...role };
}

/** Waits until no call to the API has been open for a moment (screens load in waves: site, user, then the page). */
async function settle(page: Page, open: Set<unknown>): Promise<void> {
  await page.waitForLoadState('load');
  // A screen's lazy chunk and its first call start a moment after the address changes.
  await page.waitForTimeout(75);
  let quietSince = Date.now();
  const deadline = Date.now() + 8_000;
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) return;
    await page.waitForTimeout(25);
  }
}

/** What is wrong with the page now shown, and the refusals it reads out. */
async function inspect(page: Page): Promise<{ problems: string[]; refusals: string[] }> {
  const problems: string[] = [];
  const { text, values } = await page.evaluate(() => ({
    text: document.body.innerText,
    values: [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]), textarea')].map(
      (e) => e.value,
    ),
  }));
  const broken = [text, ...values].map((t) => BROKEN_TEXT.exec(t)).find(Boolean);
  if (broken) {
    const around = broken.input.slice(Math.max(0, broken.index - 60), broken.index + 60).replace(/\s+/g, ' ');
    problems.push(`shows "${broken[0]}" in "…${around}…"`);
  }
  for (const title of BOUNDARY_TITLES) if (text.includes(title)) problems.push(`an error panel: ${title}`);
  const withoutSkipLink = text.replace('Skip to main content', '').trim();
  if (withoutSkipLink.length === 0) problems.push('a blank page');
  const refusals: string[] = [];
  for (const [, detail] of text.matchAll(REFUSAL)) {
    refusals.push(detail!);
    if (!NAMED_REFUSAL.test(detail!)) problems.push(`a refusal that names no call and field: (${detail})`);
  }
  return { problems, refusals };
}

for (const seed of seeds) {
  test.describe(`seed ${seed}`, () => {
    test.beforeAll(async () => {
      await startPrism(seed);
    });
    test.afterAll(stopPrism);

    for (const persona of PERSONAS) {
      test(`every route as ${persona}`, async ({ page }) => {
        const tally: Tally = { pages: 0, refusals: 0, problems: [], refused: new Set() };
        const errors: string[] = [];
        const open = new Set<unknown>();
        page.on('pageerror', (e) => errors.push(`uncaught error ${e.message}`));
        page.on('request', (r) => {
          if (r.url().startsWith(API_BASE)) open.add(r);
        });
        page.on('requestfinished', (r) => open.delete(r));
        // Prism always answers: a call that fails on the way (Prism gone, the CSP refusing) makes every check moot.
        // A call cancelled because its screen was left (ERR_ABORTED) is not a failure.
        page.on('requestfailed', (r) => {
          const why = r.failure()?.errorText ?? 'no answer';
          if (open.delete(r) && !why.includes('ERR_ABORTED')) errors.push(`the call ${r.method()} ${r.url()} failed (${why})`);
        });
        await becomePersona(page, persona);

        // The portal boots once per persona; every route is then opened as a link of the app opens it (wouter
        // follows history.pushState), which is what a member does and about twice as fast as a reload per route.
        await page.goto('/');
        await settle(page, open);
        for (const route of ROUTES) {
          errors.length = 0;
          await page.evaluate((path) => history.pushState(null, '', path), route.path);
          await settle(page, open);
          const seen = await inspect(page);
          tally.pages += 1;
          tally.refusals += seen.refusals.length;
          for (const r of seen.refusals) tally.refused.add(`${r} on ${route.name}`);
          const at = `seed ${seed}, ${persona}, ${route.name} (${route.path} → ${new URL(page.url()).pathname})`;
          for (const e of errors) tally.problems.push(`${at}: ${e}`);
          for (const p of seen.problems) tally.problems.push(`${at}: ${p}`);
        }

        const { refused, ...counts } = tally;
        if (summaryFile) appendFileSync(summaryFile, `${JSON.stringify({ seed, persona, routes: ROUTES.length, ...counts })}\n`);
        console.log(
          [
            `seed ${seed}, ${persona}: ${tally.pages} pages, ${tally.refusals} refusals shown, ${tally.problems.length} problems`,
            ...[...refused].map((r) => `  refused: ${r}`),
          ].join('\n'),
        );
        expect(tally.problems, 'pages that broke on a contract-valid answer').toEqual([]);
      });
    }
  });
}
