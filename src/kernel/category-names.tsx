// A membership category as a person reads it ('Graduate Engineer'), not its code ('GRADUATE'), wherever one shows:
// the member bar, the dashboard, applications, upgrades, subscriptions, the register pages (ARCHITECTURE: "a code
// is shown as its lookup's name"). One categories load per provider: the member area holds one for every page
// under it, so moving between pages asks nothing again. The code stands in until the names arrive, or when the
// categories do not hold it.
import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { categoryName } from '#contract/catalog.ts';
import { categoriesMachine } from '#machines/access/categories.machine.ts';
import { usePortal } from './portal/portal-context';
import { useFlowActor } from './portal/use-flow-actor';

const CategoryNamesContext = createContext<ActorRefFrom<typeof categoriesMachine> | null>(null);

export function CategoryNamesProvider({ children }: { children: ReactNode }) {
  const { api } = usePortal();
  const actor = useFlowActor('category-names', categoriesMachine, { input: { api } });
  return <CategoryNamesContext.Provider value={actor}>{children}</CategoryNamesContext.Provider>;
}

/** The name of a category code, from the categories of the nearest CategoryNamesProvider. */
export function useCategoryNames(): (code: string) => string {
  const actor = useContext(CategoryNamesContext);
  if (!actor) throw new Error('useCategoryNames must be used inside a CategoryNamesProvider.');
  const categories = useSelector(actor, (s) => s.context.data);
  return (code) => categoryName(categories ?? [], code);
}
