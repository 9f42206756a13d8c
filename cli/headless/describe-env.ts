// A stand-in environment that builds a flow's machine without running it (names, ids, graphs, path traversal):
// nothing in it answers, so a machine that did start would fail loudly rather than reach a real backend.
import type { HeadlessEnv } from '#machines/flow-manifest.ts';

const notConnected = { call: () => Promise.reject(new Error('Not connected.')) };

export const DESCRIBE_ENV: HeadlessEnv = {
  api: notConnected,
  controls: notConnected,
  origin: 'http://portal.test',
  now: () => Date.parse('2026-11-01T08:00:00.000Z'),
  storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
  token: null,
  backend: () => true,
};
