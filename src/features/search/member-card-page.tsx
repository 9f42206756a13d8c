// /search/search-card/:code (spec 1 §2.5): one member's public card, in the public layout. Back returns to
// the results the card was opened from (the search rides along in the address). A code the portal could not have
// written or a member not on the register is 'Member not found', never a crash.
import { useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { memberCardMachine } from '#machines/search/member-card.machine.ts';
import { searchFromAddress, searchToAddress } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { LoadError } from '#ui/load-error.tsx';
import { Loading } from '#ui/loading.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';
import { MemberCard } from './member-card';
import { PublicTopBar } from './public-top-bar';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

export function MemberCardPage() {
  const { api } = usePortal();
  const { code = '' } = useRouteParams<'code'>();
  const results = hrefTo('search', undefined, searchToAddress(searchFromAddress(useSearch())));
  // A new code (a link from one card to another) is a new card: `key` below starts a fresh machine.
  return (
    <section aria-labelledby="card-title" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PublicTopBar backTo={results} />
      <CardBody key={code} code={code} api={api} results={results} />
    </section>
  );
}

function CardBody({ code, api, results }: { code: string; api: ReturnType<typeof usePortal>['api']; results: string }) {
  const actor = useFlowActor('member-card', memberCardMachine, { input: { api, code } });
  const state = useSelector(actor, (s) => s.value);
  const card = useSelector(actor, (s) => s.context.card);
  const error = useSelector(actor, (s) => s.context.error);
  const retryable = useSelector(actor, (s) => s.context.retryable);

  if (state === 'ready' && card) return <MemberCard card={card} titleId="card-title" />;
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h1 id="card-title" className="text-2xl font-semibold text-slate-900">
        {state === 'notFound' ? 'Member not found' : 'Member card'}
      </h1>
      {state === 'loading' || state === 'checking' ? <Loading label="Loading the member…" /> : null}
      {state === 'failed' ? <LoadError error={error} onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined} /> : null}
      {state === 'notFound' ? (
        <p className="text-slate-700" data-testid="card-not-found">
          No member on the register matches this link. It may be mistyped, or the member is no longer listed.{' '}
          <Link href={results} className="text-primary underline">
            Search the register
          </Link>
        </p>
      ) : null}
    </div>
  );
}
