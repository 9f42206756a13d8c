// The `portal` command-line program: scenarios, seed, serve, outbox, clock, flows, replay, graph, paths, test, contract. Exit codes:
// 0 ok, 1 failed, 2 usage.
import { Command } from 'commander';
import { clockCommand } from './commands/clock';
import { contractCommand } from './commands/contract';
import { flowsCommand } from './commands/flows';
import { outboxCommand } from './commands/outbox';
import { graphCommand } from './commands/graph';
import { pathsCommand } from './commands/paths';
import { replayCommand } from './commands/replay';
import { scenariosCommand } from './commands/scenarios';
import { seedCommand } from './commands/seed';
import { serveCommand } from './commands/serve';
import { testCommand } from './commands/test';

export function createProgram(): Command {
  const program = new Command('portal').description(
    "Member portal tools: the fake backend's scenarios, snapshots, HTTP server and controls; flows replayed headlessly; the API contract",
  );
  program.addCommand(scenariosCommand());
  program.addCommand(seedCommand());
  program.addCommand(serveCommand());
  program.addCommand(outboxCommand());
  program.addCommand(clockCommand());
  program.addCommand(flowsCommand());
  program.addCommand(replayCommand());
  program.addCommand(contractCommand());
  program.addCommand(graphCommand());
  program.addCommand(pathsCommand());
  program.addCommand(testCommand());
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
  portal outbox --to member@demo.test --limit 5
  portal clock advance 30d
  portal flows
  portal replay login --events docs/flows/examples/login.json
  portal contract --format openapi --out openapi.json
  portal contract check --base-url http://127.0.0.1:8787/api/ --token <token>
  portal graph login --format mermaid
  portal paths inactivity --json
  portal paths --all --check
  portal test 'docs/flows/examples/*.json' --paths --reporter junit --out report.xml`,
  );
  return program;
}
