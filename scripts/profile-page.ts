// `npm run profile:page -- [paths…]` (default `/` and `/dashboard`): where a first page's main thread goes, in mock
// mode at 4× CPU (issue 38 item 2). Builds mock mode with source maps into a temporary folder, serves it, and loads
// each page once while Chrome records a trace and a CPU profile of it: a public page (`/`, `/categories`, `/search`,
// `/forgot-password`) as a first visit, any other as the member returning (signed in before, then opened afresh), as
// `npm run bench:lighthouse` measures them. It prints:
// - the main thread's tasks: how many, the long ones (over 50 ms) with what ran in each, and the small ones' total.
//   Lighthouse files most of a page's main-thread work under "Other", which is no script's: the tasks say what it is
//   made of (module compiles, one a chunk; messages; resource requests);
// - the tasks by where Chrome posted them from (a module's fetch finished, a message, a timer, a frame), with the CPU
//   and the wall time they took;
// - the sampled CPU time by package or source folder, mapped through the build's source maps ("(program)" is the
//   browser's own work between scripts).
// `floor` among the paths profiles the floor (bench/reference-login, decision 050) the same way, as a first visit:
// the reference the portal's pages are held against.
// `--traces=DIR` also writes each page's trace and CPU profile there (`floor.json`, `floor.cpuprofile`,
// `dashboard.json`…), for DevTools' Performance panel, and keeps the portal's build with its source maps in DIR/build.
// Figures from one load vary by 10–20 %: compare two trees in the same sitting, alternated.
import { chromium, type Page } from '@playwright/test';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../tests/chromium';
import { buildFloor, serveBuild, submitLogin } from './bench-browser';
import { mainThreadEvents, type TraceEvent } from './trace-cpu';

/** `--cpu=N`: how many times slower the CPU runs (4, Lighthouse's mobile; 1 to see the unthrottled trace it reads). */
const CPU_SLOWDOWN = Number(process.argv.find((a) => a.startsWith('--cpu='))?.slice('--cpu='.length) ?? 4);
const LONG_TASK_US = 50_000;
const SMALL_TASK_US = 8_000;
const PUBLIC_PAGES = new Set(['/', '/categories', '/search', '/forgot-password']);
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'toplevel'];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const ms = (us: number) => `${Math.round(us / 1000)} ms`;

/** The page's tasks (top-level events) with the events inside each. */
function tasksOf(events: TraceEvent[]) {
  const tasks: { task: TraceEvent; inside: TraceEvent[] }[] = [];
  let end = 0;
  for (const e of mainThreadEvents(events)) {
    if (e.ts >= end) {
      tasks.push({ task: e, inside: [] });
      end = e.ts + e.dur!;
    } else tasks.at(-1)!.inside.push(e);
  }
  return tasks;
}

/** Where a script's position comes from, through the build's source maps: a package, or a source folder. */
function sourceFinder(outDir: string) {
  const maps = new Map<string, TraceMap | null>();
  return (url: string, line: number, column: number): string => {
    const file = url.split('/').pop() ?? url;
    if (!maps.has(file)) {
      const path = join(outDir, 'assets', `${file}.map`);
      maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    }
    const map = maps.get(file);
    const source = map && line >= 1 ? originalPositionFor(map, { line, column }).source : null;
    if (!source) return file;
    const pkg = /node_modules\/(@[^/]+\/[^/]+|[^/]+)\//.exec(source);
    // A map names its sources relative to the chunk, which is in a temporary folder.
    return pkg ? pkg[1]! : dirname(relative(process.cwd(), resolve(outDir, 'assets', source))) + '/';
  };
}

function taskLines(events: TraceEvent[], where: ReturnType<typeof sourceFinder>): string[] {
  const tasks = tasksOf(events);
  const total = tasks.reduce((n, t) => n + t.task.dur!, 0);
  const long = tasks.filter((t) => t.task.dur! > LONG_TASK_US);
  const small = tasks.filter((t) => t.task.dur! < SMALL_TASK_US);
  const compiles = tasks.flatMap((t) => t.inside).filter((e) => e.name === 'v8.compileModule' || e.name === 'v8.compile');
  const lines = [
    `  main thread ${ms(total)} in ${tasks.length} tasks: ${long.length} over 50 ms (${ms(long.reduce((n, t) => n + t.task.dur!, 0))}), ` +
      `${small.length} under 8 ms (${ms(small.reduce((n, t) => n + t.task.dur!, 0))}); ${compiles.length} script compiles (${ms(compiles.reduce((n, e) => n + e.dur!, 0))})`,
  ];
  const t0 = tasks[0]?.task.ts ?? 0;
  for (const { task, inside } of long) {
    const calls = inside
      .filter(
        (e) =>
          ['FunctionCall', 'v8.evaluateModule', 'EvaluateScript', 'v8.compileModule', 'ParseHTML', 'Layout', 'UpdateLayoutTree'].includes(
            e.name,
          ) && e.dur! > 5_000,
      )
      .slice(0, 4)
      .map((e) => {
        const d = e.args?.data;
        return `${e.name} ${ms(e.dur!)}${d?.url ? ` ${where(d.url, d.lineNumber ?? 0, d.columnNumber ?? 0)}` : ''}`;
      });
    lines.push(`    at ${ms(task.ts - t0)}: ${ms(task.dur!)}${calls.length ? ` (${calls.join('; ')})` : ''}`);
  }
  return lines;
}

/**
 * The page's tasks by where Chrome posted them from (the scheduler's own record of each task: a module's fetch
 * finished, a message from another thread or process, a timer, a frame), the most CPU first: which kinds of work the
 * page's hundreds of small tasks are, which the trace's own events mostly leave unnamed.
 */
function postedFromLines(events: TraceEvent[]): string[] {
  const main = mainThreadEvents(events);
  const byOrigin = new Map<string, { tasks: number; cpu: number; wall: number }>();
  for (const e of main) {
    if (e.name !== 'ThreadControllerImpl::RunTask' || !e.args?.src_func) continue;
    const key = `${e.args.src_file?.split('/').pop() ?? '?'} ${e.args.src_func}`;
    const sum = byOrigin.get(key) ?? { tasks: 0, cpu: 0, wall: 0 };
    sum.tasks += 1;
    sum.cpu += e.tdur ?? 0;
    sum.wall += e.dur ?? 0;
    byOrigin.set(key, sum);
  }
  return [
    '  tasks by where they were posted from (CPU, wall):',
    ...[...byOrigin]
      .sort((a, b) => b[1].cpu - a[1].cpu)
      .slice(0, 10)
      .map(([key, { tasks, cpu, wall }]) => `    ${String(tasks).padStart(4)} ${ms(cpu).padStart(7)} ${ms(wall).padStart(7)}  ${key}`),
  ];
}

function cpuLines(profile: CpuProfile, where: ReturnType<typeof sourceFinder>): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const spent = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const { callFrame: f } = byId.get(id)!;
    // The trace's and the profile's line numbers: 1-based and 0-based.
    const key = f.url ? where(f.url, f.lineNumber + 1, f.columnNumber) : f.functionName || '(native)';
    if (key !== '(idle)') spent.set(key, (spent.get(key) ?? 0) + profile.timeDeltas[i]!);
  });
  const busy = [...spent.values()].reduce((n, t) => n + t, 0);
  return [
    `  CPU sampled, idle left out: ${ms(busy)}`,
    ...[...spent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 14)
      .map(([key, t]) => `    ${ms(t).padStart(7)} ${((100 * t) / busy).toFixed(0).padStart(3)} %  ${key}`),
  ];
}

async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await submitLogin(page);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.goto('about:blank');
}

async function profilePage(origin: string, path: string, where: ReturnType<typeof sourceFinder>, label = path): Promise<string[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    if (!PUBLIC_PAGES.has(path)) await signIn(page, origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${path}`);
    // The page is there when its heading (the floor: its Login button) is and nothing in its main region is loading;
    // then what it does next.
    await page
      .getByRole(label === 'floor' ? 'button' : 'heading')
      .first()
      .waitFor();
    await page.locator('main [data-loading]').first().waitFor({ state: 'detached' });
    await page.waitForTimeout(2_000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const raw = await browser.stopTracing();
    if (tracesDir) {
      const name = label === '/' ? 'first' : label.replace(/\W+/g, '');
      writeFileSync(join(tracesDir, `${name}.json`), raw);
      writeFileSync(join(tracesDir, `${name}.cpuprofile`), JSON.stringify(profile));
    }
    const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
    return [
      `${label} (${PUBLIC_PAGES.has(path) ? 'first visit' : 'returning member'}, CPU ${CPU_SLOWDOWN}× slower)`,
      ...taskLines(trace.traceEvents, where),
      ...postedFromLines(trace.traceEvents),
      ...cpuLines(profile, where),
    ];
  } finally {
    await browser.close();
  }
}

const paths = process.argv.slice(2).filter((a) => a.startsWith('/') || a === 'floor');
const tracesDir = process.argv.find((a) => a.startsWith('--traces='))?.slice('--traces='.length);
if (tracesDir) mkdirSync(tracesDir, { recursive: true });
// Vite 8 warns on every build that the config's extensionless imports will not suit its native config loader (a
// future default; docs/NOTES.md): here it would bury the figures.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const outDir = tracesDir ? join(tracesDir, 'build') : mkdtempSync(join(tmpdir(), 'portal-profile-'));
const floorDir = mkdtempSync(join(tmpdir(), 'portal-profile-floor-'));
try {
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: true } });
  await buildFloor(floorDir, { sourcemap: true });
  const served = await serveBuild(outDir);
  const floor = await serveBuild(floorDir, { configFile: false });
  try {
    for (const path of paths.length ? paths : ['/', '/dashboard'])
      console.log(
        (path === 'floor'
          ? await profilePage(floor.origin, '/', sourceFinder(floorDir), 'floor')
          : await profilePage(served.origin, path, sourceFinder(outDir))
        ).join('\n'),
      );
  } finally {
    await served.close();
    await floor.close();
  }
} finally {
  if (!tracesDir) rmSync(outDir, { recursive: true, force: true });
  rmSync(floorDir, { recursive: true, force: true });
}
