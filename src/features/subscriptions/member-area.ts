// The subscriptions area's screens: subscriptions, a subscription's card and documents, the payment history.
import { areaScreens } from '#kernel/area-screens.ts';
import { page } from '#kernel/lazy-page.tsx';

const subscriptionPages = () => import('./subscription-pages');

export const area = areaScreens({
  screens: [
    { route: 'subscription', screen: page(subscriptionPages, 'SubscriptionsPage') },
    { route: 'subscriptionCard', screen: page(subscriptionPages, 'SubscriptionCardPage') },
    { route: 'subscriptionDocument', screen: page(subscriptionPages, 'SubscriptionDocumentPage') },
    { route: 'subscriptionCertificate', screen: page(subscriptionPages, 'SubscriptionCertificatePage') },
    { route: 'subscriptionReceipt', screen: page(subscriptionPages, 'SubscriptionReceiptPage') },
    { route: 'paymentHistory', screen: page(subscriptionPages, 'PaymentHistoryPage') },
  ],
});
