// Mock mode's service worker (mocks/world-host/service-worker.ts) as the build serves it: one self-contained script at
// the site's root (a worker's scope is its script's folder, and it must cover every page), bundled by esbuild apart
// from the app's chunks (a classic worker imports none of them). Written in mock mode only: a real-backend build
// ships none of it (scripts/check-real-build.mjs). The dev server builds it on request.
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { SERVICE_WORKER_FILE } from '../mocks/world-host/messages';
import { readBuildConfig } from './built-config';

async function bundled(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

export function mockServiceWorker(): Plugin {
  let entry = '';
  let mockMode = false;
  let address = `/${SERVICE_WORKER_FILE}`;
  return {
    name: 'portal-mock-service-worker',
    configResolved(config) {
      mockMode = readBuildConfig(config.mode, config.envDir || config.root).mockMode;
      entry = resolve(config.root, 'mocks/world-host/service-worker.ts');
      address = `${config.base}${SERVICE_WORKER_FILE}`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!mockMode || request.url?.split('?')[0] !== address) return next();
        bundled(entry).then((code) => {
          response.setHeader('content-type', 'text/javascript');
          response.end(code);
        }, next);
      });
    },
    async generateBundle() {
      if (mockMode) this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: await bundled(entry) });
    },
  };
}
