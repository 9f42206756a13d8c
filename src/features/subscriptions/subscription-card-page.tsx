// /subscription/card/:code? (spec §A: the spec's placeholder made to work): the subscription whose invoice
// number (or period) is the code, or the newest without one, with every field of the list and its actions.
import { Link } from 'wouter';
import { datePaid, subscriptionForCard } from '#machines/subscriptions/subscription-rules.ts';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { formatDate } from '#contract/medium-date.ts';
import { formatMoney } from '#contract/money.ts';
import { ListPage } from '#ui/list-page.tsx';
import { useCategoryNames } from '#kernel/category-names.tsx';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';
import { SubscriptionActions } from './subscription-actions';
import { useSubscriptions } from './use-subscriptions';

export function SubscriptionCardPage() {
  const { code } = useRouteParams<'code'>();
  const { rows, error, retry, viewer } = useSubscriptions();
  const categoryName = useCategoryNames();
  return (
    <ListPage
      id="subscription-card-title"
      title="Subscription Card"
      error={error}
      onRetry={retry}
      data={rows}
      loadingLabel="Loading subscriptions…"
      footer={
        <Link href={hrefTo('subscription')} className="text-primary underline">
          Back to My Subscriptions
        </Link>
      }
    >
      {(rows) => {
        const subscription = subscriptionForCard(rows, code);
        return !subscription ? (
          <Alert kind="warning">{code ? `No subscription of yours matches ${code}.` : 'You have no subscriptions yet.'}</Alert>
        ) : (
          <div className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-semibold text-slate-900">Subscription {subscription.subsPeriod}</h2>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {[
                ['Period', subscription.subsPeriod],
                ['Category', categoryName(subscription.memberCategory)],
                ['Status', subscription.status],
                ['Amount', formatMoney(subscription.billedAmount)],
                ['Amount Paid', formatMoney(subscription.paidAmount)],
                ['Date Paid', formatDate(datePaid(subscription)) || '—'],
                ['Invoice No', subscription.documentNo || '—'],
                ['Receipt No', subscription.recieptNo || '—'],
              ].map(([term, value]) => (
                <div key={term} className="flex flex-col">
                  <dt className="font-medium text-slate-600">{term}</dt>
                  <dd className="break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            <SubscriptionActions subscription={subscription} subscriptions={rows} viewer={viewer} align="start" />
            {subscription.documentNo ? (
              <Link href={hrefTo('subscriptionDocument', { code: subscription.documentNo })} className="text-primary underline">
                Subscription document {subscription.documentNo}
              </Link>
            ) : null}
          </div>
        );
      }}
    </ListPage>
  );
}
