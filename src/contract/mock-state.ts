// The test-control protocol's state control and what it needs (src/contract/mock-controls.ts holds the whole
// table): mock mode follows the simulated clock through it on every page (src/kernel/mock/follow-clock.ts), so it is
// a module of its own, without the other controls' schemas (the gateway's payment batch, the outbox, the snapshot)
// that a first page would otherwise build at its start (docs/decisions/063-preload-lists-for-the-loader-only.md).
import { z } from './mini';
import { defineEndpoint, type ErrorStatus, type Schema } from './endpoint';
import { envelope } from './envelope';

/** Where the controls live, beside the API base; entry paths are relative to it. */
export const MOCK_CONTROLS_BASE = '/__mock/';

/** Slowest simulated answer, as `portal serve --latency` allows. */
const MAX_CHAOS_LATENCY_MS = 60_000;

/**
 * How a call failed by chaos fails: `unavailable` answers 503 and `server-error` 500, both before the call is
 * served; `network` drops the connection before it is served; `lost-answer` serves the call (a create is made) and
 * then drops the connection, so the client cannot know it succeeded (what idempotent creates are for).
 */
export const CHAOS_FAULTS = ['unavailable', 'server-error', 'network', 'lost-answer'] as const;
export type ChaosFault = (typeof CHAOS_FAULTS)[number];

const milliseconds = (name: string) =>
  z
    .number({ error: `${name} must be a number of milliseconds.` })
    .check(
      z.int(`${name} must be a whole number of milliseconds.`),
      z.gte(0, `${name} cannot be negative.`),
      z.lte(MAX_CHAOS_LATENCY_MS, `${name} is too large (at most ${MAX_CHAOS_LATENCY_MS} ms).`),
    );

/** The simulated latency and failure rate of API calls (the tester's controls never suffer them). */
export const ChaosSchema = z.object({
  latencyMs: milliseconds('latencyMs'),
  failRate: z
    .number({ error: 'failRate must be a number from 0 to 1.' })
    .check(z.gte(0, 'failRate cannot be below 0.'), z.lte(1, 'failRate cannot be above 1 (every call fails).')),
  /** Up to this much more latency, drawn per call (0–3 s of jitter is what a phone on a bad line sees). */
  jitterMs: z.optional(milliseconds('jitterMs')),
  /**
   * The chaos's own random seed: the same calls fail the same way on every run with the same calls in the same order
   * (a browser test's bad line); without one, real randomness.
   */
  seed: z.optional(
    z.number({ error: 'seed must be a whole number.' }).check(z.int('seed must be a whole number.'), z.gte(0, 'seed cannot be negative.')),
  ),
  /** The ways a failed call fails, one drawn per failure (default: unavailable only). */
  faults: z.optional(
    z
      .array(z.enum(CHAOS_FAULTS, { error: `Each fault is one of ${CHAOS_FAULTS.join(', ')}.` }))
      .check(z.minLength(1, 'Name at least one fault.')),
  ),
});
export type Chaos = z.infer<typeof ChaosSchema>;

export const MockStateSchema = z.object({
  scenario: z.string(),
  seed: z.number().check(z.int()),
  /** The simulated now, ISO 8601. */
  now: z.string(),
  chaos: ChaosSchema,
});
export type MockState = z.infer<typeof MockStateSchema>;

/** A control of the table: public, from the mock-mode part of the contract. */
export const control = <
  const M extends 'GET' | 'POST',
  const P extends string,
  A extends Schema,
  B extends Schema | undefined = undefined,
>(def: {
  method: M;
  path: P;
  answer: A;
  summary: string;
  body?: B;
  errors?: readonly ErrorStatus[];
}) => defineEndpoint({ ...def, access: 'public', spec: 'mock mode' });

/** The backend's scenario, seed, simulated now and chaos. */
export const mockState = control({
  method: 'GET',
  path: 'state',
  answer: envelope(MockStateSchema),
  summary: 'Scenario, seed, simulated now and chaos',
});
