// The dev panel's flow log: inspection events of a real actor become exactly the `portal replay` file of
// docs/flows (world, input, each outside event with the state it settled in, the state now), with the machine's
// own events (its invoked call's answer, its timer, the init) left out; records survive a reload. The worlds are
// kept where the world is (a host that keeps them by id, or this page for a `portal serve` world), read at export.
import { assign, createActor, fromPromise, setup, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createFlowLog, MAX_FLOWS, WORLD_NOT_KEPT, type WorldSource } from '#kernel/flow-log/flow-log.ts';
import { stateLabel } from '#machines/state-label.ts';
import { hashPassword } from '#mocks/domain/password.ts';
import { meetsPasswordRule } from '#kernel/flow-log/secrets.ts';
import { keptInPage, type KeptSnapshots, type SnapshotStore } from '#kernel/flow-log/snapshot-store.ts';

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

/** This page's store of a `portal serve` world's snapshots: every id ever put, and those it holds now. */
function memorySnapshots(): SnapshotStore & { ids: Set<string>; items: Map<string, unknown> } {
  const items = new Map<string, unknown>();
  return {
    ids: new Set(),
    items,
    put(id, _tab, snapshot) {
      items.set(id, snapshot);
      this.ids.add(id);
      return Promise.resolve();
    },
    get: (id) => Promise.resolve(items.get(id) as never),
    prune(_tab, keep) {
      for (const id of [...items.keys()]) if (!keep.has(id)) items.delete(id);
      return Promise.resolve();
    },
  };
}

/** A world host's keeping, as the page sees it: the world taken when `keep` is asked, read back by id. */
type HostKept = KeptSnapshots & { ids: Set<string>; items: Map<string, unknown>; pruned: string[] };

/**
 * A fake backend: its snapshot names how many changes it has seen. It keeps the log's snapshots itself, as this
 * browser's world host does, or, given `page`, this page keeps them there, as for a `portal serve` world.
 */
function world(now = 1_800_000_000_000, { page }: { page?: SnapshotStore } = {}): WorldSource & { change(): void; host: HostKept } {
  let changes = 0;
  const snapshotNow = () => ({
    format: 'portal-mock-snapshot',
    version: 1,
    scenario: 'default',
    seed: 1,
    collections: { codes: [{ code: '123456', changes }], sessions: [{ token: 'tok-1', userId: 7, createdAt: 1 }] },
  });
  const items = new Map<string, unknown>();
  const host: HostKept = {
    ids: new Set(),
    items,
    pruned: [],
    keep(key) {
      // Taken when asked (the host reads its messages in order), stored a moment later.
      const taken = { ...snapshotNow(), now };
      host.ids.add(key);
      return Promise.resolve().then(() => void items.set(key, taken));
    },
    read: (key) => Promise.resolve(items.get(key) ?? null),
    prune(tab, keep) {
      host.pruned.push(tab);
      for (const id of [...items.keys()]) if (!keep.has(id)) items.delete(id);
      return Promise.resolve();
    },
  };
  // The page's own keeping asks the world now, delivered a moment later.
  const snapshot = () => Promise.resolve({ snapshot: snapshotNow(), now });
  return {
    changes: () => changes,
    change: () => void changes++,
    hashPassword,
    host,
    snapshot,
    kept: page ? keptInPage(snapshot, page) : host,
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

/** A form and an OTP field in one: what a registration types. */
const formLike = setup({
  types: {
    events: {} as
      { type: 'form.change'; name: string; value: string } | { type: 'otp.change'; code: string } | { type: 'pay.change'; code: string },
  },
}).createMachine({
  id: 'formLike',
  initial: 'editing',
  states: { editing: { on: { 'form.change': {}, 'otp.change': {}, 'pay.change': {} } } },
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Ids in order: `id-1`, `id-2`… */
const counter = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe('flow log', () => {
  it('turns an actor’s outside events into the exact replay file, internal events left out', async () => {
    const storage = memoryStorage();
    const backend = world();
    const log = createFlowLog({ userId: () => 7, storage });
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
    const { fileName, file } = await log.exportFile(record!.id);
    expect(file.flow).toBe('otp');
    expect(file.steps).toEqual([
      {
        world: {
          format: 'portal-mock-snapshot',
          version: 1,
          scenario: 'default',
          seed: 1,
          // The file's secrets are stand-ins (the token, the code): the same wherever the value was.
          collections: { codes: [{ code: '000002', changes: 0 }], sessions: [{ token: 'redacted-token-1', userId: 7, createdAt: 1 }] },
          now: 1_800_000_000_000,
        },
      },
      { token: 'redacted-token-1' },
      { input: { encodedId: 'eyJpZCI6N30', verify: null } },
      // A part of the code is not the code: only what is a secret is replaced.
      { send: { type: 'demo.change', code: '12345' } },
      { wait: 'idle' },
      { send: { type: 'demo.change', code: '000002' } },
      { wait: 'idle' },
      { send: { type: 'demo.submit' } },
      { wait: 'ready.idle' },
      { send: { type: 'demo.finish' } },
      { wait: 'ready.done' },
      { expect: { state: 'ready.done' } },
    ]);
    expect(fileName).toMatch(/^journey-otp-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.json$/);

    // A reload (a payment's full page load) finds the record in session storage.
    await flush();
    const again = createFlowLog({ userId: () => null, storage });
    expect(again.list().map((r) => [r.flow, r.events.length, r.state])).toEqual([['otp', 4, { ready: 'done' }]]);
  });

  it('records the events sent before its actor started (typed into a prerendered form before it hydrated), in order, before the rest', async () => {
    const log = createFlowLog({ userId: () => null, storage: memoryStorage() });
    log.attach(world(42));
    const actor = createActor(formLike, { inspect: log.inspect('login', {}) });
    // TextField hands a value typed before hydration over in a layout effect; useActorRef starts the actor in an effect after.
    actor.send({ type: 'form.change', name: 'email', value: 'pending@demo.test' });
    actor.send({ type: 'form.change', name: 'password', value: 'Passw0rd!' });
    actor.start();
    actor.send({ type: 'otp.change', code: '1' });
    expect(log.list()).toHaveLength(1);
    expect(log.list()[0]!.events.map((e) => [e.event, e.settled])).toEqual([
      [{ type: 'form.change', name: 'email', value: 'pending@demo.test' }, 'editing'],
      [{ type: 'form.change', name: 'password', value: 'Passw0rd!' }, 'editing'],
      [{ type: 'otp.change', code: '1' }, undefined],
    ]);
    const { file } = await log.exportFile(log.list()[0]!.id);
    expect(file.steps.filter((step) => 'send' in step)).toHaveLength(3);
  });

  it('gives a flow that started before the fake backend the world once it is there; no token when signed out', async () => {
    const log = createFlowLog({ userId: () => null, storage: memoryStorage() });
    const actor = createActor(demoMachine, { inspect: log.inspect('login', { api: { call: () => undefined } }) });
    actor.start();
    actor.send({ type: 'demo.change', code: '1' });
    expect(log.list()[0]).toMatchObject({ worldId: null, events: [{ event: { type: 'demo.change', code: '1' } }] });
    log.attach(world(42));
    const { file } = await log.exportFile(log.list()[0]!.id);
    expect(file.steps[0]).toMatchObject({ world: { now: 42 } });
    // Signed out: no token step; '1' is no code the world has, so it stays.
    expect(file.steps.slice(1)).toEqual([{ send: { type: 'demo.change', code: '1' } }, { wait: 'idle' }, { expect: { state: 'idle' } }]);
  });

  it('shares one snapshot between flows started with no change between them, and keeps the newest flows', async () => {
    const log = createFlowLog({ userId: () => null, storage: memoryStorage() });
    const backend = world();
    log.attach(backend);
    const busy = createActor(demoMachine, { inspect: log.inspect('otp', {}) });
    busy.start();
    busy.send({ type: 'demo.change', code: '9' });
    for (let i = 0; i < MAX_FLOWS + 3; i++) createActor(demoMachine, { inspect: log.inspect('crud-list', {}) }).start();
    await flush();
    expect(backend.host.ids.size).toBe(1);
    // Flows with no event go first: the one the tester typed into stays.
    expect(log.list()).toHaveLength(MAX_FLOWS);
    expect(log.list().at(-1)).toMatchObject({ flow: 'otp' });
    backend.change();
    createActor(demoMachine, { inspect: log.inspect('crud-list', {}) }).start();
    await flush();
    expect(backend.host.ids.size).toBe(2);
  });

  // Each side: the world host keeps the snapshots (this browser's world), or this page does (a `portal serve` world).
  for (const keptByHost of [true, false]) {
    const where = keptByHost ? 'kept by the world host' : 'kept by the page';
    it(`exports the world of the flow's start, not of the export's moment (${where})`, async () => {
      const snapshots = memorySnapshots();
      const backend = world(1_800_000_000_000, keptByHost ? {} : { page: snapshots });
      const log = createFlowLog({ userId: () => null, storage: memoryStorage() });
      log.attach(backend);
      const actor = createActor(demoMachine, { inspect: log.inspect('otp', {}) });
      actor.start();
      // The flow's own call changes the world, then another tab does: neither is in the flow's world.
      backend.change();
      actor.send({ type: 'demo.change', code: '1' });
      backend.change();
      await flush();
      // Only the keeping side holds it: the world host's world never crosses to the page to be stored.
      expect([backend.host.items.size, snapshots.items.size]).toEqual(keptByHost ? [1, 0] : [0, 1]);
      const { file } = await log.exportFile(log.list()[0]!.id);
      expect(file.steps[0]).toMatchObject({ world: { collections: { codes: [{ changes: 0 }] } } });
      // A flow started now takes the world as it now is.
      createActor(demoMachine, { inspect: log.inspect('otp', {}) }).start();
      const { file: later } = await log.exportFile(log.list()[0]!.id);
      expect(later.steps[0]).toMatchObject({ world: { collections: { codes: [{ changes: 2 }] } } });
    });

    it(`says a world that is no longer kept is gone, and a journey starts at the oldest kept one (${where})`, async () => {
      const snapshots = memorySnapshots();
      const backend = world(1_800_000_000_000, keptByHost ? {} : { page: snapshots });
      const log = createFlowLog({ userId: () => null, storage: memoryStorage() });
      log.attach(backend);
      const first = createActor(demoMachine, { inspect: log.inspect('otp', {}) });
      first.start();
      first.send({ type: 'demo.change', code: '1' });
      backend.change();
      const second = createActor(demoMachine, { inspect: log.inspect('login', {}) });
      second.start();
      second.send({ type: 'demo.change', code: '2' });
      await flush();
      const [newer, older] = log.list();
      // The storage was cleared of the older world (another build's host, cleared site data: the same answer).
      (keptByHost ? backend.host.items : snapshots.items).delete(older!.worldId!);
      await expect(log.exportFile(older!.id)).rejects.toThrow(WORLD_NOT_KEPT);
      const { file } = await log.exportJourney();
      expect(file.flow).toBe('login');
      expect(file.steps[0]).toMatchObject({ world: { collections: { codes: [{ changes: 1 }] } } });
      expect(file.steps.some((s) => 'run' in s)).toBe(false);
      // Both gone: nothing to replay, said as such (never an empty file).
      (keptByHost ? backend.host.items : snapshots.items).delete(newer!.worldId!);
      await expect(log.exportJourney()).rejects.toThrow(WORLD_NOT_KEPT);
    });
  }

  it('keeps the worlds of the newest six flows: an older world, and its flow, are dropped (the host told which)', async () => {
    const backend = world();
    const storage = memoryStorage();
    const log = createFlowLog({ userId: () => null, storage, newId: counter() });
    log.attach(backend);
    for (let i = 0; i < 7; i++) {
      const actor = createActor(demoMachine, { inspect: log.inspect('otp', {}) });
      actor.start();
      actor.send({ type: 'demo.change', code: String(i) });
      backend.change();
      await flush();
    }
    // Seven worlds asked to be kept, six kept: the first flow's went, with its flow.
    expect(backend.host.ids.size).toBe(7);
    expect(backend.host.items.size).toBe(6);
    // This tab's, as its log names it (session storage: a reload prunes the same tab's).
    expect(backend.host.pruned).toEqual([storage.getItem('portal.devPanel.tab')]);
    expect(log.list().map((r) => r.worldId)).toEqual([...backend.host.items.keys()].toReversed());
    expect(log.list().map((r) => r.events[0]!.event.code)).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('redacts secrets by what they are: tokens, codes the outbox carried (as $outbox), passwords (rule-meeting stand-ins)', async () => {
    const token = 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    const otherToken = '9a8b7c6d-5e4f-4321-8765-43210fedcba9';
    const code = '482913';
    /** user 7's password, which does not meet today's rule (set before it): found by its hash. */
    const oldPassword = 'old password';
    /** A new one, typed twice (registration, reset): found because it meets the portal's password rule. */
    const newPassword = 'Kenya#2026pw';
    const snapshot = () =>
      Promise.resolve({
        snapshot: {
          format: 'portal-mock-snapshot',
          version: 1,
          scenario: 'default',
          seed: 1,
          collections: {
            accounts: [
              { id: 7, email: 'seven@demo.test', passwordHash: hashPassword(oldPassword, 'seven@demo.test') },
              { id: 3, email: 'three@demo.test', passwordHash: hashPassword('Other#pass1', 'three@demo.test') },
            ],
            sessions: [
              { token: otherToken, userId: 3, createdAt: 1 },
              { token, userId: 7, createdAt: 2 },
            ],
            codes: [{ kind: 'otp', code, userId: 7, ref: '', expiresAt: 9, used: false }],
            outbox: [{ id: 1, to: '0711555444', body: `Your code is ${code}.`, codes: [code], links: [`/otp/x?verify=${code}`] }],
            // A longer number that holds the code's digits is not the code.
            profiles: [{ PhoneNo: `07${code}99`, Amount: 1500 }],
          },
        },
        now: 5,
      });
    // A `portal serve` world: this page keeps the log's snapshots.
    const signedIn: WorldSource = { changes: () => 1, hashPassword, snapshot, kept: keptInPage(snapshot, memorySnapshots()) };
    const log = createFlowLog({ userId: () => 7, storage: memoryStorage() });
    log.attach(signedIn);
    const form = createActor(formLike, { inspect: log.inspect('registration', { api: { call: () => undefined } }) });
    form.start();
    form.send({ type: 'form.change', name: 'email', value: 'keyboard@demo.test' });
    form.send({ type: 'form.change', name: 'current', value: oldPassword });
    form.send({ type: 'form.change', name: 'next', value: newPassword });
    form.send({ type: 'form.change', name: 'again', value: newPassword });
    form.send({ type: 'otp.change', code });
    // Named `code`, but an invoice number: no secret.
    form.send({ type: 'pay.change', code: 'INV000016' });

    const { file } = await log.exportFile(log.list()[0]!.id);
    const text = JSON.stringify(file).replaceAll(`07${code}99`, '');
    for (const secret of [token, otherToken, code, oldPassword, newPassword]) expect(text).not.toContain(secret);
    expect(JSON.stringify(log.list())).not.toContain(token);

    const world = (file.steps[0] as { world: { collections: Record<string, Array<Record<string, unknown>>> } }).world.collections;
    const signInWith = (file.steps[1] as { token: string }).token;
    expect(world.sessions!.find((s) => s.token === signInWith)).toMatchObject({ userId: 7 });
    const codeStandIn = world.codes![0]!.code as string;
    expect(codeStandIn).toMatch(/^\d{6}$/);
    expect(world.outbox![0]).toEqual({
      id: 1,
      to: '0711555444',
      body: `Your code is ${codeStandIn}.`,
      codes: [codeStandIn],
      links: [`/otp/x?verify=${codeStandIn}`],
    });
    expect(world.profiles).toEqual([{ PhoneNo: `07${code}99`, Amount: 1500 }]);
    const sent = file.steps.flatMap((s) => ('send' in s ? [s.send as Record<string, unknown>] : []));
    expect(sent[0]).toEqual({ type: 'form.change', name: 'email', value: 'keyboard@demo.test' });
    const oldStandIn = sent[1]!.value as string;
    const newStandIn = sent[2]!.value as string;
    // Each stand-in meets the portal's password rule; typed twice, one stand-in; two passwords, two stand-ins.
    for (const standIn of [oldStandIn, newStandIn]) expect(meetsPasswordRule(standIn)).toBe(true);
    expect(sent[3]!.value).toBe(newStandIn);
    expect(oldStandIn).not.toBe(newStandIn);
    // The account the old password opened opens with its stand-in in the carried world; the other is as it was.
    expect(world.accounts).toEqual([
      { id: 7, email: 'seven@demo.test', passwordHash: hashPassword(oldStandIn, 'seven@demo.test') },
      { id: 3, email: 'three@demo.test', passwordHash: hashPassword('Other#pass1', 'three@demo.test') },
    ]);
    // The code typed is read from the replay's own outbox; the invoice number stays.
    expect(sent[4]).toEqual({ type: 'otp.change', code: { $outbox: { to: '0711555444', match: '\\b(\\d{6})\\b' } } });
    expect(sent[5]).toEqual({ type: 'pay.change', code: 'INV000016' });
  });

  it('names state values as portal replay does', () => {
    expect(stateLabel('idle')).toBe('idle');
    expect(stateLabel({ ready: 'idle' })).toBe('ready.idle');
    expect(stateLabel({ ready: { saving: 'bio' } })).toBe('ready.saving.bio');
    expect(stateLabel({ ready: {} })).toBe('ready');
    expect(stateLabel({ a: 'x', b: 'y' })).toBe('{"a":"x","b":"y"}');
  });
});
