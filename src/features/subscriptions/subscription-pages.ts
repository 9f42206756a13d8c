// The subscription and payment history screens as one lazy chunk (src/app/app.tsx loads it once for all five
// routes), as the upgrade screens do (docs/decisions/009). The CSV export is a chunk of its own within it.
export { SubscriptionsPage } from './subscriptions-page';
export { SubscriptionCardPage } from './subscription-card-page';
export { SubscriptionCertificatePage, SubscriptionDocumentPage, SubscriptionReceiptPage } from './subscription-documents';
export { PaymentHistoryPage } from './payment-history-page';
