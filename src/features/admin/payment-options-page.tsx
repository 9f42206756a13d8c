// Payment Options (spec 1 §2.6): the table with its search and page sizes (10, 20, 50, 100), the create and
// edit dialog (Save disabled until the form is valid), delete after a confirmation, and the §8 messages. The
// list's flow is the shared crud-list machine (machines/admin/payment-options.ts).
import { useSelector } from '@xstate/react';
import { PAGE_SIZES, paymentOptionsMachine, paymentOptionsWindow } from '#machines/admin/payment-options.ts';
import { selectForm } from '#machines/crud-list/crud-list.machine.ts';
import { windowSummary } from '#machines/table/table-window.ts';
import { tableWindowMachine } from '#machines/table/table-window.machine.ts';
import { PAYMENT_OPTION_MESSAGES } from '#contract';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { ConfirmDialog } from '#ui/confirm-dialog.tsx';
import { DataTable } from '#ui/data-table.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { AdminScreen } from './admin-screen';
import { Pager } from '#ui/pager.tsx';
import { PaymentOptionDialog } from './payment-option-dialog';
import { TableToolbar } from '#ui/table-toolbar.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

export function PaymentOptionsPage() {
  const { api } = usePortal();
  const actor = useFlowActor('payment-options', paymentOptionsMachine, { input: { api } });
  const { rows, error, retryable, changed, target } = useSelector(actor, (s) => s.context);
  const status = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const mode = useSelector(actor, (s) => (s.matches({ ready: 'adding' }) ? 'add' : s.matches({ ready: 'editing' }) ? 'edit' : null));
  const deleting = useSelector(actor, (s) => s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'removing' }));
  const removing = useSelector(actor, (s) => s.matches({ ready: 'removing' }));
  const form = useSelector(actor, selectForm);
  const table = useFlowActor('table-window', tableWindowMachine, { input: { size: 10 } });
  const { search, size, page } = useSelector(table, (s) => s.context);

  const shown = paymentOptionsWindow(rows, search, size, page);
  return (
    <AdminScreen
      titleId="paygate-title"
      title="Payment Options"
      loadingLabel="Loading payment options…"
      load={{ status, error, retryable, onRetry: () => actor.send({ type: 'load.retry' }) }}
    >
      {(heading) => (
        <section aria-labelledby="paygate-title" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            {heading}
            <Button onClick={() => actor.send({ type: 'list.add' })}>New payment option</Button>
          </div>
          <TableToolbar
            searchLabel="Search payment options"
            search={search}
            onSearch={(value) => table.send({ type: 'table.search', search: value })}
            sizes={PAGE_SIZES}
            size={size}
            onSize={(n) => table.send({ type: 'table.size', size: n })}
          />
          {error ? <Alert kind="error">{error}</Alert> : null}
          {/* Spec 1 §8: the one success message, after a create, an update and a delete alike. */}
          {changed ? <Alert kind="success">{PAYMENT_OPTION_MESSAGES.saved}</Alert> : null}
          <p className="text-sm text-slate-700" data-testid="payment-options-total">
            {windowSummary(shown, size, 'payment options')}
          </p>
          <DataTable
            caption="Payment options"
            columns={[
              { header: 'Description', cell: (o) => o.description },
              { header: 'Code', cell: (o) => o.code },
              { header: 'Reference', cell: (o) => o.ref },
              { header: 'Checkout Code', cell: (o) => o.checkoutCode },
              { header: 'Priority', cell: (o) => o.priority },
              { header: 'Confirm payment', cell: (o) => (o.isConfirmPayment ? 'Yes' : 'No') },
            ]}
            rows={shown.rows}
            rowKey={(o) => o.id}
            empty={search.trim() ? 'No payment option matches this search.' : 'No payment options yet.'}
            actions={(o) => (
              <div className="flex justify-end gap-1">
                <Button look="ghost" aria-label={`Edit ${o.description}`} onClick={() => actor.send({ type: 'list.edit', row: o })}>
                  Edit
                </Button>
                <Button look="ghost" aria-label={`Delete ${o.description}`} onClick={() => actor.send({ type: 'list.delete', row: o })}>
                  Delete
                </Button>
              </div>
            )}
          />
          <Pager
            label="Pages of payment options"
            page={shown.page}
            pages={shown.pages}
            onPage={(p) => table.send({ type: 'table.page', page: p })}
          />
          <PaymentOptionDialog mode={mode} form={form} onCancel={() => actor.send({ type: 'list.cancel' })} />
          <ConfirmDialog
            open={deleting && target !== null}
            title="Delete payment option"
            message={target ? `Are you sure you want to delete ${target.description}?` : 'Are you sure you want to delete?'}
            confirmLabel="Delete"
            busy={removing}
            onConfirm={() => actor.send({ type: 'list.confirm' })}
            onCancel={() => actor.send({ type: 'list.cancel' })}
          />
        </section>
      )}
    </AdminScreen>
  );
}
