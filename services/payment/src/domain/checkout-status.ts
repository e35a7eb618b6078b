import { paiseToRupees, type CheckoutStatus } from '@suvarna/contracts';
import { AppError, type AuthUser } from '@suvarna/platform';
import { findBooking } from '../data-access/booking-repository';
import { findBySessionId, type SessionRecord } from '../data-access/session-repository';
import { applySession } from './apply-stripe-state';
import { sessionNotFound } from './payment-errors';
import type { PaymentDeps } from './payment-deps';

const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

/**
 * A Checkout Session's payment status for its owner. When the webhook has not arrived yet, the session is
 * read from Stripe and fulfilled through the same idempotent path as the webhook (as Stripe recommends).
 */
export async function checkoutStatus(deps: PaymentDeps, user: AuthUser, sessionId: string): Promise<CheckoutStatus> {
  if (!SESSION_ID.test(sessionId)) throw sessionNotFound();
  let record = await findBySessionId(deps.pool, sessionId);
  const booking = record ? await findBooking(deps.pool, record.bookingId) : undefined;
  if (!record || !booking || booking.userId !== user.id) throw sessionNotFound();

  if (record.paymentStatus !== 'paid' && record.status !== 'expired' && deps.stripe) {
    try {
      const session = await deps.stripe.checkout.sessions.retrieve(sessionId);
      await applySession(deps, session);
      record = (await findBySessionId(deps.pool, sessionId)) ?? record;
    } catch (err) {
      // The page keeps polling: what is recorded is still a true answer, if possibly a late one.
      deps.logger.warn({ err, sessionId }, 'could not read the checkout session from Stripe');
      if (err instanceof AppError) throw err;
    }
  }
  return view(record, booking);
}

function view(record: SessionRecord, booking: NonNullable<Awaited<ReturnType<typeof findBooking>>>): CheckoutStatus {
  return {
    session_id: record.sessionId!,
    payment_status: record.paymentStatus,
    status: record.status === 'complete' ? 'complete' : record.status === 'expired' ? 'expired' : 'open',
    amount: paiseToRupees(record.amountPaise),
    currency: record.currency.toUpperCase(),
    booking_id: booking.id,
    booking: {
      id: booking.id,
      confirmation_code: booking.confirmationCode,
      hotelName: booking.hotelName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      guestInfo: { name: booking.guestName, email: booking.guestEmail },
    },
  };
}
