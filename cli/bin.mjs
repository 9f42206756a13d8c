#!/usr/bin/env node
// `npx portal …` / `portal …`: runs the CLI in this same process (so signals, stdio and the exit code are the CLI's
// own), from its bundle (cli/bundle.mjs, decision 047), built on the first run and whenever a source changed.
// Where the bundle cannot be written (a read-only install), through tsx's loader as `npm run portal` does.
import { bundledCli } from './bundle.mjs';

let entry;
try {
  entry = await bundledCli();
} catch (e) {
  process.stderr.write(`portal: running through tsx (the bundle could not be built: ${e instanceof Error ? e.message : String(e)})\n`);
  const { register } = await import('tsx/esm/api');
  register();
  entry = new URL('./main.ts', import.meta.url).href;
}
await import(entry);
