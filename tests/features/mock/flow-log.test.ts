// The dev panel's flow log: inspection events of a real actor become exactly the `portal replay` file of
// docs/flows (world, input, each outside event with the state it settled in, the state now), with the machine's
// own events (its invoked call's answer, its timer, the init) left out; records survive a reload.
import { assign, createActor, fromPromise, setup, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createFlowLog, MAX_FLOWS, type WorldSource } from '#kernel/flow-log/flow-log';
import { stateLabel } from '#machines/state-label';
import { replayFileName } from '#kernel/flow-log/replay-file';
import type { WorldStore } from '#kernel/flow-log/world-store';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function memoryWorlds(): WorldStore & { ids: Set<string> } {
  const items = new Map<string, unknown>();
  return {
    ids: new Set(),
    put(id, snapshot) {
      items.set(id, snapshot);
      this.ids.add(id);
      return Promise.resolve();
    },
    get: (id) => Promise.resolve(items.get(id) as never),
    prune(keep) {
      for (const id of [...items.keys()]) if (!keep.has(id)) items.delete(id);
      return Promise.resolve();
    },
  };
}

/** A fake backend: its snapshot names how many changes it has seen. */
function world(now = 1_800_000_000_000): WorldSource & { change(): void } {
  let changes = 0;
  return {
    changes: () => changes,
    change: () => void changes++,
    // Taken when asked (the world host answers in the order it is asked), delivered a moment later.
    snapshot: () =>
      Promise.resolve({
        snapshot: {
          format: 'portal-mock-snapshot',
          version: 1,
          scenario: 'default',
          seed: 1,
          collections: { codes: [{ code: '123456', changes }] },
        },
        now,
      }),
  };
}

// An OTP-like flow: typing, a submit that invokes a call, a timer after it, a nested state, a final event.
const demoMachine = setup({
  types: {
    context: {} as { code: string },
    events: {} as { type: 'demo.change'; code: string } | { type: 'demo.submit' } | { type: 'demo.finish' },
  },
  actors: { check: fromPromise(() => Promise.resolve('ok')) },
}).createMachine({
  id: 'demo',
  initial: 'idle',
  context: { code: '' },
  states: {
    idle: { on: { 'demo.change': { actions: assign({ code: ({ event }) => event.code }) }, 'demo.submit': 'checking' } },
    checking: { invoke: { src: 'check', onDone: 'waiting' } },
    waiting: { after: { 1000: 'ready' } },
    ready: { initial: 'idle', states: { idle: { on: { 'demo.finish': 'done' } }, done: {} } },
  },
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('flow log', () => {
  it('turns an actor’s outside events into the exact replay file, internal events left out', async () => {
    const storage = memoryStorage();
    const backend = world();
    const log = createFlowLog({ token: () => 'tok-1', storage, worlds: memoryWorlds() });
    log.attach(backend);
    const clock = new SimulatedClock();
    const input = {
      api: { call: () => Promise.resolve() },
      encodedId: 'eyJpZCI6N30',
      verify: null,
      at: new Date(0),
      onDone: () => undefined,
    };
    const actor = createActor(demoMachine, { clock, inspect: log.inspect('otp', input) });
    actor.start();
    actor.send({ type: 'demo.change', code: '12345' });
    actor.send({ type: 'demo.change', code: '123456' });
    backend.change(); // a later change of the world is not the flow's start
    actor.send({ type: 'demo.submit' });
    await flush(); // the invoked call answers: xstate.done.actor.* is the machine's own
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1000); // xstate.after.* is the machine's own too
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'demo.finish' });

    const [record] = log.list();
    expect(record).toMatchObject({ flow: 'otp', events: [{}, {}, {}, {}], state: { ready: 'done' } });
    const file = await log.exportFile(record!.id);
    expect(file.steps).toEqual([
      {
        world: {
          format: 'portal-mock-snapshot',
          version: 1,
          scenario: 'default',
          seed: 1,
          collections: { codes: [{ code: '123456', changes: 0 }] },
          now: 1_800_000_000_000,
        },
      },
      { token: 'tok-1' },
      { input: { encodedId: 'eyJpZCI6N30', verify: null } },
      { send: { type: 'demo.change', code: '12345' } },
      { wait: 'idle' },
      { send: { type: 'demo.change', code: '123456' } },
      { wait: 'idle' },
      { send: { type: 'demo.submit' } },
      { wait: 'ready.idle' },
      { send: { type: 'demo.finish' } },
      { wait: 'ready.done' },
      { expect: { state: 'ready.done' } },
    ]);
    expect(file.fileName).toBe(replayFileName(record!));
    expect(file.fileName).toMatch(/^replay-otp-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.json$/);

    // A reload (a payment's full page load) finds the record in session storage.
    await flush();
    const again = createFlowLog({ token: () => null, storage, worlds: memoryWorlds() });
    expect(again.list().map((r) => [r.flow, r.events.length, r.state])).toEqual([['otp', 4, { ready: 'done' }]]);
  });

  it('gives a flow that started before the fake backend the world once it is there; no token when signed out', async () => {
    const log = createFlowLog({ token: () => null, storage: memoryStorage(), worlds: memoryWorlds() });
    const actor = createActor(demoMachine, { inspect: log.inspect('login', { api: { call: () => undefined } }) });
    actor.start();
    actor.send({ type: 'demo.change', code: '1' });
    expect(log.list()[0]).toMatchObject({ worldId: null, events: [{ event: { type: 'demo.change', code: '1' } }] });
    log.attach(world(42));
    const file = await log.exportFile(log.list()[0]!.id);
    expect(file.steps[0]).toMatchObject({ world: { now: 42 } });
    expect(file.steps.slice(1)).toEqual([{ send: { type: 'demo.change', code: '1' } }, { wait: 'idle' }, { expect: { state: 'idle' } }]);
  });

  it('shares one snapshot between flows started with no change between them, and keeps the newest flows', async () => {
    const worlds = memoryWorlds();
    const log = createFlowLog({ token: () => null, storage: memoryStorage(), worlds });
    const backend = world();
    log.attach(backend);
    const busy = createActor(demoMachine, { inspect: log.inspect('otp', {}) });
    busy.start();
    busy.send({ type: 'demo.change', code: '9' });
    for (let i = 0; i < MAX_FLOWS + 3; i++) createActor(demoMachine, { inspect: log.inspect('crud-list', {}) }).start();
    await flush();
    expect(worlds.ids.size).toBe(1);
    // Flows with no event go first: the one the tester typed into stays.
    expect(log.list()).toHaveLength(MAX_FLOWS);
    expect(log.list().at(-1)).toMatchObject({ flow: 'otp' });
    backend.change();
    createActor(demoMachine, { inspect: log.inspect('crud-list', {}) }).start();
    await flush();
    expect(worlds.ids.size).toBe(2);
  });

  it('names state values as portal replay does', () => {
    expect(stateLabel('idle')).toBe('idle');
    expect(stateLabel({ ready: 'idle' })).toBe('ready.idle');
    expect(stateLabel({ ready: { saving: 'bio' } })).toBe('ready.saving.bio');
    expect(stateLabel({ ready: {} })).toBe('ready');
    expect(stateLabel({ a: 'x', b: 'y' })).toBe('{"a":"x","b":"y"}');
  });
});
