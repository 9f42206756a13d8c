// The type of the Member Checker's running machine, shared by the page's parts.
import type { ActorRefFrom } from 'xstate';
import type { memberSearchMachine } from '../../../machines/search/member-search.machine';

export type MemberSearchActor = ActorRefFrom<typeof memberSearchMachine>;
