// What comes after a screen's first paint (mock mode's fake backend) starts once the screen is on the display,
// not merely committed: the frame that shows it reaches the display some tens of milliseconds after the main
// thread painted it (later still with software compositing), and a download started in between competes with the
// screen's own largest paint.

/** The wait when the browser reports no largest paint after the screen (it was no larger than the frame's). */
export const PRESENTED_FALLBACK_MS = 100;

/**
 * Runs `run` once, when the browser reports a largest-contentful-paint entry at or after `since` (the screen's
 * largest element has been presented), or after `fallbackMs`, whichever comes first. A browser that reports no
 * largest paint at all waits PRESENTED_FALLBACK_MS whatever `fallbackMs` says.
 */
export function afterPresented(run: () => void, since: number, fallbackMs = PRESENTED_FALLBACK_MS): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    run();
  };
  const observer =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
      ? new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => entry.startTime >= since)) go();
        })
      : undefined;
  const timer = setTimeout(go, observer ? fallbackMs : PRESENTED_FALLBACK_MS);
  observer?.observe({ type: 'largest-contentful-paint', buffered: true });
}
