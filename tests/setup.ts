// Vitest setup: jest-dom matchers for view tests; no toast and no mounted screen left over from one test to the
// next (the toast store is module state, and test files share their modules and, with isolate: false, one jsdom:
// a portal left mounted follows the next file's address, as the referee page drawn twice by a build test did).
// A test during which XState warned fails (tests/xstate-warnings.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '#ui/toasts.tsx';
import { clientWords } from '#api/client.ts';
import { fillJsdomGaps } from './jsdom-gaps';
import { failOnXStateWarnings } from './xstate-warnings';

fillJsdomGaps();
// zod's English messages and the client's words of a refused call, which the page loads on demand
// (src/api/client.ts `clientWords`): every test reads them.
await clientWords();

afterEach(() => {
  cleanup();
  clearToasts();
  failOnXStateWarnings();
});
