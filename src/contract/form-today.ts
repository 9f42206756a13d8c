// The day the forms' "not after today" rules count from (spec 2 §5: date pickers cannot select a future date). Its
// own module, apart from the sub-list definitions: mock mode points it at the simulated clock on every first page
// (src/kernel/mock/follow-clock.ts), which must not evaluate every sub-list's schemas to do so.

/** The day as an ISO date (yyyy-mm-dd) on this device. */
export const deviceToday = (): string => new Date().toISOString().slice(0, 10);

let todaySource: () => string = deviceToday;
/**
 * The day the forms count from: the device's, unless the composition root points it at the backend's clock (mock
 * mode's simulated clock, which a tester moves; a test's fixed day).
 */
export const formToday = (): string => todaySource();
export function countFormsFrom(source: () => string): void {
  todaySource = source;
}
