// The page's main-thread CPU time in a Lighthouse trace: the CPU its tasks took, beside Lighthouse's main-thread
// work, which is their wall time. On a shared 2-core machine half of that wall time can be the thread off the CPU
// (descheduled, waiting on the compositor or another process): the static limit page reads ~90-110 ms of task wall
// time for ~40 ms of CPU. The CPU time says what a change of the portal's own code did, with less of the machine's
// noise (npm run bench:lighthouse prints both; the targets stay on Lighthouse's figure).

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time within the event (µs), where Chrome recorded it. */
  tdur?: number;
  args?: { name?: string };
}

/** The page's thread: the renderer main thread whose tasks took the most time (an about:blank or a DevTools one takes little). */
function pageThread(events: readonly TraceEvent[]): string | undefined {
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && e.name === 'RunTask' && mains.has(thread)) busy.set(thread, (busy.get(thread) ?? 0) + (e.dur ?? 0));
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** CPU ms of the page's main-thread tasks (a task inside another, a nested run loop's, counts once), not scaled. */
export function mainThreadCpuMs(trace: { traceEvents: readonly TraceEvent[] }): number {
  const thread = pageThread(trace.traceEvents);
  const tasks = trace.traceEvents
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && `${e.pid}:${e.tid}` === thread)
    .sort((a, b) => a.ts - b.ts);
  let cpu = 0;
  let openUntil = -Infinity;
  for (const task of tasks) {
    if (task.ts < openUntil) continue;
    cpu += task.tdur ?? 0;
    openUntil = task.ts + (task.dur ?? 0);
  }
  return cpu / 1000;
}
