// The unit run's guard against XState's warnings (tests/xstate-warnings.ts) hears what XState really prints: an
// action creator called inside a custom action, and an event sent to a stopped actor, each fail the test they
// happen in; anything else on the console does not.
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';
import { failOnXStateWarnings } from '../xstate-warnings';

describe('the guard against XState warnings', () => {
  // Each case takes the warnings it made, so the guard in tests/setup.ts finds none left after it.
  afterEach(() => expect(failOnXStateWarnings).not.toThrow());

  it('fails on assign() called inside a custom action', () => {
    const machine = createMachine({ on: { go: { actions: () => void assign({}) } } });
    createActor(machine).start().send({ type: 'go' });
    expect(failOnXStateWarnings).toThrow(/XState warned 1 time\(s\)[\s\S]*Custom actions should not call `assign\(\)` directly/);
  });

  it('fails on an event sent to a stopped actor', () => {
    const actor = createActor(createMachine({})).start();
    actor.stop();
    actor.send({ type: 'late' });
    expect(failOnXStateWarnings).toThrow(/was sent to stopped actor/);
  });

  it('lets other warnings pass', () => {
    console.warn('A warning of our own.');
    expect(failOnXStateWarnings).not.toThrow();
  });
});
