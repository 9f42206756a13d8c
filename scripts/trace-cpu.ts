// The page's main-thread CPU time in a Lighthouse trace: the CPU its tasks took, beside Lighthouse's main-thread
// work, which is their wall time. On a shared 2-core machine half of that wall time can be the thread off the CPU
// (descheduled, waiting on the compositor or another process): the static limit page reads ~90-110 ms of task wall
// time for ~40 ms of CPU. The CPU time says what a change of the portal's own code did, with less of the machine's
// noise (npm run bench:lighthouse prints both; the targets stay on Lighthouse's figure). The browser's CPU, every
// thread's, says what the page's main thread waited for: the display compositor drawing frames, the world host, the
// service worker, the browser process (decision 070: the loading animations cost the compositor about as much CPU as
// the page's own main thread).

/** A Chrome trace event, as far as the benches read it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time within the event (µs), where Chrome recorded it. */
  tdur?: number;
  args?: {
    name?: string;
    data?: { url?: string; lineNumber?: number; columnNumber?: number };
    /** Where the task was posted from (the `toplevel` category's tasks, `ThreadControllerImpl::RunTask`). */
    src_file?: string;
    src_func?: string;
  };
}

/**
 * The page's main-thread events (complete ones, oldest first, the outer before the inner): those of the renderer
 * main thread that did the most (an about:blank or a DevTools renderer does little).
 */
export function mainThreadEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const threads = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X' && threads.has(`${e.pid}:${e.tid}`))
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const [main] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  return events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
}

/** CPU µs of `tasks` (one thread's, oldest first, the outer before the inner), a task inside another counted once. */
function outermostCpu(tasks: readonly TraceEvent[]): number {
  let cpu = 0;
  let openUntil = -Infinity;
  for (const task of tasks) {
    if (task.ts < openUntil) continue;
    cpu += task.tdur ?? 0;
    openUntil = task.ts + (task.dur ?? 0);
  }
  return cpu;
}

/** CPU ms of the page's main-thread tasks (a task inside another, a nested run loop's, counts once), not scaled. */
export function mainThreadCpuMs(trace: { traceEvents: readonly TraceEvent[] }): number {
  return outermostCpu(mainThreadEvents(trace.traceEvents).filter((e) => e.name === 'RunTask')) / 1000;
}

/** The names Chrome gives a thread's task in the trace's categories (devtools.timeline, toplevel, the thread pool's). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/**
 * CPU ms of every thread's tasks in the trace, the page's and every other process's (a task inside another, or the
 * same task under two categories' names, counts once), not scaled.
 */
export function browserCpuMs(trace: { traceEvents: readonly TraceEvent[] }): number {
  const threads = new Map<string, TraceEvent[]>();
  for (const e of trace.traceEvents) {
    if (e.ph !== 'X' || !TASK_NAMES.has(e.name)) continue;
    const key = `${e.pid}:${e.tid}`;
    const tasks = threads.get(key);
    if (tasks) tasks.push(e);
    else threads.set(key, [e]);
  }
  let cpu = 0;
  for (const tasks of threads.values()) cpu += outermostCpu(tasks.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0)));
  return cpu / 1000;
}
