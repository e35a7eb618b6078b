import type { EventBus, Logger, Pool } from '@suvarna/platform';
import type Stripe from 'stripe';
import type { PaymentConfig } from '../config';

/** What the payment service's use cases work with. */
export interface PaymentDeps {
  pool: Pool;
  bus: EventBus;
  logger: Logger;
  /** Undefined when no STRIPE_SECRET_KEY is configured: payments are then unavailable. */
  stripe: Stripe | undefined;
  config: Pick<PaymentConfig, 'CORS_ORIGINS' | 'BOOKING_URL' | 'BOOKING_READ_TIMEOUT_MS' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_EVENTS_POLL_SECONDS'>;
}
