import { flowNamed } from '#machines/flows.ts';
import { scenarioFacts } from './flows/scenario-facts';
import * as sp from './graph/shortest-paths';
const facts = await scenarioFacts('default', 1);
const flow = flowNamed(process.argv[2]!)!;
const paths = sp.pathsOf(flow, facts);
for (const start of paths.starts) for (const c of (sp as any).walkStart(flow, paths, start)) console.log(c.target, '|', c.covers, '|', c.hold, c.passing ?? '', c.weight);
