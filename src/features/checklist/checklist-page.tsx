// /checklist/type/:type (spec 2 §Checklist area): '{type} Checklist', the items of the member's category with
// their status and a link to the item's form (Complete, or Open once passed: spec §F), and a progress bar in
// the primary colour under 50 % and the secondary colour from 50 %. The static plan page's Select opens it with a
// category's name (document 3, upgradePlan): '{name} Checklist', the Upgrade requirements of that category, with
// the way on to the upgrade itself.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';
import { checklistMachine } from '#machines/checklist/checklist.machine.ts';
import { completeness } from '#machines/member/member-rules.ts';
import { ChecklistKindSchema, type ChecklistKind } from '#contract/checklist.ts';
import { STATIC_UPGRADE_CATEGORIES } from '#contract/membership-upgrades.ts';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { LoadError } from '#ui/load-error.tsx';
import { Loading } from '#ui/loading.tsx';
import { useMemberData } from '#kernel/member-data-context.tsx';
import { ChecklistItemsTable } from '#kernel/checklist-items-table.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

export function ChecklistPage() {
  const { type = '' } = useRouteParams<'type'>();
  const kind = ChecklistKindSchema.safeParse(type);
  const category = useSelector(useMemberData(), (s) => s.context.data?.profile.MemberShipType ?? '');
  const plan = STATIC_UPGRADE_CATEGORIES.find((c) => c.name === type);
  if (plan) return <ChecklistTable key={`plan-${plan.code}`} kind="Upgrade" category={plan.code} title={plan.name} plan={plan.code} />;
  if (!kind.success)
    return <Alert kind="error">There is no “{type.slice(0, 40)}” checklist. The checklists are Application, Upgrade and License.</Alert>;
  return <ChecklistTable key={`${kind.data}-${category}`} kind={kind.data} category={category} title={kind.data} />;
}

function ChecklistTable({
  kind,
  category,
  title,
  plan,
}: {
  kind: ChecklistKind;
  category: string;
  /** '{title} Checklist': the kind, or the category a plan names. */
  title: string;
  /** The category code of the plan whose requirements these are. */
  plan?: string;
}) {
  const { api } = usePortal();
  const [machine] = useState(() => checklistMachine(category, kind));
  const actor = useFlowActor('checklist', machine, { input: { api } });
  const items = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  const retryable = useSelector(actor, (s) => s.context.retryable);
  const progress = completeness(items ?? []);
  return (
    <section aria-labelledby="checklist-title" className="flex flex-col gap-4">
      <h1 id="checklist-title" className="text-2xl font-semibold text-slate-900">
        {title} Checklist
      </h1>
      <p className="text-slate-700">Complete the requirements checklist below</p>
      {error ? (
        <LoadError error={error} onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined} />
      ) : !items ? (
        <Loading />
      ) : (
        <>
          <div className="flex items-center gap-3">
            <div
              role="progressbar"
              aria-label="Checklist progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress.percent}
              className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={`h-full ${progress.atLeastHalf ? 'bg-secondary' : 'bg-primary'}`}
                style={{ width: `${progress.percent}%` }}
                data-testid="checklist-bar"
              />
            </div>
            <span className="text-sm font-medium text-slate-800" data-testid="checklist-percent">
              {progress.percent}%
            </span>
          </div>
          <ChecklistItemsTable
            caption={`${title} Checklist`}
            items={items}
            completeHref={(i) => hrefTo('component', { name: i.checkListType }, { from: kind })}
          />
          {plan ? (
            <p>
              <Link href={hrefTo('upgradeChecklist', { code: plan })} className="text-primary underline">
                Continue to the {title} upgrade
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
