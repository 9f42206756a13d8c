// The world's voice (machines/world/world-changes.ts): a loader that listens reloads on the changes RELOADS_ON
// names for it, and on no other; one that does not listen never reloads by itself.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#contract';
import { createLoaderMachine } from '#machines/loader/loader.machine';
import { createWorldChanges, mustReload, RELOADS_ON, type WorldChange } from '#machines/world/world-changes';

const counting = () => {
  let loads = 0;
  const machine = createLoaderMachine('counting', () => Promise.resolve(++loads));
  return { machine, loads: () => loads };
};
const api = {} as ApiClient;

describe('world changes', () => {
  it('the member shell reloads on a payment, and not on a change of the site settings', async () => {
    const world = createWorldChanges();
    const { machine, loads } = counting();
    const actor = createActor(machine, { input: { api, world, listenAs: 'memberShell' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads()).toBe(1);
    world.tell('site');
    expect(actor.getSnapshot().value).toBe('ready');
    world.tell('payment');
    await waitFor(actor, (s) => s.matches('ready') && s.context.data === 2);
    expect(loads()).toBe(2);
    actor.stop();
    world.tell('payment');
    expect(loads()).toBe(2);
  });

  it('a loader given no world hears nothing', async () => {
    const world = createWorldChanges();
    const { machine, loads } = counting();
    const actor = createActor(machine, { input: { api } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    world.tell('everything');
    expect(actor.getSnapshot().value).toBe('ready');
    expect(loads()).toBe(1);
  });

  it('everything reaches every listener; each listener hears only what the table names', () => {
    const all: WorldChange[] = ['profile', 'user', 'payment', 'application', 'upgrade', 'licence', 'site', 'everything'];
    for (const listener of Object.keys(RELOADS_ON) as (keyof typeof RELOADS_ON)[]) {
      expect(mustReload(listener, 'everything')).toBe(true);
      for (const change of all.filter((c) => c !== 'everything'))
        expect(mustReload(listener, change)).toBe(RELOADS_ON[listener].includes(change));
    }
    expect(mustReload('session', 'payment')).toBe(false);
    expect(mustReload('memberShell', 'payment')).toBe(true);
  });
});
