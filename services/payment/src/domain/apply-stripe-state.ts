import { withTransaction, type PoolClient, type Queryable } from '@suvarna/platform';
import type Stripe from 'stripe';
import { findBooking } from '../data-access/booking-repository';
import { findPaymentByIntent, insertPayment, refundReason, setRefunded } from '../data-access/payment-repository';
import { adoptCreatingAttempt, findBySessionId, setSessionState, type SessionRecord } from '../data-access/session-repository';
import type { PaymentDeps } from './payment-deps';

export type Applied = 'paid' | 'expired' | 'refunded' | 'unchanged' | 'unknown';

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

async function recordFor(client: Queryable, session: Stripe.Checkout.Session): Promise<SessionRecord | undefined> {
  const known = await findBySessionId(client, session.id, { forUpdate: true });
  if (known) return known;
  // Opened by us, but the create call's answer was lost before it was recorded.
  const bookingId = session.metadata?.booking_id ?? session.client_reference_id;
  return bookingId ? adoptCreatingAttempt(client, bookingId, session.id) : undefined;
}

/**
 * Brings the service's record of a Checkout Session in line with Stripe's, publishing what changed:
 * the one fulfilment path for the webhook, the status endpoint and the reconciliation, each idempotent.
 * A paid session always wins (money moved): a completed event after an expired one still records the
 * payment; an expired event after the payment changes nothing.
 */
export async function applySessionState(deps: Pick<PaymentDeps, 'bus' | 'logger'>, client: PoolClient, session: Stripe.Checkout.Session): Promise<Applied> {
  const record = await recordFor(client, session);
  if (!record) return 'unknown';
  const booking = await findBooking(client, record.bookingId);
  if (!booking) return 'unknown';

  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    if (record.paymentStatus === 'paid') return 'unchanged';
    const paymentIntentId = idOf(session.payment_intent) ?? session.id;
    const amountPaise = session.amount_total ?? record.amountPaise;
    if (amountPaise !== record.amountPaise) {
      deps.logger.error({ sessionId: session.id, bookingId: booking.id, paid: amountPaise, expected: record.amountPaise }, 'session paid with an amount other than the one asked');
    }
    await setSessionState(client, session.id, { status: 'complete', paymentStatus: 'paid' });
    await insertPayment(client, { sessionId: session.id, bookingId: booking.id, paymentIntentId, amountPaise, currency: (session.currency ?? 'inr').toUpperCase() });
    await deps.bus.publish(client, {
      type: 'payment.paid',
      key: booking.id,
      data: { bookingId: booking.id, userId: booking.userId, sessionId: session.id, paymentIntentId, amountPaise, currency: 'INR', paidAt: new Date().toISOString() },
    });
    if (record.status === 'expired') deps.logger.warn({ sessionId: session.id, bookingId: booking.id }, 'payment arrived for a session already recorded as expired');
    return 'paid';
  }

  if (session.status === 'expired') {
    if (record.paymentStatus === 'paid' || record.status === 'expired' || record.status === 'complete') return 'unchanged';
    await setSessionState(client, session.id, { status: 'expired' });
    await deps.bus.publish(client, {
      type: 'payment.expired',
      key: booking.id,
      data: { bookingId: booking.id, userId: booking.userId, sessionId: session.id, expiredAt: new Date().toISOString() },
    });
    return 'expired';
  }
  return 'unchanged';
}

/**
 * Records refunds Stripe reports on a charge: whatever amount_refunded grew by since last seen is one
 * payment.refunded. Refunds made here, in Stripe's dashboard, or reported twice all converge.
 */
export async function applyChargeRefunds(
  deps: Pick<PaymentDeps, 'bus' | 'logger'>,
  client: PoolClient,
  charge: Pick<Stripe.Charge, 'payment_intent' | 'amount_refunded'>,
): Promise<Applied> {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return 'unknown';
  const payment = await findPaymentByIntent(client, paymentIntentId, { forUpdate: true });
  if (!payment) return 'unknown';
  const total = Math.min(charge.amount_refunded, payment.amountPaise);
  if (total <= payment.refundedPaise) return 'unchanged';
  const booking = await findBooking(client, payment.bookingId);
  await setRefunded(client, paymentIntentId, total, null);
  await deps.bus.publish(client, {
    type: 'payment.refunded',
    key: payment.bookingId,
    data: {
      bookingId: payment.bookingId,
      userId: booking?.userId ?? '',
      sessionId: payment.sessionId,
      paymentIntentId,
      amountPaise: total - payment.refundedPaise,
      totalRefundedPaise: total,
      fullyRefunded: total >= payment.amountPaise,
      currency: 'INR',
      reason: await refundReason(client, paymentIntentId),
      refundedAt: new Date().toISOString(),
    },
  });
  return 'refunded';
}

/** applySessionState in a transaction of its own. */
export const applySession = (deps: Pick<PaymentDeps, 'pool' | 'bus' | 'logger'>, session: Stripe.Checkout.Session) =>
  withTransaction(deps.pool, (client) => applySessionState(deps, client, session));
