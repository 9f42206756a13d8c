// /subscription, My Subscriptions (spec 3 §2): Period, Category (its name), Status, Amount, Amount Paid, Date Paid and the
// row actions of machines/subscriptions/subscription-rules.ts; the period opens the subscription card. For company
// IEK the Payment History table follows the list (spec 3 §6).
import { Link } from 'wouter';
import { datePaid, showsPaymentHistoryUnderSubscriptions } from '#machines/subscriptions/subscription-rules.ts';
import type { Subscription } from '#contract/membership-billing.ts';
import { hrefTo } from '#contract/routes.ts';
import { DataTable, type DataColumn } from '#ui/data-table.tsx';
import { formatDate } from '#contract/medium-date.ts';
import { formatMoney } from '#contract/money.ts';
import { ListPage } from '#ui/list-page.tsx';
import { useCategoryNames } from '#kernel/category-names.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { PaymentHistorySection } from './payment-history-section';
import { SubscriptionActions } from './subscription-actions';
import { useSubscriptions } from './use-subscriptions';

const money = (n: number) => <span className="whitespace-nowrap">{formatMoney(n)}</span>;

const columnsOf = (categoryName: (code: string) => string): Array<DataColumn<Subscription>> => [
  {
    header: 'Period',
    cell: (s) => (
      <Link href={hrefTo('subscriptionCard', { code: s.documentNo })} className="text-primary underline">
        {s.subsPeriod}
      </Link>
    ),
  },
  { header: 'Category', cell: (s) => categoryName(s.memberCategory) },
  { header: 'Status', cell: (s) => s.status },
  { header: 'Amount', cell: (s) => money(s.billedAmount) },
  { header: 'Amount Paid', cell: (s) => money(s.paidAmount) },
  { header: 'Date Paid', cell: (s) => <span className="whitespace-nowrap">{formatDate(datePaid(s))}</span> },
];

export function SubscriptionsPage() {
  const { config } = usePortal();
  const { rows, error, retry, viewer } = useSubscriptions();
  const columns = columnsOf(useCategoryNames());
  return (
    <div className="flex flex-col gap-6">
      <ListPage
        id="subscriptions-title"
        title="My Subscriptions"
        error={error}
        onRetry={retry}
        data={rows}
        loadingLabel="Loading subscriptions…"
      >
        {(rows) => (
          <DataTable<Subscription>
            caption="My Subscriptions"
            columns={columns}
            rows={rows}
            rowKey={(s) => s.documentNo || s.subsPeriod}
            empty="You have no subscriptions yet."
            actions={(s) => <SubscriptionActions subscription={s} subscriptions={rows} viewer={viewer} />}
          />
        )}
      </ListPage>
      {showsPaymentHistoryUnderSubscriptions(config.company) ? (
        <section aria-labelledby="subscriptions-history-title" className="flex flex-col gap-3" data-testid="subscriptions-payment-history">
          <h2 id="subscriptions-history-title" className="text-xl font-semibold text-slate-900">
            Payment History
          </h2>
          <PaymentHistorySection />
        </section>
      ) : null}
    </div>
  );
}
