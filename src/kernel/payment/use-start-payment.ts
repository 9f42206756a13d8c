// Starts a payment from any paying screen: the hand-off's batch, remembered in this tab, then the payment page
// (VITE_PAYMENT_URL, or the simulated gateway in mock mode). Returns an error text instead of leaving on a problem.
import { useLocation } from 'wouter';
import { buildHandoff, type PaymentRequest } from '#machines/payment/payment-handoff.ts';
import { hrefTo } from '#contract/routes.ts';
import { usePortal } from '../portal/portal-context';
import { rememberPayment } from './payment-storage';

export function useStartPayment(): (request: PaymentRequest, successPath?: string) => string | null {
  const { config } = usePortal();
  const [location] = useLocation();
  return (request, successPath = hrefTo('dashboard')) => {
    const paymentPageUrl = config.paymentUrl ?? (config.mockMode ? hrefTo('mockGateway') : null);
    if (!paymentPageUrl) return 'Online payment is not set up for this portal.';
    const ref = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const built = buildHandoff({
      origin: window.location.origin,
      paymentPageUrl,
      request,
      successPath,
      failPath: location,
      ref,
      now: Date.now(),
    });
    if (!built.ok) return built.error;
    rememberPayment(built.value.pending);
    window.location.assign(built.value.url);
    return null;
  };
}
