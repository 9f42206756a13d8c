// The world host's seed worlds (mocks/world-host/seed-world-source.ts): the likely one comes from the page when the
// page said it brings it (no fetch of the host's own), and is fetched by the host when the page brings another
// address, none, or bytes that do not decode; any other is fetched when asked.
import { describe, expect, it, vi } from 'vitest';
import type { Snapshot } from '#mocks/backend.ts';
import { seedWorldSource } from '#mocks/world-host/seed-world-source.ts';

const DEFAULT = 'http://portal.test/assets/default.json-abc.gz';
const BUSY = 'http://portal.test/assets/busy.json-def.gz';

/** A seed world whose only content says where its bytes came from. */
const world = (from: string) => ({ format: 'portal-mock-snapshot', scenario: from }) as unknown as Snapshot;
const bytesOf = (from: string) => new TextEncoder().encode(from).buffer;

function source() {
  const download = vi.fn((address: string) => Promise.resolve(bytesOf(`fetched ${address}`)));
  const decode = vi.fn((bytes: ArrayBuffer) => {
    const text = new TextDecoder().decode(bytes);
    return text === 'garbage' ? Promise.reject(new Error('not a seed world')) : Promise.resolve(world(text));
  });
  return { seedWorlds: seedWorldSource({ download, decode }), download };
}

const from = async (pending: Promise<Snapshot | null>) => (await pending)?.scenario;

describe("the world host's seed worlds", () => {
  it('takes the likely one from the page, without a fetch of its own, when the page brings it', async () => {
    const { seedWorlds, download } = source();
    seedWorlds.expect(DEFAULT, true);
    const pending = seedWorlds.get(DEFAULT);
    seedWorlds.brought({ address: DEFAULT, bytes: bytesOf('page') });
    expect(await from(pending)).toBe('page');
    expect(download).not.toHaveBeenCalled();
  });

  it('fetches the likely one at once when no page brings it', async () => {
    const { seedWorlds, download } = source();
    seedWorlds.expect(DEFAULT, false);
    expect(download).toHaveBeenCalledWith(DEFAULT);
    expect(await from(seedWorlds.get(DEFAULT))).toBe(`fetched ${DEFAULT}`);
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('fetches it itself when the page brings another address, none, or bytes that are no seed world', async () => {
    for (const brought of [
      { address: BUSY, bytes: bytesOf('page') },
      { address: DEFAULT, bytes: null },
      { address: null, bytes: null },
      { address: DEFAULT, bytes: bytesOf('garbage') },
    ]) {
      const { seedWorlds, download } = source();
      seedWorlds.expect(DEFAULT, true);
      seedWorlds.brought(brought);
      expect(await from(seedWorlds.get(DEFAULT)), JSON.stringify(brought.address)).toBe(`fetched ${DEFAULT}`);
      expect(download).toHaveBeenCalledTimes(1);
    }
  });

  it('uses the expected one once, and fetches any other (a stored world of another scenario, a reset)', async () => {
    const { seedWorlds, download } = source();
    seedWorlds.expect(DEFAULT, true);
    seedWorlds.brought({ address: DEFAULT, bytes: bytesOf('page') });
    expect(await from(seedWorlds.get(BUSY))).toBe(`fetched ${BUSY}`);
    expect(await from(seedWorlds.get(DEFAULT))).toBe('page');
    // Kept no longer: a reset to the default later fetches it (the browser's cache answers).
    expect(await from(seedWorlds.get(DEFAULT))).toBe(`fetched ${DEFAULT}`);
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('hears only the first page: a second tab that brings another world changes nothing', async () => {
    const { seedWorlds } = source();
    seedWorlds.expect(DEFAULT, true);
    seedWorlds.brought({ address: DEFAULT, bytes: bytesOf('first tab') });
    seedWorlds.brought({ address: DEFAULT, bytes: bytesOf('second tab') });
    expect(await from(seedWorlds.get(DEFAULT))).toBe('first tab');
  });
});
