// Mock mode's dev panel reads the fake backend's state (scenario, simulated clock, chaos) through the mock controls
// (`mockControls` in src/contract/mock-controls.ts), read again after each change the panel makes.
import { mockControls, type MockState } from '#contract/mock-controls.ts';
import { createLoaderMachine } from '../loader/loader.machine';

/** Start it with `{ api }`: a client based at the mock controls. */
export const mockStateMachine = createLoaderMachine<MockState>('mockState', async (api) => (await api.call(mockControls.state)).data, {
  hears: [],
});
