// Mock mode: the forms count "today" from the simulated clock (the day the fake server refuses a later date by),
// read once the fake backend answers and again after every change of its world (a clock step is one).
import { mockState } from '#contract/mock-state.ts';
import { countFormsFrom } from '#contract/form-today.ts';
import { mockControlsClient } from './mock-controls-client';

export function followSimulatedClock(onWorldChanged: (listener: () => void) => unknown): void {
  const read = () =>
    void mockControlsClient()
      .call(mockState)
      .then(
        ({ data }) => {
          // Kept as an offset, so the simulated day turns when the device's time passes midnight too.
          const offset = Date.parse(data.now) - Date.now();
          countFormsFrom(() => new Date(Date.now() + offset).toISOString().slice(0, 10));
        },
        // Without the state the forms keep the device's day; the fake server still refuses by its own clock.
        () => undefined,
      );
  read();
  onWorldChanged(read);
}
