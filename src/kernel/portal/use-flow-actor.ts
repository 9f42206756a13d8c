// useActorRef for the actor of a named flow (machines/flow-names.ts): in mock mode the dev panel's flow log
// inspects it, so the flow can be exported as a `portal replay` file; with a real backend it is useActorRef.
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic } from 'xstate';
import type { FlowName } from '#machines/flow-names';
import { usePortal } from './portal-context';

/** useActorRef's arguments after the logic (its options are required when the logic requires an input). */
type OptionsOf<TLogic extends AnyActorLogic> = Parameters<typeof useActorRef<TLogic>> extends [unknown, ...infer Rest] ? Rest : never;

export function useFlowActor<TLogic extends AnyActorLogic>(
  flow: FlowName,
  logic: TLogic,
  ...args: OptionsOf<TLogic>
): ActorRefFrom<TLogic> {
  const options = args[0] as ActorOptions<TLogic> | undefined;
  const { flowLog } = usePortal();
  // Made once, like the actor (useActorRef reads its options on the first render only).
  const [inspect] = useState(() => flowLog?.inspect(flow, options?.input));
  const useTypedActorRef = useActorRef as (logic: TLogic, options?: ActorOptions<TLogic>) => ActorRefFrom<TLogic>;
  return useTypedActorRef(logic, inspect ? { ...options, inspect } : options);
}
