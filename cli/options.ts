// Option parsers shared by the commands: a bad value is a usage error (exit code 2) with a clear message.
import { InvalidArgumentError } from 'commander';
import { isScenarioName, scenarios } from '../mocks/scenarios';

const MAX_SEED = 2 ** 32 - 1;

function wholeNumber(value: string, what: string, min: number, max: number): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError(`${what} must be a whole number from ${min} to ${max}.`);
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new InvalidArgumentError(`${what} must be a whole number from ${min} to ${max}.`);
  return n;
}

export const parseSeed = (value: string): number => wholeNumber(value, 'The seed', 0, MAX_SEED);
export const parsePort = (value: string): number => wholeNumber(value, 'The port', 0, 65_535);
export const parseLatency = (value: string): number => wholeNumber(value, 'The latency (ms)', 0, 60_000);

export function parseFailRate(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) throw new InvalidArgumentError('The fail rate must be a number from 0 to 1 (e.g. 0.1 fails one call in ten).');
  return n;
}

export function parseScenario(value: string): string {
  if (!isScenarioName(value)) throw new InvalidArgumentError(`Unknown scenario "${value}". Known: ${Object.keys(scenarios).join(', ')}.`);
  return value;
}
