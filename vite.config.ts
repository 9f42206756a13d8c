import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // Mock mode's world host (a SharedWorker) loads the scenario generators only when it seeds: an ES module worker
  // can be split, an IIFE one cannot.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Contract modules only declare schemas, rules and the endpoint table: importing one does nothing but
      // define its exports. Saying so lets a screen carry only the contract modules whose exports it uses, even
      // when it imports them through the src/contract barrel. The one exception is src/contract/mini.ts, which
      // gives zod/mini its English messages (scripts/check-real-build.mjs checks that they ship).
      output: {
        // What every page's first load needs (the session, the site settings, the world's voice, the one load
        // state and the contract pieces they use) in one chunk: left to itself the bundler cut it into a dozen
        // small chunks shared with lazy screens, each costing its own request and wrapper (npm run bench).
        codeSplitting: {
          groups: [
            {
              name: 'portal-core',
              test: /\/(machines\/(world|load|loader|site|session)\/|src\/contract\/(error-text|envelope|user|sign-in)\.ts)/,
            },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: [
          { test: /\/src\/contract\/mini\.ts$/, sideEffects: true },
          { test: /\/src\/contract\//, sideEffects: false },
        ],
      },
    },
  },
});
