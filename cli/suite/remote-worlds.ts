// The worlds `portal test --target URL` replays its cases in: the target over HTTP, reset to each case's scenario
// and seed through its test controls (decision 041). A case that carries a snapshot cannot have it there (the
// protocol resets to named scenarios only): it is skipped, never passed.
import { ControlMissing } from '../headless/headless-world';
import { remoteWorldAt, type RemoteWorldOptions } from '../headless/remote-world';
import type { WorldFactory } from './local-worlds';

export function remoteWorlds(options: RemoteWorldOptions): WorldFactory {
  return async ({ scenario, seed, world }) => {
    if (world) throw new ControlMissing('world');
    return remoteWorldAt(options, scenario, seed);
  };
}
