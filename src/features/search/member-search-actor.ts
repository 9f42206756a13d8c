// The Member Checker's running machine and its Summary child, as the page's parts receive them.
import type { ActorRefFrom } from 'xstate';
import type { memberSearchMachine, SearchSummaryActor } from '#machines/search/member-search.machine.ts';

export type MemberSearchActor = ActorRefFrom<typeof memberSearchMachine>;

/** The Summary loader the search machine runs beside the search (invoked at its root, so always there). */
export const summaryOf = (actor: MemberSearchActor) => actor.getSnapshot().children.summary as SearchSummaryActor;
