// Regenerates docs/flows (`npm run flows:docs`): one page a flow and the README's index, from the flow manifests
// and the machines; tests/cli/flow-docs.test.ts fails when the committed pages are older than the code.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { scenarioFacts } from '#cli/flows/scenario-facts.ts';
import { flowDocs } from '#cli/graph/flow-docs.ts';
import { DEFAULT_SCENARIO, DEFAULT_SEED } from '#mocks/scenarios/index.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const files = flowDocs(await scenarioFacts(DEFAULT_SCENARIO, DEFAULT_SEED));
await Promise.all([...files].map(([path, text]) => writeFile(`${root}${path}`, text)));
process.stdout.write(`Wrote ${files.size} files under docs/flows.\n`);
