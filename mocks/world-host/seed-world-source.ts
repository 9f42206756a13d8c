// Where the world host gets a seed world's bytes: fetched once while the stored world is read (the likely one), or
// brought by the page. On a slow line the page's side of mock mode fetches the likely seed world as soon as it
// loads, while the host's own script still downloads, and posts the bytes to it: the host would otherwise ask for
// them only once its script ran, one round trip and the whole download later
// (docs/decisions/054-mock-mode-on-a-slow-line.md).
import type { Snapshot } from '../backend';

/** What a page brought: the address it fetched and the bytes (null: it could not, or guessed no seed world). */
interface BroughtSeedWorld {
  address: string | null;
  bytes: ArrayBuffer | null;
}

export interface SeedWorldSource {
  /** Starts getting the likely seed world now: from the page when it said it brings one, else by a fetch. */
  expect(address: string, fromPage: boolean): void;
  /** The page's bytes (its `seedWorld` message); only the first counts. */
  brought(world: BroughtSeedWorld): void;
  /** The seed world at `address`, or null when it cannot be read (the generators run). */
  get(address: string): Promise<Snapshot | null>;
  /** Forgets the one expected, unused (the host keeps no copy of a seed world, busy's is large, beyond a restore). */
  forget(): void;
}

export function seedWorldSource({
  download,
  decode,
}: {
  download: (address: string) => Promise<ArrayBuffer>;
  decode: (bytes: ArrayBuffer) => Promise<Snapshot>;
}): SeedWorldSource {
  let bring: (world: BroughtSeedWorld) => void = () => undefined;
  const fromPage = new Promise<BroughtSeedWorld>((resolve) => (bring = resolve));
  let early: { address: string; world: Promise<Snapshot | null> } | null = null;

  const fetched = async (address: string): Promise<Snapshot | null> => {
    try {
      return await decode(await download(address));
    } catch (e) {
      console.warn('Mock mode: the prebuilt seed world could not be read; running the generators.', e);
      return null;
    }
  };
  const pageOr = async (address: string): Promise<Snapshot | null> => {
    const { address: broughtAddress, bytes } = await fromPage;
    // Another world than the host needs (the stored world's, another tab's address), or none: fetched here.
    if (broughtAddress !== address || !bytes) return fetched(address);
    return decode(bytes).catch(() => fetched(address));
  };

  return {
    expect(address, page) {
      early = { address, world: page ? pageOr(address) : fetched(address) };
    },
    brought: (world) => bring(world),
    get(address) {
      if (early?.address !== address) return fetched(address);
      const { world } = early;
      early = null;
      return world;
    },
    forget() {
      early = null;
    },
  };
}
