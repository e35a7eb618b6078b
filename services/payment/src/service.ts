import type { ServiceDefinition } from '@suvarna/platform';
import type { PaymentConfig } from './config';

/**
 * Stripe Checkout sessions, webhooks and payment status.
 * Its features arrive with their own issue; until then it runs with its schema, health,
 * readiness and metrics only.
 */
export function createPaymentService(): ServiceDefinition<PaymentConfig> {
  return { name: 'payment' };
}
