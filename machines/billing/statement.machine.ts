// The statement dialog (spec 1 §2.4, spec §B): both dates required, start ≤ end, neither in the
// future. The dialog only checks; the statement page then asks the backend for the PDF.
import { statementRequestSchema, type StatementRequest } from '#contract';
import { createFormMachine } from '../form/form.machine';

/** A machine for the dialog as of `today` (yyyy-mm-dd): its rule depends on the date. */
export const statementDialogMachine = (today: string) =>
  createFormMachine<StatementRequest, StatementRequest>({
    id: 'statementDialog',
    schema: statementRequestSchema(today),
    initial: { customerNo: '', startDate: '', endDate: '' },
    submit: ({ values }) => Promise.resolve(values),
  });
