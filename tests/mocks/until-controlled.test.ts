// The race behind a signed-in load's 404 (NOTES session 20): mock mode must not report the fake backend ready
// while MSW's service worker does not yet control the page, however long that takes under load.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROL_LIMIT_MS, untilControlled, type ControlledContainer } from '#mocks/until-controlled.ts';

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

  it("waits while the page is controlled by another worker than MSW's (one that unregistered itself)", async () => {
    const leaving = {};
    const msw = {};
    const sw = container(leaving);
    const waiting = untilControlled(sw, msw);
    expect(await stateOf(waiting)).toBe('pending');
    sw.claim({});
    expect(await stateOf(waiting)).toBe('pending');
    sw.claim(msw);
    expect(await stateOf(waiting)).toBe('resolved');
  });

  it("resolves at once when MSW's worker is already in charge", async () => {
    const msw = {};
    expect(await stateOf(untilControlled(container(msw), msw))).toBe('resolved');
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
