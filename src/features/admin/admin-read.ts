// A read-only admin screen's data: the one plain read of the setup endpoints it shows (a GET with no input), on
// the generic read loader (machines/loader/read-loader.machine.ts), so the screen needs no machine of its own.
// What it hears is said here by the screen and is required: a list of members' records hears what a member's edit
// tells (`['profile', 'everything']`), data only the clock or another tab changes `['everything']`.
import { useSelector } from '@xstate/react';
import { setupEndpoints } from '#contract';
import type { PlainReadName } from '#contract/plain-read.ts';
import type { Hears } from '#machines/changes/change-bus.ts';
import { createReadLoader, type ReadAnswer } from '#machines/loader/read-loader.machine.ts';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

// The admin chunk's own group only, never the whole endpoint table; its ids are those of the table ("setup.x").
const groups = { setup: setupEndpoints };
const adminReadLoader = createReadLoader(groups);

type SetupRead = PlainReadName<typeof setupEndpoints>;

/** The answer of `setup.<name>` (null until it came) and the load as `AdminScreen` takes it. */
export function useAdminRead<N extends SetupRead>(name: N, { hears }: { hears: Hears }) {
  const { api } = usePortal();
  const actor = useFlowActor('read-loader', adminReadLoader, { input: { api, endpoint: `setup.${name}`, hears } });
  // The client checked the answer against the entry's schema, so it is that entry's answer.
  const data = useSelector(actor, (s) => s.context.data) as ReadAnswer<typeof groups, `setup.${N}`> | null;
  const error = useSelector(actor, (s) => s.context.error);
  const retryable = useSelector(actor, (s) => s.context.retryable);
  // A refresh (a change heard) keeps the rows shown; only a first load shows the loading frame.
  const status = useSelector(actor, (s) => (s.matches('failed') ? 'failed' : s.context.data === null ? 'loading' : 'ready'));
  return { data, load: { status, error, retryable, onRetry: () => actor.send({ type: 'load.retry' }) } } as const;
}
