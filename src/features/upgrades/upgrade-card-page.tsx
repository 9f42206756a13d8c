// New Upgrade (/upgrade/card, UpgradeCard of spec 3 §2): one card per plan the server offers the member's
// category — 'Upgrade to {category}', the KES amount, what is required, and Select → the checklist of that category.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { upgradePlansMachine } from '#machines/upgrades/upgrades.machine.ts';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { formatMoney } from '#contract/money.ts';
import { LoadError } from '#ui/load-error.tsx';
import { Loading } from '#ui/loading.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { PlanCard } from './plan-card';

export function UpgradeCardPage() {
  const { api } = usePortal();
  const actor = useFlowActor('upgrade-plans', upgradePlansMachine, { input: { api } });
  const plans = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  const retryable = useSelector(actor, (s) => s.context.retryable);
  return (
    <section aria-labelledby="upgrade-card-title" className="flex flex-col gap-4">
      <div>
        <Link href={hrefTo('upgrade')} className="text-primary underline">
          Back to My Upgrades
        </Link>
      </div>
      <h1 id="upgrade-card-title" className="text-2xl font-semibold text-slate-900">
        New Upgrade
      </h1>
      {/* Issue 34 item 3: the Available Upgrade Plan page (document 3, /upgrade/plan) had no link to it. */}
      <p>
        <Link href={hrefTo('upgradePlan')} className="text-primary underline">
          All upgrade plans and their fees
        </Link>
      </p>
      {error ? (
        <LoadError error={error} onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined} />
      ) : !plans ? (
        <Loading />
      ) : plans.length === 0 ? (
        <Alert kind="info">There is no upgrade open to your membership category.</Alert>
      ) : (
        <ul className="flex flex-wrap gap-4">
          {plans.map((p) => (
            <PlanCard
              key={p.ToCategory}
              title={`Upgrade to ${p.ToCategoryDescription}`}
              amount={formatMoney(p.Amount)}
              href={hrefTo('upgradeChecklist', { code: p.ToCategory })}
              selectLabel={`Select Upgrade to ${p.ToCategoryDescription}`}
            >
              <ol className="list-decimal pl-5 text-slate-700">
                <li>
                  Complete the checklist with the necessary requirements, for example certified copies of your diploma or degree, and
                  referees.
                </li>
                <li>Payment must be fully paid.</li>
              </ol>
            </PlanCard>
          ))}
        </ul>
      )}
    </section>
  );
}
