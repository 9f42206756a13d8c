// Where focus goes when a step ends (a page opened, a disclaimer agreed): to the next thing to do, the first field
// left to fill, or else the region itself, so the keyboard and a screen reader carry on from there rather than
// from the top of the page.

/** Fields a user fills in: not read-only, not disabled, not hidden. */
const FIELD = [
  'input:not([type="hidden"]):not([readonly]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([readonly]):not([disabled])',
].join(', ');

/** The first field of the first form in `region`, if it has one. */
export function firstField(region: ParentNode): HTMLElement | null {
  return region.querySelector<HTMLElement>(`form :is(${FIELD})`);
}

/**
 * Focuses the first field of `region`, or `region` itself (give it tabIndex -1) when it has none. Returns the
 * element focused.
 */
export function focusNextStep(region: HTMLElement): HTMLElement {
  const target = firstField(region) ?? region;
  target.focus({ preventScroll: target === region });
  return target;
}
