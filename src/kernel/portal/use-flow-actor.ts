// useActorRef for the actor of a named flow (machines/flow-names.ts), with the page's changes in its XState system
// (`system.get('changes')`, docs/decisions/031-change-bus.md): in mock mode the dev panel's flow log also inspects
// it, so the flow can be exported as a `portal replay` file. A form (machines/form) is also given the portal's
// backend readiness: one sent before mock mode's fake backend has started waits in `connecting`, then is sent
// (docs/decisions/051-every-form-waits-for-the-backend.md).
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic } from 'xstate';
import { connectChanges } from '#machines/changes/change-bus.ts';
import type { FlowName } from '#machines/flow-names.ts';
import type { FactoryEventsMeta } from '#machines/event-schema-registry.ts';
import { usePortal } from './portal-context';

/** A machine of createFormMachine (its factory names its events 'form', as the CLI reads them). */
const isForm = (logic: AnyActorLogic) =>
  (logic as { config?: { meta?: Partial<FactoryEventsMeta> } }).config?.meta?.events === ('form' satisfies FactoryEventsMeta['events']);

/** useActorRef's arguments after the logic (its options are required when the logic requires an input). */
type OptionsOf<TLogic extends AnyActorLogic> = Parameters<typeof useActorRef<TLogic>> extends [unknown, ...infer Rest] ? Rest : never;

export function useFlowActor<TLogic extends AnyActorLogic>(
  flow: FlowName,
  logic: TLogic,
  ...args: OptionsOf<TLogic>
): ActorRefFrom<TLogic> {
  const given = args[0] as ActorOptions<TLogic> | undefined;
  const { flowLog, changes, backend } = usePortal();
  const options = (isForm(logic) && given?.input ? { ...given, input: { ...(given.input as object), backend } } : given) as
    ActorOptions<TLogic> | undefined;
  // Made once, like the actor (useActorRef reads its options on the first render only).
  const [inspect] = useState(() => flowLog?.inspect(flow, options?.input));
  const useTypedActorRef = useActorRef as (logic: TLogic, options?: ActorOptions<TLogic>) => ActorRefFrom<TLogic>;
  const actor = useTypedActorRef(logic, inspect ? { ...options, inspect } : options);
  // Before the actor starts (useActorRef starts it in an effect), so its first state already hears; once per actor.
  connectChanges(actor, changes);
  return actor;
}
