import type { AuthUser, ServiceDeps } from '@suvarna/platform';
import type { PaymentConfig } from '../config';
import { createCheckoutSession } from '../domain/create-checkout-session';
import { knowsBooking } from '../domain/learn-bookings';
import { createStripeClient } from '../domain/stripe-client';

/**
 * The entry point of the demo history that `npm start` writes on a first start (infra/demo-history): a
 * guest's checkout opened as the payment route opens it, once payment has learnt the booking from its event.
 */
export function paymentHistoryPort(deps: ServiceDeps<PaymentConfig>) {
  const payment = { pool: deps.pool, bus: deps.bus, logger: deps.logger, config: deps.config, stripe: createStripeClient(deps.config) };
  return {
    knowsBooking: (bookingId: string) => knowsBooking(payment, bookingId),
    checkout: (user: AuthUser, bookingId: string, originUrl: string) => createCheckoutSession(payment, { user, token: '' }, { booking_id: bookingId, origin_url: originUrl }),
  };
}
export type PaymentHistoryPort = ReturnType<typeof paymentHistoryPort>;
