import { AppError, type AuthUser } from '@suvarna/platform';
import Stripe from 'stripe';
import { findBooking } from '../data-access/booking-repository';
import { latestAttempt, markEndCause } from '../data-access/session-repository';
import { applySession } from './apply-stripe-state';
import { bookingNotFound, fromStripeError, paymentsUnavailable } from './payment-errors';
import type { PaymentDeps } from './payment-deps';

/**
 * The guest left Stripe's page by its cancel link: the open session is expired at once, so its rooms go
 * back now rather than when the session would have run out. payment.expired (cause `abandoned`: the
 * guest cancelled) follows through the same path as the webhook's.
 */
export async function abandonCheckout(deps: PaymentDeps, user: AuthUser, bookingId: string): Promise<{ success: true; status: 'expired' | 'complete' | 'none' }> {
  const stripe = deps.stripe;
  if (!stripe) throw paymentsUnavailable();
  const booking = await findBooking(deps.pool, bookingId);
  if (!booking || booking.userId !== user.id) throw bookingNotFound();
  const latest = await latestAttempt(deps.pool, bookingId);
  if (!latest?.sessionId || latest.status === 'expired' || latest.status === 'failed') return { success: true, status: 'none' };
  if (latest.paymentStatus === 'paid') return { success: true, status: 'complete' };
  // The guest cancelled: payment.expired says so, and the booking reads cancelled by the guest, not lapsed.
  await markEndCause(deps.pool, latest.sessionId, 'abandoned');
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.expire(latest.sessionId);
  } catch (err) {
    // Already paid or expired at Stripe: take its word for the session's state.
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw fromStripeError(err);
    session = await stripe.checkout.sessions.retrieve(latest.sessionId).catch((e: unknown) => {
      throw e instanceof AppError ? e : fromStripeError(e);
    });
  }
  await applySession(deps, session);
  return { success: true, status: session.payment_status === 'paid' ? 'complete' : 'expired' };
}
