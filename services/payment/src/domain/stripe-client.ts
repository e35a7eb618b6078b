import Stripe from 'stripe';
import type { PaymentConfig } from '../config';

/**
 * The official Stripe SDK, pointed at STRIPE_API_BASE when set (the sandbox), else at Stripe itself.
 * Nothing else in the service knows which one it talks to.
 */
export function createStripeClient(config: Pick<PaymentConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: 'suvarna-payment-service' },
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
