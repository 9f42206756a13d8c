#!/usr/bin/env node
// `npx portal …` / `portal …`: runs cli/main.ts through tsx's loader in this same process
// (so signals, stdio and the exit code are the CLI's own).
import { register } from 'tsx/esm/api';

register();
await import(new URL('./main.ts', import.meta.url).href);
