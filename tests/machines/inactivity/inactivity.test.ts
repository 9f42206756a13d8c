import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { INACTIVITY_MESSAGE, inactivityMachine } from '#machines/inactivity/inactivity.machine.ts';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(inactivityMachine, { clock, input: {} });
  actor.start();
  return { clock, actor };
}

describe('inactivity machine', () => {
  it('warns at 240,000 ms and ends at 300,000 ms without activity', () => {
    const { clock, actor } = start();
    clock.increment(239_999);
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('warning');
    clock.increment(59_999);
    expect(actor.getSnapshot().value).toBe('warning');
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ reason: 'inactivity', message: INACTIVITY_MESSAGE });
  });

  it('restarts the full 300,000 ms after any activity', () => {
    const { clock, actor } = start();
    clock.increment(200_000);
    actor.send({ type: 'inactivity.activity' });
    clock.increment(239_999);
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(60_001);
    expect(actor.getSnapshot().value).toBe('warning');
  });

  it('stays signed in from the warning with the button or any activity', () => {
    const { clock, actor } = start();
    clock.increment(250_000);
    actor.send({ type: 'inactivity.stay' });
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(250_000);
    actor.send({ type: 'inactivity.activity' });
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(299_999);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
