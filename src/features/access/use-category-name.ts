// The name a person reads for a membership category ('Graduate Engineer'), not its code ('GRADUATE'): the code
// stands in until the categories arrive, or if the code is not among them.
import { useSelector } from '@xstate/react';
import { categoriesMachine } from '#machines/access/categories.machine';
import { usePortal } from '#kernel/portal/portal-context';
import { useFlowActor } from '#kernel/portal/use-flow-actor';

export function useCategoryName(code: string): string {
  const { api } = usePortal();
  const actor = useFlowActor('registration-categories', categoriesMachine, { input: { api } });
  const wanted = code.toUpperCase();
  const name = useSelector(actor, (s) => s.context.data?.find((c) => c.Code.toUpperCase() === wanted)?.Description);
  return name || code;
}
