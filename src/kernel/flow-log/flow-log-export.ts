// A flow log's export (./flow-log.ts), loaded when the dev panel exports: the records as a `portal replay` file,
// each flow with the world it started in, read back from where it was kept.
import type { ExportOptions, WorldSource } from './flow-log';
import { journeyFileName, journeyOf, type FlowRecord, type JourneyFile, type Json } from './replay-file';
import { withRelativeAddresses } from './return-addresses';
import type { KeptSnapshots } from './snapshot-store';

export interface Recorded {
  backend: WorldSource;
  kept: KeptSnapshots;
  /** Snapshots asked to be kept on this page load: whether the keeping succeeded. */
  held: ReadonlyMap<string, Promise<boolean>>;
}

/**
 * The world a flow started in, with the simulated now it was taken at (`now`), which the replay starts from; null
 * when it is not kept (taken before the backend started, failed, or gone since: cleared storage, another build).
 */
async function worldOf(record: FlowRecord, { kept, held }: Recorded): Promise<Json | null> {
  if (record.worldId === null || (await held.get(record.worldId)) === false) return null;
  const world = (await kept.read(record.worldId)) as Json | null;
  return world !== null && typeof world === 'object' && !Array.isArray(world) ? world : null;
}

/** The chosen flows as one file, from the oldest whose world is still kept; null when none is. */
export async function exportFlows(
  chosen: FlowRecord[],
  { givenOf, origin }: ExportOptions,
  recorded: Recorded,
): Promise<{ fileName: string; file: JourneyFile } | null> {
  const relative = <T extends Json>(value: T): T => (origin ? (withRelativeAddresses(value, origin) as T) : value);
  const given = (r: FlowRecord): FlowRecord => {
    const input = relative(givenOf ? givenOf(r.flow, r.input ?? {}, r.machine) : (r.input ?? {}));
    return { ...r, input, events: r.events.map((e) => ({ ...e, event: relative(e.event) })) };
  };
  const read = await Promise.all(chosen.map(async (record) => ({ record, world: await worldOf(record, recorded) })));
  // A journey starts at its oldest flow whose world is still kept: that world holds what the flows before it did.
  const from = read.findIndex((f) => f.world !== null);
  if (from < 0) return null;
  const flows = read.slice(from).map(({ record, world }) => ({ record: given(record), world }));
  // The world now has every message the flows made the backend send: where a typed code came from.
  const now = await recorded.backend.snapshot();
  return {
    fileName: journeyFileName(flows.map((f) => f.record)),
    file: journeyOf(flows, { ...(now.snapshot as { [key: string]: Json }), now: now.now }, (password, salt) =>
      recorded.backend.hashPassword(password, salt),
    ),
  };
}
