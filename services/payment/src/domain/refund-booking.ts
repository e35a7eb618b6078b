import { withTransaction, type Queryable } from '@suvarna/platform';
import Stripe from 'stripe';
import { setRefundReason } from '../data-access/payment-repository';
import { dueRefunds, markRefundDone, markRefundFailed, requestPartialRefund, requestRefunds, type RefundRequest } from '../data-access/refund-request-repository';
import { applyChargeRefunds } from './apply-stripe-state';
import type { PaymentDeps } from './payment-deps';

const MAX_RETRY_SECONDS = 10 * 60;

/** Part of what the booking paid goes back (its stay moved to cheaper dates), made by the refund worker. */
export async function owePartialRefund(db: Queryable, bookingId: string, amountPaise: number, reason: string): Promise<number> {
  const owed = await requestPartialRefund(db, bookingId, amountPaise, reason);
  if (owed > 0) await setRefundReason(db, bookingId, reason);
  return owed;
}

/**
 * A cancelled booking gets back, in full, what it paid: the refund is owed in the caller's transaction
 * and made by the refund worker, so that it survives a Stripe outage or a restart.
 */
export async function oweRefund(db: Queryable, bookingId: string, reason: string | null): Promise<number> {
  const owed = await requestRefunds(db, bookingId, reason);
  if (owed > 0) await setRefundReason(db, bookingId, reason);
  return owed;
}

/**
 * Makes one owed refund through Stripe's Refunds API (idempotency key per payment intent, so a retry
 * refunds once), then records it from the charge as Stripe reports it, the same way as a charge.refunded
 * webhook: whichever comes first publishes payment.refunded, the other changes nothing.
 */
async function makeRefund(deps: PaymentDeps, stripe: Stripe, request: RefundRequest): Promise<void> {
  try {
    await stripe.refunds.create(
      {
        payment_intent: request.paymentIntentId,
        ...(request.amountPaise ? { amount: request.amountPaise } : {}),
        reason: 'requested_by_customer',
        metadata: { booking_id: request.bookingId },
      },
      { idempotencyKey: request.round ? `refund-${request.paymentIntentId}-${request.round}` : `refund-${request.paymentIntentId}` },
    );
  } catch (err) {
    const alreadyRefunded = err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'charge_already_refunded';
    if (!alreadyRefunded) throw err;
  }
  const intent = await stripe.paymentIntents.retrieve(request.paymentIntentId, { expand: ['latest_charge'] });
  const charge = intent.latest_charge;
  await withTransaction(deps.pool, async (client) => {
    if (charge && typeof charge !== 'string') await applyChargeRefunds(deps, client, charge);
    await markRefundDone(client, request.paymentIntentId, request.round);
  });
}

/** Makes the refunds that are due; a failure is retried later with backoff. */
export async function makeDueRefunds(deps: PaymentDeps): Promise<number> {
  const stripe = deps.stripe;
  if (!stripe) return 0;
  let made = 0;
  for (const request of await dueRefunds(deps.pool, 20)) {
    try {
      await makeRefund(deps, stripe, request);
      made++;
    } catch (err) {
      const retryIn = Math.min(MAX_RETRY_SECONDS, 2 ** request.attempts);
      deps.logger.warn({ err, bookingId: request.bookingId, attempts: request.attempts + 1, retryIn }, 'refund failed; will retry');
      await markRefundFailed(deps.pool, request.paymentIntentId, err instanceof Error ? err.message : String(err), retryIn);
    }
  }
  return made;
}

/** Runs makeDueRefunds every `everyMs`; returns the stop function. */
export function startRefundWorker(deps: PaymentDeps, everyMs = 1000): () => Promise<void> {
  if (!deps.stripe) return async () => undefined;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= makeDueRefunds(deps)
      .catch((err: unknown) => deps.logger.warn({ err }, 'refund worker failed'))
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
