// Counts on screen, the one formatter of the app shell for them (docs/architecture.md: one place for each format).
// Money and dates are formatted in the contract (src/contract/money.ts, src/contract/medium-date.ts), because the
// fake backend's documents print them too and must read exactly as the screens do.
// Each formatter is built on first use: building one costs milliseconds (more for the first of a locale), which at
// load would fall in the task that evaluates the screen's chunks and paints it.
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

/** JSON can carry -0 (`JSON.parse('-0')`): a count of nothing is never shown as "-0". */
const unsignedZero = (n: number) => (n === 0 ? 0 : n);

const counts = once(() => new Intl.NumberFormat('en-KE'));

/** A count with thousands separators (10,000). */
export const formatCount = (n: number): string => counts().format(unsignedZero(n));
