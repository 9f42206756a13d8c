// The member area's data actor, shared by the layout and the pages under it.
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { memberDataMachine } from '#machines/member/member-data.machine.ts';

export type MemberDataActor = ActorRefFrom<typeof memberDataMachine>;

export const MemberDataContext = createContext<MemberDataActor | null>(null);

export function useMemberData(): MemberDataActor {
  const actor = useContext(MemberDataContext);
  if (!actor) throw new Error('useMemberData must be used inside the member layout.');
  return actor;
}
