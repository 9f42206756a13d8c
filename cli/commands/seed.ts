// `portal seed <scenario>`: the JSON snapshot of every collection after seeding. The same seed gives the same
// bytes: simulated time starts at a fixed instant and no wall-clock value reaches the data.
import { writeFile } from 'node:fs/promises';
import { Argument, Command } from 'commander';
import { createBackend } from '#mocks/backend.ts';
import { DEFAULT_SEED, SCENARIO_ANCHOR, scenarios } from '#mocks/scenarios/index.ts';
import { parseSeed } from '../options';
import { writeOut } from './write';

/** Simulated "now" of a seeded snapshot: the scenario anchor. */
const SEED_START_AT = SCENARIO_ANCHOR.getTime();

async function seedSnapshotText(scenario: string, seed: number): Promise<string> {
  const backend = await createBackend({ scenario, seed, startAt: SEED_START_AT, random: () => 1 });
  return `${JSON.stringify(backend.snapshot(), null, 2)}\n`;
}

export function seedCommand(): Command {
  return new Command('seed')
    .description('Seed a scenario and print the JSON snapshot of every collection')
    .addArgument(new Argument('<scenario>', 'scenario name').choices(Object.keys(scenarios)))
    .option('--seed <n>', 'seed number (same seed, same bytes)', parseSeed, DEFAULT_SEED)
    .option('--out <file>', 'write to this file instead of stdout')
    .action(async (scenario: string, options: { seed: number; out?: string }, command: Command) => {
      const text = await seedSnapshotText(scenario, options.seed);
      if (options.out) {
        await writeFile(options.out, text);
        process.stderr.write(`Wrote ${options.out} (${scenario}, seed ${options.seed}, ${text.length} bytes)\n`);
      } else {
        writeOut(command, text);
      }
    });
}
