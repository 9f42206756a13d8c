// The sample data `portal paths` walks each flow with (the FlowPaths of machines/registry.ts, kept by flow name
// apart from the registry's entries): the personas, inputs and events that make the fake backend answer each
// way a path needs, and the states no headless replay can reach, with the reason.
import type { FlowName } from './flow-names';
import type { FlowPaths } from './registry';

export const flowPaths: Partial<Record<FlowName, FlowPaths>> = {};
