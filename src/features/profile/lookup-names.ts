// Codes a sub-list row keeps (a specialization's SP02, a contact's KE, a referee's PROPOSER, an attachment's ID)
// shown as the names their lookups give: one loader for all of a table's lookup columns, the code itself while it
// loads or when the lookup has no such code (never an empty cell).
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Captions } from '#contract/captions.ts';
import { lookupOptionsMachine, type LookupOption } from '#machines/crud-list/lookup-options.machine.ts';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import type { OptionLoader } from './sub-list-resource';

// The one loader's options carry their column: `${column}\t${code}`.
const keyOf = (column: number, code: string) => `${column}\t${code}`;

/** The name of `code` in the lookup of column `column`, or the code while there is none. */
export type NameOf = (column: number, code: string) => string;

export function useLookupNames(loaders: ReadonlyArray<OptionLoader | undefined>, captions: Captions): NameOf {
  const { api } = usePortal();
  const [machine] = useState(() =>
    lookupOptionsMachine(async (client) => {
      const lists = await Promise.all(loaders.map((load) => (load ? load(client, captions) : Promise.resolve([]))));
      return lists.flatMap((options, column): LookupOption[] => options.map((o) => ({ value: keyOf(column, o.value), label: o.label })));
    }),
  );
  const actor = useFlowActor('lookup-options', machine, { input: { api } });
  const options = useSelector(actor, (s) => s.context.data);
  const [names] = useState(() => new Map<LookupOption[], Map<string, string>>());
  let byKey = options ? names.get(options) : undefined;
  if (options && !byKey) names.set(options, (byKey = new Map(options.map((o) => [o.value, o.label]))));
  return (column, code) => (code ? (byKey?.get(keyOf(column, code)) ?? code) : code);
}
