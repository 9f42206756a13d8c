// The page's side of the snapshots the world host keeps for the flow log (kept-snapshots.ts, decision 058): small
// messages over the host's port, the world's bytes only when an export reads one.
import type { OpenedWorld } from './host-link';
import type { KeptSnapshotsAnswer, KeptSnapshotsAsk } from './messages';

type Ask = Extract<OpenedWorld, { kind: 'host' }>['ask'];

/** The flow log's snapshots, kept by the host: `heard` takes the world's version each answer carries. */
export function keptByHost(ask: Ask, heard: (version: number) => void) {
  const asked = async (what: KeptSnapshotsAsk): Promise<KeptSnapshotsAnswer> => {
    const { answer } = await ask<'keptSnapshots'>({ type: 'keptSnapshots', id: 0, ask: what });
    heard(answer.version);
    return answer;
  };
  return {
    /** Keeps the world as it stands when the host reads this message (before any call the page makes after it). */
    keep: async (key: string, tab: string): Promise<void> => void (await asked({ do: 'keep', key, tab })),
    /** The world kept under `key` (`{ ...snapshot, now }`), or null when the host no longer has it. */
    read: async (key: string): Promise<unknown> => (await asked({ do: 'read', key })).world ?? null,
    /** Drops this tab's snapshots but `keep`, and other tabs' stale ones. */
    prune: async (tab: string, keep: ReadonlySet<string>): Promise<void> => void (await asked({ do: 'prune', tab, keep: [...keep] })),
  };
}
