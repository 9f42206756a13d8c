// A box that scrolls when its content is wider (or taller) than the screen. While it does, it is a named group
// that takes focus, so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe's
// scrollable-region-focusable); while everything fits it is a plain box and no extra tab stop. It is `relative` so
// that visually hidden text (sr-only, absolutely placed) inside wide rows stays inside it, not out in the page.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

export function ScrollRegion({
  label,
  className = '',
  children,
  testId,
}: {
  label: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflow(box);
  return (
    <div
      ref={box}
      data-testid={testId}
      {...(overflows ? { role: 'group', 'aria-label': label, tabIndex: 0 } : {})}
      className={`relative overflow-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${className}`}
    >
      {children}
    </div>
  );
}

function useOverflow(box: RefObject<HTMLDivElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // Measured when the observer reports, which it does for every observed box once the browser has laid the page
    // out anyway (and again at each change), never here: reading scrollWidth in the effect forced a layout of the
    // whole page in the task that commits it, once per region (decision 055).
    const observer = new ResizeObserver(() => setOverflows(el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight));
    observer.observe(el);
    // The content changes size too (a table's rows arrive, a PDF page is drawn).
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [box]);
  return overflows;
}
