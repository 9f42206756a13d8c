// user-event for view tests. By default it waits a timer turn after every key and click (typing a 10-character date
// is 10 idle turns); with `delay: null` the events, their order and the act() around each are the same, and only
// the idle time goes.
import userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}): User => userEvent.setup({ delay: null, ...options });
