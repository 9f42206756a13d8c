// Statement Report: the dialog with the two dates; a valid range opens the statement page.
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { statementDialogMachine } from '#machines/billing/statement.machine.ts';
import { Button } from '#ui/button.tsx';
import { Form } from '#ui/form.tsx';
import { Modal } from '#ui/modal.tsx';
import { TextField } from '#ui/text-field.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useForm } from '#kernel/portal/use-form.ts';
import { hrefTo } from '#contract/routes.ts';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

function StatementForm({ customerNo, onClose }: { customerNo: string; onClose: () => void }) {
  const { api } = usePortal();
  const [, navigate] = useLocation();
  const machine = useMemo(() => statementDialogMachine(new Date().toISOString().slice(0, 10)), []);
  const actor = useFlowActor('statement', machine, { input: { api, values: { customerNo } } });
  const form = useForm(actor);
  // While the member picks the dates, fetch the statement page and start pdf.js (a failure shows on that page).
  // Imported here, not at the top, so the member area's own chunk carries none of the viewer.
  useEffect(() => {
    void import('./statement-page').catch(() => undefined);
    void import('#ui/pdf/pdfjs.ts').then((pdf) => pdf.preparePdf()).catch(() => undefined);
  }, []);
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status !== 'done' || !s.output) return;
      onClose();
      navigate(hrefTo('customerStatement', undefined, { start: s.output.startDate, end: s.output.endDate }));
    });
    return () => sub.unsubscribe();
  }, [actor, navigate, onClose]);
  return (
    <Form id="statement-form" onSubmit={form.submit} error={form.serverError}>
      <TextField label="Start date" type="date" {...form.field('startDate')} />
      <TextField label="End date" type="date" {...form.field('endDate')} />
    </Form>
  );
}

export function StatementDialog({ open, customerNo, onClose }: { open: boolean; customerNo: string; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Statement Report"
      dismiss={{ label: 'Cancel' }}
      actions={
        <Button type="submit" form="statement-form">
          View statement
        </Button>
      }
    >
      {open ? <StatementForm customerNo={customerNo} onClose={onClose} /> : null}
    </Modal>
  );
}
