#!/usr/bin/env node
// A build pointed at a real backend (VITE_API_BASE_URL set) must carry none of mock mode: no MSW, no fake
// backend, no seed data. Builds into a temporary folder and searches every emitted file for their markers.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

const MARKERS = ['mockServiceWorker', 'setupWorker', 'portal-mock-snapshot', 'No mock for', 'Passw0rd!', '@msw/data'];
const outDir = mkdtempSync(join(tmpdir(), 'portal-real-build-'));
process.env.VITE_API_BASE_URL = 'https://api.example.test/api/';

const files = (dir) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? files(path) : [path];
});

try {
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true, copyPublicDir: false } });
  const found = [];
  let bytes = 0;
  for (const file of files(outDir).filter((f) => /\.(js|html|css)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    bytes += text.length;
    for (const marker of MARKERS) if (text.includes(marker)) found.push(`${file.slice(outDir.length + 1)}: ${marker}`);
  }
  if (found.length > 0) {
    console.error(`A real-backend build carries mock-mode code:\n  ${found.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`Real-backend build: no mock-mode code (${(bytes / 1024).toFixed(0)} KiB of JS, CSS and HTML checked).`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
