// The `portal` command-line program: scenarios, seed, serve. Exit codes: 0 ok, 1 failed, 2 usage.
import { Command } from 'commander';
import { flowsCommand } from './commands/flows';
import { graphCommand } from './commands/graph';
import { pathsCommand } from './commands/paths';
import { replayCommand } from './commands/replay';
import { scenariosCommand } from './commands/scenarios';
import { seedCommand } from './commands/seed';
import { serveCommand } from './commands/serve';

export function createProgram(): Command {
  const program = new Command('portal')
    .description('Member portal tools: the fake backend\'s scenarios, snapshots and HTTP server; flows replayed headlessly');
  program.addCommand(scenariosCommand());
  program.addCommand(seedCommand());
  program.addCommand(serveCommand());
  program.addCommand(flowsCommand());
  program.addCommand(replayCommand());
  program.addCommand(graphCommand());
  program.addCommand(pathsCommand());
  // addCommand() does not pass settings down: every command throws instead of exiting, and shows the hint.
  const configure = (command: Command) => {
    command.exitOverride().showHelpAfterError('(add --help for usage)');
    command.commands.forEach(configure);
  };
  configure(program);
  program.addHelpText(
    'after',
    `
Examples:
  portal scenarios list --json
  portal seed default --seed 7 --out default-7.json
  portal serve --scenario busy --port 8787 --latency 200 --fail-rate 0.05
  portal flows
  portal replay login --events docs/flows/examples/login.json
  portal graph login --format mermaid
  portal paths inactivity --json
  portal paths --all --check`,
  );
  return program;
}
