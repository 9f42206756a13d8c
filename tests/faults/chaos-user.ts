// What the fault suite's journeys share: the seeded chaos of a bad line, and a user who presses Try again (Save,
// Sign in, Pay) until the call goes through, noting each failure's words so a test can check they say what to do.
import { waitFor, type ActorRefFrom } from 'xstate';
import { expect } from 'vitest';
import { ApiError } from '#api/index.ts';
import { endpoints, type ApiClient } from '#contract';
import { CHAOS_FAULTS } from '#contract/mock-controls.ts';
import type { createFormMachine, FormValues } from '#machines/form/form.machine.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import type { TestWorld } from '../support/backend';

/** mulberry32: the same failures on every run. */
export function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seeds every journey runs with. */
export const SEEDS = [11, 29, 47, 83, 101, 131];

/** What a user can act on: the words of a failure, never an empty or technical one. */
export const RETRYABLE = /could not be reached|temporarily unavailable|server failed|try again/i;
/** How often the user presses Try again before the test calls it a hang. */
export const TRIES = 40;

/** Issue 24 item 5's bad line: 30 % of calls fail, every way a call can fail, with jitter. */
export const CHAOS = { failRate: 0.3, latencyMs: 0, jitterMs: 4, faults: [...CHAOS_FAULTS] };

/** Any form's actor, as the journeys drive it (their values are checked as typed). */
export type Form = ActorRefFrom<ReturnType<typeof createFormMachine<FormValues, unknown>>>;
export const asForm = (actor: unknown) => actor as Form;

/** A user of the world `t` on a bad line; `failures` collects what each failure said. */
export function chaosUser(t: TestWorld) {
  const failures: string[] = [];

  /** A call the user repeats until it goes through (signing in, opening a page). */
  async function persist<T>(call: () => Promise<T>): Promise<T> {
    for (let i = 0; ; i += 1) {
      try {
        return await call();
      } catch (e) {
        if (!(e instanceof ApiError) || i >= TRIES) throw e;
        failures.push(e.message);
      }
    }
  }

  const signIn = (email: string): Promise<ApiClient> =>
    persist(async () => t.clientWith((await t.anon.call(endpoints.auth.login, { body: { email, password: DEMO_PASSWORD } })).data.token));

  /** Presses Save until the form ends; after each refusal, what was typed is still there. */
  async function saveUntilDone(form: Form, typed: Record<string, unknown>) {
    for (let i = 0; i < TRIES; i += 1) {
      form.send({ type: 'form.submit' });
      const s = await waitFor(form, (x) => x.status === 'done' || (x.matches('editing') && x.context.serverError !== null));
      if (s.status === 'done') return s.output;
      failures.push(s.context.serverError as string);
      expect(s.context.values).toMatchObject(typed);
    }
    throw new Error('the form never went through');
  }

  /** Every failure met said what to do (and the line was bad enough that some were met). */
  function expectEveryFailureRetryable() {
    expect(failures.length).toBeGreaterThan(0);
    for (const message of failures) expect(message).toMatch(RETRYABLE);
  }

  return { failures, persist, signIn, saveUntilDone, expectEveryFailureRetryable };
}
