import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServiceDefinition, ServiceDeps } from '@suvarna/platform';
import type { PaymentConfig } from './config';
import type { PaymentDeps } from './domain/payment-deps';
import { startReconciler } from './domain/reconcile-payments';
import { startRefundWorker } from './domain/refund-booking';
import { createStripeClient } from './domain/stripe-client';
import { subscribeBookingEvents } from './entry-points/events/booking-events-consumer';
import { paymentRoutes } from './entry-points/http/payment-routes';
import { taxDocumentRoutes } from './entry-points/http/tax-document-routes';
import { WEBHOOK_PATH, webhookRoutes } from './entry-points/http/webhook-routes';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-access/migrations');

/** Stripe Checkout sessions, webhooks, refunds and payment status. */
export function createPaymentService(): ServiceDefinition<PaymentConfig> {
  let payment: PaymentDeps | undefined;
  const stops: (() => Promise<void>)[] = [];
  const paymentDeps = (deps: ServiceDeps<PaymentConfig>): PaymentDeps =>
    (payment ??= { pool: deps.pool, bus: deps.bus, logger: deps.logger, config: deps.config, stripe: createStripeClient(deps.config) });
  return {
    name: 'payment',
    businessCounters: {
      'payment.paid': { name: 'suvarna_payments_received_total', help: 'Bookings paid' },
      'payment.refunded': { name: 'suvarna_refunds_total', help: 'Refunds recorded (each partial refund counts)' },
    },
    migrationsDir,
    rawBodyPaths: [WEBHOOK_PATH],
    routes: (app, deps) => {
      app.use(webhookRoutes(paymentDeps(deps)), paymentRoutes({ ...paymentDeps(deps), auth: deps.auth }), taxDocumentRoutes({ ...paymentDeps(deps), auth: deps.auth }));
    },
    consumers: async (deps) => {
      await subscribeBookingEvents(paymentDeps(deps));
      stops.push(startReconciler(paymentDeps(deps)), startRefundWorker(paymentDeps(deps)));
    },
    onStop: async () => {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
