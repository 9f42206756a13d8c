// Payment Options (spec 1 §2.6, §4, §5, §8): the shared crud-list machine over the admin's payment-option
// calls — create and edit dialogs with the contract's rules, delete after a confirmation, the list reloaded after
// each change — plus what the table shows of the list (search and a page size of 10, 20, 50 or 100).
import { z } from '#contract/mini.ts';
import {
  PAYMENT_OPTION_MESSAGES,
  PaymentOptionInputSchema,
  setupEndpoints,
  type ApiClient,
  type PaymentOption,
  type Schema,
} from '#contract';
import { createCrudListMachine } from '../crud-list/crud-list.machine';
import type { FormValues } from '../form/form.machine';
import { tableWindow, type PageSize, type TableWindow } from '../table/table-window';

const e = setupEndpoints;
const M = PAYMENT_OPTION_MESSAGES;

/** The dialog's values as typed: the two integers are text until they parse. */
export interface PaymentOptionValues extends FormValues {
  id?: number;
  description: string;
  code: string;
  ref: string;
  checkoutCode: string;
  priority: string;
  isConfirmPayment: boolean;
}

const EditSchema = z.extend(PaymentOptionInputSchema, { id: z.number().check(z.int()) });

/** A failure keeps the error's own message; one without any reads as the spec's fallback (spec 1 §8). */
async function orFallback<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw error instanceof Error && error.message.trim() ? error : new Error(fallback);
  }
}

export const PAYMENT_OPTION_BLANK: PaymentOptionValues = {
  description: '',
  code: '',
  ref: '',
  checkoutCode: '',
  priority: '',
  isConfirmPayment: false,
};

export const paymentOptionsDefinition = {
  id: 'paymentOptions',
  load: async (api: ApiClient) => (await orFallback(api.call(e.paymentOptions), M.fetchFailed)).data.data,
  add: {
    schema: PaymentOptionInputSchema as unknown as Schema<unknown, PaymentOptionValues>,
    submit: (api: ApiClient, values: PaymentOptionValues) =>
      orFallback(api.call(e.createPaymentOption, { body: PaymentOptionInputSchema.parse(values) }), M.saveFailed),
  },
  update: {
    schema: EditSchema as unknown as Schema<unknown, PaymentOptionValues>,
    submit: (api: ApiClient, values: PaymentOptionValues) =>
      orFallback(
        api.call(e.updatePaymentOption, { params: { id: String(values.id) }, body: PaymentOptionInputSchema.parse(values) }),
        M.saveFailed,
      ),
  },
  remove: (api: ApiClient, row: PaymentOption) =>
    orFallback(api.call(e.deletePaymentOption, { params: { id: String(row.id) } }), M.deleteFailed),
  blank: PAYMENT_OPTION_BLANK,
  toValues: (row: PaymentOption): PaymentOptionValues => ({
    id: row.id,
    description: row.description,
    code: row.code,
    ref: row.ref,
    checkoutCode: String(row.checkoutCode),
    priority: String(row.priority),
    isConfirmPayment: row.isConfirmPayment,
  }),
  // Only this administrator's screen shows the options; a member's Pay Now reads them when it opens.
  tells: [],
  hears: [],
};

export const paymentOptionsMachine = createCrudListMachine<PaymentOption, PaymentOptionValues>(paymentOptionsDefinition);

/** Save stays disabled until the dialog's values pass the contract (spec 1 §5). */
export const canSavePaymentOption = (values: FormValues) => PaymentOptionInputSchema.safeParse(values).success;

export { PAGE_SIZES, type PageSize, type TableWindow } from '../table/table-window';

/** One page of the rows whose text contains the search (any case); a page past the end shows the last one. */
export function paymentOptionsWindow(
  all: readonly PaymentOption[],
  search: string,
  size: PageSize,
  page: number,
): TableWindow<PaymentOption> {
  return tableWindow(all, (o) => [o.description, o.code, o.ref, String(o.checkoutCode)], search, size, page);
}
