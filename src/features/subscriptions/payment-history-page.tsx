// /payment-history, My Payment History (spec 3 §2): the member's payments, newest year of subscription first,
// with search, page sizes and Export to Excel.
import { PaymentHistorySection } from './payment-history-section';

export function PaymentHistoryPage() {
  return (
    <section aria-labelledby="payment-history-title" className="flex flex-col gap-4">
      <h1 id="payment-history-title" className="text-2xl font-semibold text-slate-900">
        My Payment History
      </h1>
      <PaymentHistorySection />
    </section>
  );
}
