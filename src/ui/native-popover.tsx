// The browser's own popover (the `popover` attribute and a button's `popovertarget`): it works from the first frame
// with no JavaScript of ours. A press opens it, Escape or a press outside closes it, Tab goes from its button into
// it, and the focus comes back on close (docs/decisions/033-framework-first.md). A closed popover stays in the DOM,
// hidden.
import type { MouseEvent, ReactNode } from 'react';

/**
 * Where a popover sits: under its button where the browser anchors it (the screen's width on a phone, hanging from
 * the button's right edge from sm up), else under the top bar. None of the browser's border, margin or fit-content
 * width. The caller adds its look and the anchor's name (`[position-anchor:--name]`, the button having
 * `[anchor-name:--name]`), each a literal class for Tailwind to find.
 */
const PLACE =
  'm-0 inset-auto top-24 right-2 left-2 w-auto z-40 rounded-lg shadow-lg ring-1 ' +
  'supports-[anchor-name:--a]:mt-2 supports-[anchor-name:--a]:[top:anchor(bottom)] ' +
  'supports-[anchor-name:--a]:sm:left-auto supports-[anchor-name:--a]:sm:[right:anchor(right)]';

/** Closes the popover around a control that was used: a link followed, a dialog opened from it. */
export const closeAround = (event: MouseEvent<HTMLElement>) => event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();

export function NativePopover({
  id,
  anchor,
  className,
  children,
  ...aria
}: {
  id: string;
  /** `[position-anchor:--name]`, the name its button declares. */
  anchor: string;
  /** Its look and width. */
  className: string;
  children: ReactNode;
  'aria-labelledby'?: string;
  'aria-label'?: string;
}) {
  return (
    <div id={id} popover="auto" className={`${PLACE} ${anchor} ${className}`} {...aria}>
      {children}
    </div>
  );
}
