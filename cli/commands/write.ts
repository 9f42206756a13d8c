// A command's own output goes where the program's does (process streams, or a test's capture through runPortal).
import type { Command } from 'commander';

export const writeOut = (command: Command, text: string): void => {
  const output = command.configureOutput();
  if (output.writeOut) output.writeOut(text);
  else process.stdout.write(text);
};

/** A message for stderr, where the program's errors go (process streams, or a test's capture). */
export const writeErr = (command: Command, text: string): void => {
  const output = command.configureOutput();
  if (output.writeErr) output.writeErr(text);
  else process.stderr.write(text);
};

/** Text ending in exactly one newline, whether or not it came with one. */
export const writeLine = (command: Command, text: string): void => writeOut(command, text.endsWith('\n') ? text : `${text}\n`);

export const writeJson = (command: Command, value: unknown): void => writeOut(command, `${JSON.stringify(value, null, 2)}\n`);
