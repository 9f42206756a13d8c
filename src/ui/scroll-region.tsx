// A box that scrolls when its content is wider (or taller) than the screen: a named region that takes focus, so a
// keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
import type { ReactNode } from 'react';

export function ScrollRegion({ label, className = '', children, testId }: { label: string; className?: string; children: ReactNode; testId?: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} data-testid={testId} className={`overflow-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${className}`}>
      {children}
    </div>
  );
}
