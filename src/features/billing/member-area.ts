// The billing area's screens: transactions, an invoice, receipt or document, and the customer statement.
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

const invoicePages = () => import('./invoice-page');

export const area = areaScreens({
  screens: [
    { route: 'billing', screen: page(() => import('./billing-page'), 'BillingPage') },
    { route: 'invoice', screen: page(invoicePages, 'InvoicePage') },
    { route: 'receipt', screen: page(invoicePages, 'ReceiptPage') },
    { route: 'billingDocument', screen: page(invoicePages, 'BillingDocumentPage') },
    { route: 'customerStatement', screen: page(() => import('./statement-page'), 'StatementPage') },
  ],
});
