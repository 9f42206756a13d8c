// The upgrade checklist (/upgrade/checklist/:code, UpgradeChecklist of spec 3 §2): Item, Status and Complete
// (disabled once passed; → the component route, whose Back returns here), 'N of M requirements complete', the
// 'I Confirm to upgrade' box, Continue only when ticked and every item passes, the 'Submit Application ?' dialog,
// then the upgrade list. The rules are the upgrade-checklist machine's (it tells the `upgrade` change of the submitted upgrade,
// so the member data reloads); this view renders, sends, and says where the member goes next.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { UPGRADE_NOT_OPEN, upgradeChecklistMachine } from '#machines/upgrades/upgrade-checklist.machine.ts';
import { canContinueUpgrade, checklistHelpText } from '#machines/upgrades/upgrade-rules.ts';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { CheckboxField } from '#ui/checkbox-field.tsx';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { formatMoney } from '#contract/money.ts';
import { LoadError } from '#ui/load-error.tsx';
import { Loading } from '#ui/loading.tsx';
import { showToast } from '#ui/toasts.tsx';
import { ChecklistItemsTable } from '#kernel/checklist-items-table.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';

/** The spec's confirmation text (spec 3 §2 Upgrades). */
const SUBMIT_UPGRADE_TEXT =
  'By clicking submit, you confirm that you have read the terms and conditions, that you understand them and that you agree to be bound by them';

export function UpgradeChecklistPage() {
  const { code = '' } = useRouteParams<'code'>();
  return <UpgradeChecklist key={code} code={code} />;
}

function UpgradeChecklist({ code }: { code: string }) {
  const { api } = usePortal();
  const [, navigate] = useLocation();
  const actor = useFlowActor('upgrade-checklist', upgradeChecklistMachine, { input: { api, code } });
  const state = useSelector(actor, (s) => s.value);
  const { items, plan, confirmed, error, retryable } = useSelector(actor, (s) => s.context);
  const inDialog = useSelector(
    actor,
    (s) => s.matches({ ready: 'confirming' }) || s.matches({ ready: 'submitting' }) || s.matches({ ready: 'submitFailed' }),
  );
  const submitting = useSelector(actor, (s) => s.matches({ ready: 'submitting' }));
  const submitError = useSelector(actor, (s) => (s.matches({ ready: 'submitFailed' }) ? s.context.error : null));

  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status !== 'done' || !s.output) return;
      showToast(`Upgrade application ${s.output.code} submitted. Pay its fee from My Upgrades.`, 'success');
      navigate(hrefTo('upgrade'));
    });
    return () => sub.unsubscribe();
  }, [actor, navigate]);

  const title = plan ? `Upgrade to ${plan.ToCategoryDescription}` : 'Upgrade checklist';
  return (
    <section aria-labelledby="upgrade-checklist-title" className="flex flex-col gap-4">
      <div>
        <Link href={hrefTo('upgradeCard')} className="text-primary underline">
          Back to the upgrade plans
        </Link>
      </div>
      <h1 id="upgrade-checklist-title" className="break-words text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      {state === 'loading' || state === 'checking' ? <Loading /> : null}
      {state === 'failed' ? <LoadError error={error} onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined} /> : null}
      {state === 'unavailable' ? <Alert kind="warning">{UPGRADE_NOT_OPEN}</Alert> : null}
      {plan && typeof state === 'object' ? (
        <>
          <p className="text-slate-700">
            Fee: <span className="font-medium text-slate-900">{formatMoney(plan.Amount)}</span>.{' '}
            <span data-testid="upgrade-help">{checklistHelpText(items)}</span>.
          </p>
          <ChecklistItemsTable
            caption={`${title}: requirements`}
            items={items}
            completeHref={(i) => hrefTo('component', { name: i.checkListType }, { from: 'Upgrade', code })}
          />
          <CheckboxField
            label="I Confirm to upgrade"
            checked={confirmed}
            onChecked={(checked) => actor.send({ type: 'upgrade.confirm', confirmed: checked })}
          />
          <div>
            <Button disabled={!canContinueUpgrade(confirmed, items)} onClick={() => actor.send({ type: 'upgrade.continue' })}>
              Continue
            </Button>
          </div>
          <ConfirmDialog
            open={inDialog}
            title="Submit Application?"
            message={SUBMIT_UPGRADE_TEXT}
            confirmLabel="Submit"
            busy={submitting}
            error={submitError}
            onConfirm={() => actor.send({ type: 'upgrade.submit' })}
            onCancel={() => actor.send({ type: 'upgrade.cancel' })}
          />
        </>
      ) : null}
    </section>
  );
}
