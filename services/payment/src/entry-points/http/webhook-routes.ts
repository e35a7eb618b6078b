import { Router } from 'express';
import { AppError } from '@suvarna/platform';
import Stripe from 'stripe';
import { handleStripeEvent } from '../../domain/handle-stripe-event';
import type { PaymentDeps } from '../../domain/payment-deps';

export const WEBHOOK_PATH = '/api/payments/webhook';

/** Stripe's own verification, without a client: only the signature helper is used. */
const webhooks = Stripe.webhooks;

/**
 * Stripe's webhook. The body arrives as the raw bytes (the service takes this path's body unparsed),
 * since the Stripe-Signature covers exactly those; a missing or wrong signature, or one older than five
 * minutes (a replay), is a 400 and changes nothing.
 */
export function webhookRoutes(deps: PaymentDeps): Router {
  const router = Router();
  router.post(WEBHOOK_PATH, async (req, res) => {
    const secret = deps.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new AppError('Webhooks are not configured', { code: 'webhooks_unavailable', status: 503 });
    const signature = req.headers['stripe-signature'];
    const body: unknown = req.body;
    if (typeof signature !== 'string' || !signature) throw AppError.badRequest('Missing Stripe-Signature header', 'signature_missing');
    if (!Buffer.isBuffer(body) || body.length === 0) throw AppError.badRequest('Missing webhook payload', 'payload_missing');
    let event: Stripe.Event;
    try {
      event = webhooks.constructEvent(body, signature, secret);
    } catch (err) {
      deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'webhook refused: bad signature');
      throw AppError.badRequest('Invalid Stripe signature', 'signature_invalid');
    }
    if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object') {
      throw AppError.badRequest('Not a Stripe event', 'event_invalid');
    }
    const outcome = await handleStripeEvent(deps, event);
    res.json({ received: true, outcome });
  });
  return router;
}
