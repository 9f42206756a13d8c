// The portal's changes (machines/changes/change-bus.ts): a loader finds the bus in its XState system and reloads
// on the changes it says it hears, and on no other; one with no bus in its system, or hearing `[]`, never reloads
// by itself; a stopped loader stops hearing.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#contract';
import { createLoaderMachine } from '#machines/loader/loader.machine.ts';
import { CHANGES, connectChanges, createChangeBus, hearsChange, type Hears } from '#machines/changes/change-bus.ts';

const counting = (hears: Hears) => {
  let loads = 0;
  const machine = createLoaderMachine('counting', () => Promise.resolve(++loads), { hears });
  return { machine, loads: () => loads };
};
const api = {} as ApiClient;

describe('the change bus', () => {
  it('a loader hearing payments reloads on a payment, and not on a change of the site settings', async () => {
    const bus = createChangeBus();
    const { machine, loads } = counting(['payment']);
    const actor = connectChanges(createActor(machine, { input: { api } }), bus).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads()).toBe(1);
    bus.tell('site');
    expect(actor.getSnapshot().value).toBe('ready');
    bus.tell('payment');
    await waitFor(actor, (s) => s.matches('ready') && s.context.data === 2);
    expect(loads()).toBe(2);
    actor.stop();
    bus.tell('payment');
    expect(loads()).toBe(2);
  });

  it('a loader with no bus in its system hears nothing', async () => {
    const bus = createChangeBus();
    const { machine, loads } = counting(['everything']);
    const actor = createActor(machine, { input: { api } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    bus.tell('everything');
    expect(actor.getSnapshot().value).toBe('ready');
    expect(loads()).toBe(1);
  });

  it('a loader hearing [] reloads on nothing, not even `everything`', async () => {
    const bus = createChangeBus();
    const { machine, loads } = counting([]);
    const actor = connectChanges(createActor(machine, { input: { api } }), bus).start();
    await waitFor(actor, (s) => s.matches('ready'));
    for (const change of CHANGES) bus.tell(change);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(loads()).toBe(1);
  });

  it('`everything` is heard only where it is listed', () => {
    expect(hearsChange(['payment'], 'everything')).toBe(false);
    expect(hearsChange(['payment', 'everything'], 'everything')).toBe(true);
    expect(hearsChange(['payment', 'everything'], 'site')).toBe(false);
  });

  it('connecting twice keeps one bus in the system (StrictMode renders twice)', () => {
    const bus = createChangeBus();
    const actor = createActor(counting(['payment']).machine, { input: { api } });
    connectChanges(actor, bus);
    const first: unknown = actor.system.get('changes');
    connectChanges(actor, bus);
    expect(actor.system.get('changes')).toBe(first);
  });
});
