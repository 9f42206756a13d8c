#!/usr/bin/env node
// Makes sure the browser tests have a Chromium: CHROMIUM_PATH or /usr/bin/chromium; otherwise installs Debian's
// `chromium` with apt-get when that is possible (root, apt-get present), or explains how and exits 1.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const DEFAULT_PATH = '/usr/bin/chromium';
const configured = process.env.CHROMIUM_PATH;

if (configured) {
  if (existsSync(configured)) {
    console.log(`Chromium: ${configured} (CHROMIUM_PATH)`);
    process.exit(0);
  }
  console.error(`CHROMIUM_PATH is set to ${configured}, but there is no file there.`);
  process.exit(1);
}
if (existsSync(DEFAULT_PATH)) {
  console.log(`Chromium: ${DEFAULT_PATH}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

if (isRoot && hasApt) {
  console.log("Chromium not found: installing Debian's chromium with apt-get…");
  const run = (args) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  if (run(['update']) && run(['install', '-y', 'chromium']) && existsSync(DEFAULT_PATH)) {
    console.log(`Chromium installed: ${DEFAULT_PATH}`);
    process.exit(0);
  }
  console.error('apt-get could not install chromium.');
}

console.error(`The browser tests need Chromium, and none was found.
  - Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium   (then ${DEFAULT_PATH} exists)
  - Any other Chromium or Chrome: CHROMIUM_PATH=/path/to/chrome npm run test:e2e
  - Or Playwright's own build: npx playwright install chromium, then CHROMIUM_PATH=<its path>`);
process.exit(1);
