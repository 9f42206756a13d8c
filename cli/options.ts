// Option parsers shared by the commands: a bad value is a usage error (exit code 2) with a clear message.
import { InvalidArgumentError } from 'commander';
import { CHAOS_FAULTS, type ChaosFault } from '#contract/mock-controls.ts';
import { isScenarioName, scenarios } from '#mocks/scenarios/index.ts';

const MAX_SEED = 2 ** 32 - 1;

function wholeNumber(value: string, what: string, min: number, max: number): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError(`${what} must be a whole number from ${min} to ${max}.`);
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new InvalidArgumentError(`${what} must be a whole number from ${min} to ${max}.`);
  return n;
}

export const parseSeed = (value: string): number => wholeNumber(value, 'The seed', 0, MAX_SEED);
export const parsePort = (value: string): number => wholeNumber(value, 'The port', 0, 65_535);
export const parseLatency = (value: string): number => wholeNumber(value, 'The latency (ms)', 0, 60_000);
export const parseLimit = (value: string): number => wholeNumber(value, 'The limit', 1, 10_000);

export function parseFailRate(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1)
    throw new InvalidArgumentError('The fail rate must be a number from 0 to 1 (e.g. 0.1 fails one call in ten).');
  return n;
}

export function parseScenario(value: string): string {
  if (!isScenarioName(value)) throw new InvalidArgumentError(`Unknown scenario "${value}". Known: ${Object.keys(scenarios).join(', ')}.`);
  return value;
}

/** An http(s) URL, returned as given (a bare origin or a base with a path); anything else is a usage error. */
export function parseBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new InvalidArgumentError(`"${value}" is not a URL (e.g. http://127.0.0.1:8787).`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError(`"${value}" is not an http or https URL.`);
  return url.href;
}

const DURATION_UNITS_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

/** 90s, 15m, 1h, 30d, 2w or plain milliseconds; more than zero (the clock only moves forward, and 0 moves nothing). */
export function parseDuration(value: string): number {
  const match = /^(\d+)(ms|s|m|h|d|w)?$/.exec(value.trim());
  const ms = match ? Number(match[1]) * DURATION_UNITS_MS[(match[2] ?? 'ms') as keyof typeof DURATION_UNITS_MS] : NaN;
  if (!Number.isSafeInteger(ms) || ms <= 0) {
    const why = /^\s*-\d/.test(value) ? 'The clock only moves forward' : 'Not a duration';
    throw new InvalidArgumentError(
      `${why}: give a whole number above 0 with a unit ms, s, m, h, d or w (90s, 15m, 1h, 30d, 2w), or plain milliseconds.`,
    );
  }
  return ms;
}

/** `--faults unavailable,lost-answer`: the ways a failed call fails (portal serve). */
export function parseFaults(value: string): ChaosFault[] {
  const names = value
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = names.filter((f) => !(CHAOS_FAULTS as readonly string[]).includes(f));
  if (names.length === 0 || unknown.length > 0)
    throw new InvalidArgumentError(
      `Faults are a comma-separated list of ${CHAOS_FAULTS.join(', ')}${unknown.length ? ` (not: ${unknown.join(', ')})` : ''}.`,
    );
  return names as ChaosFault[];
}
