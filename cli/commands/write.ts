// A command's own output goes where the program's does (process streams, or a test's capture through runPortal).
import type { Command } from 'commander';

export const writeOut = (command: Command, text: string): void => {
  const output = command.configureOutput();
  if (output.writeOut) output.writeOut(text);
  else process.stdout.write(text);
};
