// The member area's data actor, shared by the layout and the pages under it.
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { memberShellMachine } from '#machines/member/member-shell.machine';

export type MemberShellActor = ActorRefFrom<typeof memberShellMachine>;

export const MemberShellContext = createContext<MemberShellActor | null>(null);

export function useMemberShell(): MemberShellActor {
  const actor = useContext(MemberShellContext);
  if (!actor) throw new Error('useMemberShell must be used inside the member layout.');
  return actor;
}
