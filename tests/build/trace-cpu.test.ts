// The main-thread CPU time npm run bench:lighthouse prints beside Lighthouse's wall-time figure (scripts/trace-cpu.ts).
import { describe, expect, it } from 'vitest';
import { browserCpuMs, mainThreadCpuMs } from '../../scripts/trace-cpu';

const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });
const task = (pid: number, tid: number, ts: number, dur: number, tdur: number, name = 'RunTask') => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  tdur,
});

describe('mainThreadCpuMs', () => {
  it("sums the CPU of the busiest renderer main thread's tasks, not their wall time", () => {
    const traceEvents = [
      thread(1, 1, 'CrRendererMain'),
      thread(2, 2, 'CrRendererMain'),
      thread(1, 3, 'Compositor'),
      // The page: 30 ms of tasks on the wall, 12 ms of them on the CPU.
      task(1, 1, 0, 10_000, 4_000),
      task(1, 1, 20_000, 20_000, 8_000),
      // An about:blank renderer, and a busy thread that is no renderer's main thread.
      task(2, 2, 0, 5_000, 5_000),
      task(1, 3, 0, 50_000, 50_000),
    ];
    expect(mainThreadCpuMs({ traceEvents })).toBe(12);
  });

  it('counts a task run inside another (a nested run loop) once', () => {
    const traceEvents = [
      thread(1, 1, 'CrRendererMain'),
      task(1, 1, 0, 10_000, 6_000),
      task(1, 1, 2_000, 3_000, 2_000),
      task(1, 1, 11_000, 1_000, 1_000),
    ];
    expect(mainThreadCpuMs({ traceEvents })).toBe(7);
  });

  it('reads 0 from a trace without the page', () => {
    expect(mainThreadCpuMs({ traceEvents: [] })).toBe(0);
  });
});

describe('browserCpuMs', () => {
  it("sums every thread's tasks, of every process, each once", () => {
    const traceEvents = [
      thread(1, 1, 'CrRendererMain'),
      // The page's main thread: a task, one nested in it, and the same task under the toplevel category's name.
      task(1, 1, 0, 10_000, 4_000),
      task(1, 1, 2_000, 3_000, 2_000),
      task(1, 1, 20_000, 5_000, 3_000, 'ThreadControllerImpl::RunTask'),
      task(1, 1, 20_000, 4_000, 3_000),
      // The display compositor in the GPU process, a worker of the page's, the thread pool.
      task(2, 7, 0, 8_000, 6_000),
      task(1, 9, 1_000, 30_000, 10_000, 'ThreadPool_RunTask'),
      task(1, 4, 5_000, 2_000, 1_000),
      // Not a task: an event inside one.
      { name: 'FunctionCall', ph: 'X', pid: 1, tid: 1, ts: 0, dur: 9_000, tdur: 9_000 },
    ];
    expect(browserCpuMs({ traceEvents })).toBe(24);
  });

  it('reads 0 from a trace without tasks', () => {
    expect(browserCpuMs({ traceEvents: [thread(1, 1, 'CrRendererMain')] })).toBe(0);
  });
});
