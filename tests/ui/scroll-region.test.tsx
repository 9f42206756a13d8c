// @vitest-environment jsdom
// A scroll region becomes a named, focusable group only while its content overflows, and learns so from its
// ResizeObserver, never by measuring in its effect: reading scrollWidth there forced a layout of the whole page in
// the task that committed it, once per table (decision 055).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from '#ui/scroll-region.tsx';

/** The observers made meanwhile, so a test can report a size as the browser would after its layout. */
let observers: Array<{ report: () => void; observed: Element[] }> = [];
const jsdomObserver = globalThis.ResizeObserver;

beforeEach(() => {
  observers = [];
  globalThis.ResizeObserver = class {
    observed: Element[] = [];
    constructor(private readonly callback: ResizeObserverCallback) {
      observers.push({ report: () => this.callback([], this), observed: this.observed });
    }
    observe(el: Element) {
      this.observed.push(el);
    }
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  cleanup();
  globalThis.ResizeObserver = jsdomObserver;
  vi.restoreAllMocks();
});

/** Makes every element report `scroll` and `client` widths, counting the reads of scrollWidth (each a layout). */
function widths(scroll: number, client: number) {
  const reads = { count: 0 };
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => {
    reads.count++;
    return scroll;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(10);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(10);
  return reads;
}

describe('ScrollRegion', () => {
  it('measures nothing while it mounts: the observer reports after the browser lays the page out', () => {
    const reads = widths(900, 390);
    render(
      <ScrollRegion label="Payments">
        <table />
      </ScrollRegion>,
    );
    expect(reads.count).toBe(0);
    expect(screen.queryByRole('group', { name: 'Payments' })).toBeNull();
    // It watches the box and its content.
    expect(observers[0]!.observed).toHaveLength(2);
  });

  it('content wider than the box: a named group in the tab order, once the observer reports', () => {
    widths(900, 390);
    render(
      <ScrollRegion label="Payments">
        <table />
      </ScrollRegion>,
    );
    act(() => observers[0]!.report());
    const region = screen.getByRole('group', { name: 'Payments' });
    expect(region.tabIndex).toBe(0);
  });

  it('content that fits: a plain box, no extra tab stop', () => {
    widths(390, 390);
    const { container } = render(
      <ScrollRegion label="Payments">
        <table />
      </ScrollRegion>,
    );
    act(() => observers[0]!.report());
    expect(screen.queryByRole('group')).toBeNull();
    expect((container.firstElementChild as HTMLElement).hasAttribute('tabindex')).toBe(false);
  });
});
