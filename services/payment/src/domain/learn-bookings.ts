import type { BookingCancelled, BookingCreated, BookingStatusChanged } from '@suvarna/contracts';
import type { PoolClient } from '@suvarna/platform';
import Stripe from 'stripe';
import { saveBookingSnapshot } from '../data-access/booking-repository';
import { latestAttempt } from '../data-access/session-repository';
import { applySessionState } from './apply-stripe-state';
import type { PaymentDeps } from './payment-deps';
import { oweRefund } from './refund-booking';

/** booking.created: the booking, its owner and its total, as payment needs them to open a session. */
export async function learnBookingCreated(client: PoolClient, booking: BookingCreated): Promise<void> {
  await saveBookingSnapshot(client, booking, booking.createdAt);
}

/**
 * booking.status-changed: the copy follows. A cancelled booking can no longer be paid (its open session
 * is expired at Stripe) and what it paid goes back to the guest in full.
 */
export async function learnBookingStatus(deps: PaymentDeps, client: PoolClient, change: BookingStatusChanged): Promise<void> {
  await saveBookingSnapshot(client, change, change.changedAt);
  if (change.status !== 'cancelled') return;
  await oweRefund(client, change.bookingId, change.reason ?? 'Booking cancelled');
  await closeOpenSession(deps, client, change.bookingId);
}

/** booking.cancelled: the copy follows; its open session is closed, and what it paid is refunded when asked. */
export async function learnBookingCancelled(deps: PaymentDeps, client: PoolClient, cancelled: BookingCancelled): Promise<void> {
  await saveBookingSnapshot(client, cancelled, cancelled.cancelledAt);
  if (cancelled.refund) await oweRefund(client, cancelled.bookingId, cancelled.reason);
  await closeOpenSession(deps, client, cancelled.bookingId);
}

async function closeOpenSession(deps: PaymentDeps, client: PoolClient, bookingId: string): Promise<void> {
  const latest = await latestAttempt(client, bookingId);
  if (deps.stripe && latest?.sessionId && latest.status === 'open') {
    try {
      await applySessionState(deps, client, await deps.stripe.checkout.sessions.expire(latest.sessionId));
    } catch (err) {
      // Paid or expired meanwhile (its webhook says so), or Stripe unreachable: the reconciler expires
      // it once its time is up; a payment made meanwhile is the booking's late payment.
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) deps.logger.warn({ err, bookingId }, 'could not expire the session of a cancelled booking');
    }
  }
}
