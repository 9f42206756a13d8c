// Runs the `portal` program on an argv and says how it ended: 0 ok, 1 failed, 2 usage. Shared by the
// executable (cli/main.ts) and by tests that check usage errors without starting a process.
import { CommanderError, type Command, type OutputConfiguration } from 'commander';
import { createProgram } from './program';
import { ReportedFailure } from './reported-failure';
import { UsageError } from './usage-error';

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

export interface PortalOutput {
  writeOut: (text: string) => void;
  writeErr: (text: string) => void;
}

const processOutput: PortalOutput = {
  writeOut: (text) => void process.stdout.write(text),
  writeErr: (text) => void process.stderr.write(text),
};

function routeOutput(command: Command, output: OutputConfiguration): void {
  command.configureOutput(output);
  command.commands.forEach((c) => routeOutput(c, output));
}

export async function runPortal(argv: string[], output: PortalOutput = processOutput): Promise<number> {
  const program = createProgram();
  if (output !== processOutput) routeOutput(program, output);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return EXIT_OK;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Commander already printed the message (or the help).
      return e.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    }
    // The report said why already.
    if (e instanceof ReportedFailure) return EXIT_FAILED;
    if (e instanceof UsageError) {
      output.writeErr(`error: ${e.message}\n`);
      return EXIT_USAGE;
    }
    output.writeErr(`error: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT_FAILED;
  }
}
