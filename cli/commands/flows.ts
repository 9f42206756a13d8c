// `portal flows [--json]`: the flows a tester can replay, graph and walk headlessly (the flow manifests, machines/flows.ts).
import { Command } from 'commander';
import { flows } from '#machines/flows.ts';
import { DESCRIBE_ENV } from '../headless/describe-env';
import { writeOut } from './write';

function flowList() {
  return flows.map((f) => ({ name: f.name, description: f.description, source: f.source, machine: f.machine({}, DESCRIBE_ENV).id }));
}

export function flowsCommand(): Command {
  const command = new Command('flows')
    .description('List the flows (machines) that `portal replay`, `portal graph` and `portal paths` take')
    .option('--json', 'print JSON');
  command.action((options: { json?: boolean }) => {
    const list = flowList();
    if (options.json) {
      writeOut(command, `${JSON.stringify(list, null, 2)}\n`);
      return;
    }
    const width = Math.max(...list.map((f) => f.name.length));
    writeOut(command, `${list.map((f) => `${f.name.padEnd(width)}  ${f.description}`).join('\n')}\n`);
  });
  return command;
}
