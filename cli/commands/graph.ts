// `portal graph <flow> [--format mermaid|json]`: the flow machine's states and transitions, read from its
// definition (nothing runs), as a Mermaid state diagram or stable JSON; docs/flows pages embed the same output.
import { Command, InvalidArgumentError, Option } from 'commander';
import { describedMachine, flowOrFail } from '../graph/flow-machine';
import { graphJson, graphMermaid, readGraph } from '../graph/machine-graph';
import { writeOut } from './write';

const FORMATS = ['mermaid', 'json'] as const;
type Format = (typeof FORMATS)[number];

const parseFormat = (value: string): Format => {
  if (!(FORMATS as readonly string[]).includes(value)) throw new InvalidArgumentError(`The format is one of ${FORMATS.join(', ')}.`);
  return value as Format;
};

export function graphCommand(): Command {
  const command = new Command('graph')
    .description("Print a flow's states and transitions (Mermaid stateDiagram-v2 or JSON)")
    .argument('<flow>', 'a flow name (portal flows)')
    .addOption(new Option('--format <format>', `${FORMATS.join(' or ')}`).argParser(parseFormat).default('mermaid'));
  command.action((name: string, options: { format: Format }) => {
    const graph = readGraph(describedMachine(flowOrFail(name)));
    writeOut(command, options.format === 'json' ? graphJson(graph) : graphMermaid(graph));
  });
  return command;
}
