// The fake backend waits for the screen's largest paint to be presented, or a moment when none is reported.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPresented, PRESENTED_FALLBACK_MS } from '#ui/after-presented.ts';

type Callback = (list: { getEntries: () => Array<{ startTime: number }> }) => void;

/** A PerformanceObserver that reports what the test hands it, like the browser's largest-paint entries. */
function fakeObserver() {
  const observers: Array<{ callback: Callback; connected: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    private readonly me: { callback: Callback; connected: boolean };
    constructor(callback: Callback) {
      this.me = { callback, connected: false };
      observers.push(this.me);
    }
    observe() {
      this.me.connected = true;
    }
    disconnect() {
      this.me.connected = false;
    }
  }
  const report = (...startTimes: number[]) =>
    observers.filter((o) => o.connected).forEach((o) => o.callback({ getEntries: () => startTimes.map((startTime) => ({ startTime })) }));
  return { FakeObserver, report, connected: () => observers.some((o) => o.connected) };
}

describe('afterPresented', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs when a largest paint at or after the screen is reported, once', () => {
    const { FakeObserver, report, connected } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const run = vi.fn();
    afterPresented(run, 500);
    report(499.9);
    expect(run).not.toHaveBeenCalled();
    report(500);
    expect(run).toHaveBeenCalledTimes(1);
    expect(connected()).toBe(false);
    vi.advanceTimersByTime(PRESENTED_FALLBACK_MS);
    report(600);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback when no later paint is reported', () => {
    const { FakeObserver, report } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const run = vi.fn();
    afterPresented(run, 500);
    report(10);
    vi.advanceTimersByTime(PRESENTED_FALLBACK_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback where the browser has no largest-paint entries', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const run = vi.fn();
    afterPresented(run, 0);
    vi.advanceTimersByTime(PRESENTED_FALLBACK_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits a longer fallback for a paint that is sure to come, but not where no paint is ever reported', () => {
    const { FakeObserver, report } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const run = vi.fn();
    afterPresented(run, 0, 3_000);
    vi.advanceTimersByTime(PRESENTED_FALLBACK_MS);
    expect(run).not.toHaveBeenCalled();
    report(2_500);
    expect(run).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    afterPresented(late, 0, 3_000);
    vi.advanceTimersByTime(2_999);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);

    vi.stubGlobal('PerformanceObserver', undefined);
    const blind = vi.fn();
    afterPresented(blind, 0, 3_000);
    vi.advanceTimersByTime(PRESENTED_FALLBACK_MS);
    expect(blind).toHaveBeenCalledTimes(1);
  });
});
