import type { BookingCancelled, BookingCreated, BookingStatusChanged } from '@suvarna/contracts';
import { AppError, type AfterCommit, type AuthUser, type EffectStatement, type PoolClient } from '@suvarna/platform';
import Stripe from 'stripe';
import { fetchBooking } from '../data-access/booking-client';
import { addBookingCopy, addBookingCopyStatement, findBooking, saveBookingSnapshot, type KnownBooking } from '../data-access/booking-repository';
import { latestAttempt, markEndCause } from '../data-access/session-repository';
import { applySession } from './apply-stripe-state';
import type { PaymentDeps } from './payment-deps';
import { bookingNotFound } from './payment-errors';
import { oweRefund } from './refund-booking';

/**
 * booking.created: the booking, its owner and its total, as payment needs them to open a session. A copy
 * already read from the booking service (a checkout came first) is as new or newer and stays.
 */
export async function learnBookingCreated(client: PoolClient, booking: BookingCreated): Promise<void> {
  await addBookingCopy(client, booking, booking.createdAt);
}

/** learnBookingCreated as one statement, for the event bus to run with the event's processed record. */
export function learnBookingCreatedStatement(booking: BookingCreated): EffectStatement {
  return addBookingCopyStatement(booking, booking.createdAt);
}

/**
 * The booking a guest is about to pay: payment's copy, or, when its booking.created has not arrived yet (the
 * event bus is slow or down), the booking as the booking service has it now, read with the guest's own token
 * and kept as the copy's start. Later changes still come from the events. Never waits for an event.
 */
/** Whether payment has learnt the booking (from booking.created, or by reading it for a checkout). */
export async function knowsBooking(deps: Pick<PaymentDeps, 'pool'>, bookingId: string): Promise<boolean> {
  return (await findBooking(deps.pool, bookingId)) !== undefined;
}

export async function bookingToPay(deps: PaymentDeps, user: AuthUser, token: string, bookingId: string): Promise<KnownBooking> {
  const known = await findBooking(deps.pool, bookingId);
  if (known) return known;
  await learnBooking(deps, user, token, bookingId);
  return (await findBooking(deps.pool, bookingId))!;
}

/**
 * Keeps the booking as the booking service has it now (read with the guest's own token) as the copy's start, for a
 * booking whose booking.created has not arrived yet. Not the guest's, or no such booking: bookingNotFound.
 */
export async function learnBooking(deps: PaymentDeps, user: AuthUser, token: string, bookingId: string): Promise<void> {
  let read: BookingCreated | undefined;
  try {
    read = await fetchBooking(deps.config.BOOKING_URL, bookingId, token, deps.config.BOOKING_READ_TIMEOUT_MS);
  } catch (err) {
    deps.logger.warn({ err, bookingId }, 'could not read a booking from the booking service');
    throw new AppError('Your booking could not be read just now. Please try again in a moment.', { code: 'booking_unavailable', status: 503, cause: err });
  }
  if (!read || read.userId !== user.id) throw bookingNotFound();
  await addBookingCopy(deps.pool, read, read.createdAt);
}

/**
 * booking.status-changed: the copy follows. A cancelled booking can no longer be paid (its open session
 * is expired at Stripe) and what it paid goes back to the guest in full.
 */
export async function learnBookingStatus(deps: PaymentDeps, client: PoolClient, change: BookingStatusChanged, afterCommit: AfterCommit): Promise<void> {
  await saveBookingSnapshot(client, change, change.changedAt);
  if (change.status !== 'cancelled') return;
  await oweRefund(client, change.bookingId, change.reason ?? 'Booking cancelled');
  await closeOpenSession(deps, client, change.bookingId, afterCommit);
}

/** booking.cancelled: the copy follows; its open session is closed, and what it paid is refunded when asked. */
export async function learnBookingCancelled(deps: PaymentDeps, client: PoolClient, cancelled: BookingCancelled, afterCommit: AfterCommit): Promise<void> {
  await saveBookingSnapshot(client, cancelled, cancelled.cancelledAt);
  if (cancelled.refund) await oweRefund(client, cancelled.bookingId, cancelled.reason);
  await closeOpenSession(deps, client, cancelled.bookingId, afterCommit);
}

/** Expires the booking's open session at Stripe once the cancellation is committed: no transaction waits on Stripe. */
async function closeOpenSession(deps: PaymentDeps, client: PoolClient, bookingId: string, afterCommit: AfterCommit): Promise<void> {
  const latest = await latestAttempt(client, bookingId);
  const stripe = deps.stripe;
  const sessionId = latest?.status === 'open' ? latest.sessionId : null;
  if (!stripe || !sessionId) return;
  await markEndCause(client, sessionId, 'cancelled');
  afterCommit(async () => {
    try {
      const expired = await stripe.checkout.sessions.expire(sessionId);
      await applySession(deps, expired);
    } catch (err) {
      // Paid or expired meanwhile (its webhook says so), or Stripe unreachable: the reconciler expires
      // it once its time is up; a payment made meanwhile is the booking's late payment.
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) deps.logger.warn({ err, bookingId }, 'could not expire the session of a cancelled booking');
    }
  });
}
