// A registered flow's machine built for reading (graph, docs, path traversal): the stand-in environment, and an
// unknown name refused with the hint every command gives.
import type { AnyStateMachine } from 'xstate';
import type { FlowDefinition, GivenInput } from '#machines/flow-manifest.ts';
import { flowNamed } from '#machines/flows.ts';
import { DESCRIBE_ENV } from '../headless/describe-env';
import { UsageError } from '../usage-error';

export function flowOrFail(name: string): FlowDefinition {
  const flow = flowNamed(name);
  if (!flow) throw new UsageError(`Unknown flow "${name}". \`portal flows\` lists them.`);
  return flow;
}

export const describedMachine = (flow: FlowDefinition, given: GivenInput = {}): AnyStateMachine => flow.machine(given, DESCRIBE_ENV);
