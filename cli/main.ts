// Entry of the `portal` CLI (run with tsx: `npx portal …`, `npm run portal -- …`).
import { CommanderError } from 'commander';
import { createProgram } from './program';
import { UsageError } from './usage-error';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

async function main(argv: string[]): Promise<number> {
  try {
    await createProgram().parseAsync(argv);
    return EXIT_OK;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Commander already printed the message (or the help).
      return e.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    }
    if (e instanceof UsageError) {
      process.stderr.write(`error: ${e.message}\n`);
      return EXIT_USAGE;
    }
    process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT_FAILED;
  }
}

process.exitCode = await main(process.argv);
