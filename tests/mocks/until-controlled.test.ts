// The race behind a signed-in load's 404 (NOTES session 20): mock mode must not report the fake backend ready
// while its service worker does not yet control the page, however long that takes under load; and the race of a
// reload during a first visit (session 36): a page the activated worker's claim missed asks it to claim again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROL_LIMIT_MS, untilControlled, type AwaitedWorker, type ControlledContainer } from '#mocks/until-controlled.ts';
import type { ClaimWanted } from '#mocks/world-host/messages.ts';

/** A service worker container whose controller changes when the test says. */
function container(controlled: boolean | object) {
  const target = new EventTarget();
  const fake = {
    controller: controlled === false ? null : controlled === true ? {} : controlled,
    addEventListener: (type: string, listener: () => void) => target.addEventListener(type, listener),
    removeEventListener: (type: string, listener: () => void) => target.removeEventListener(type, listener),
    claim(worker: object = {}) {
      fake.controller = worker;
      target.dispatchEvent(new Event('controllerchange'));
    },
  };
  return fake satisfies ControlledContainer;
}

/** A service worker in `state`, which records what the page asks of it; `become` moves it on. */
function worker(state: string) {
  const target = new EventTarget();
  const fake = {
    state,
    asked: [] as ClaimWanted[],
    postMessage: (message: ClaimWanted) => void fake.asked.push(message),
    addEventListener: (type: string, listener: () => void) => target.addEventListener(type, listener),
    removeEventListener: (type: string, listener: () => void) => target.removeEventListener(type, listener),
    become(next: string) {
      fake.state = next;
      target.dispatchEvent(new Event('statechange'));
    },
  };
  return fake satisfies AwaitedWorker;
}

/** 'resolved', 'rejected: message' or 'pending', once the microtasks queued so far have run. */
async function stateOf(promise: Promise<void>): Promise<string> {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    (e: unknown) => (state = `rejected: ${(e as Error).message}`),
  );
  await vi.advanceTimersByTimeAsync(0);
  return state;
}

describe('untilControlled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves at once on a page the service worker already controls', async () => {
    expect(await stateOf(untilControlled(container(true)))).toBe('resolved');
  });

  it('waits for the service worker to take control, however slow the machine (not 5 s and give up)', async () => {
    const sw = container(false);
    const waiting = untilControlled(sw);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await stateOf(waiting)).toBe('pending');
    await vi.advanceTimersByTimeAsync(CONTROL_LIMIT_MS - 5_001);
    expect(await stateOf(waiting)).toBe('pending');
    sw.claim();
    expect(await stateOf(waiting)).toBe('resolved');
  });

  it("waits while the page is controlled by another worker than mock mode's (an older build's)", async () => {
    const older = {};
    const mock = worker('installing');
    const sw = container(older);
    const waiting = untilControlled(sw, mock);
    expect(await stateOf(waiting)).toBe('pending');
    sw.claim({});
    expect(await stateOf(waiting)).toBe('pending');
    sw.claim(mock);
    expect(await stateOf(waiting)).toBe('resolved');
  });

  it("resolves at once when mock mode's worker is already in charge, and asks nothing of it", async () => {
    const mock = worker('activated');
    expect(await stateOf(untilControlled(container(mock), mock))).toBe('resolved');
    expect(mock.asked).toEqual([]);
  });

  it('asks an activated worker that does not control the page (its claim missed a page loaded meanwhile) to claim it', async () => {
    const mock = worker('activated');
    const sw = container(false);
    const waiting = untilControlled(sw, mock);
    expect(mock.asked).toEqual([{ type: 'portal.mock.claim' }]);
    expect(await stateOf(waiting)).toBe('pending');
    sw.claim(mock);
    expect(await stateOf(waiting)).toBe('resolved');
  });

  it('asks an installing worker only once it is activated, and not when its own claim took the page first', async () => {
    const first = worker('installing');
    const missed = container(false);
    void untilControlled(missed, first);
    first.become('installed');
    first.become('activating');
    expect(first.asked).toEqual([]);
    first.become('activated');
    expect(first.asked).toEqual([{ type: 'portal.mock.claim' }]);

    const second = worker('installing');
    const taken = container(false);
    const waiting = untilControlled(taken, second);
    taken.claim(second);
    second.become('activated');
    expect(await stateOf(waiting)).toBe('resolved');
    expect(second.asked).toEqual([]);
  });

  it('says so, and never resolves, when the service worker does not take control in time', async () => {
    const waiting = untilControlled(container(false));
    waiting.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(CONTROL_LIMIT_MS);
    expect(await stateOf(waiting)).toBe(
      "rejected: Mock mode's service worker has not taken control of this page after 30 s, so the fake backend cannot answer. Reload the page.",
    );
  });
});
