// Imported first by the world host: MSW's cookie store insists on a `localStorage` in any browser-like global, and
// a worker has none. Cookies play no part in the portal's calls (the token travels in a header), so a store that
// forgets on restart is enough. The host also runs under the build's Content-Security-Policy (no 'unsafe-eval',
// docs/decisions/018): zod's probe of `new Function` for its JIT would be refused, so it runs jitless, as the page.
// Its English messages, which the fake backend's refusals are worded with, come with the host's own code: the page
// loads them on demand (src/contract/mini.ts), but here a download of their own would be one more round trip before
// the first answer on a slow line.
import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config({ jitless: true, ...en() });
const memory = new Map<string, string>();
const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'> = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, String(value)),
  removeItem: (key) => void memory.delete(key),
  clear: () => memory.clear(),
};
const scope = globalThis as { localStorage?: unknown };
scope.localStorage ??= storage;
