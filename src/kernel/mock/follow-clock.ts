// Mock mode: the forms count "today" from the simulated clock (the day the fake server refuses a later date by),
// as the world said it when it started answering, and read again after every change of its world (a clock step is
// one). The start's time comes with the world's own start (mocks/browser.ts), so a first page makes no call for it.
import { mockState } from '#contract/mock-state.ts';
import { countFormsFrom } from '#contract/form-today.ts';
import { mockControlsClient } from './mock-controls-client';

/** `startedAt`: the simulated clock when the world started answering (epoch ms). */
export function followSimulatedClock(startedAt: number, onWorldChanged: (listener: () => void) => unknown): void {
  const follow = (simulatedNow: number) => {
    // Kept as an offset, so the simulated day turns when the device's time passes midnight too.
    const offset = simulatedNow - Date.now();
    countFormsFrom(() => new Date(Date.now() + offset).toISOString().slice(0, 10));
  };
  follow(startedAt);
  onWorldChanged(
    () =>
      void mockControlsClient()
        .call(mockState)
        .then(
          ({ data }) => follow(Date.parse(data.now)),
          // Without the state the forms keep the day they had; the fake server still refuses by its own clock.
          () => undefined,
        ),
  );
}
