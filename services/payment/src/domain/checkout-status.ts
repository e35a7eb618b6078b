import { paiseToRupees, type CheckoutStatus } from '@suvarna/contracts';
import { AppError, withTransaction, type AuthUser } from '@suvarna/platform';
import { findSessionWithBooking, type SessionOwner, type SessionRecord } from '../data-access/session-repository';
import { applySessionRecord } from './apply-stripe-state';
import { sessionNotFound } from './payment-errors';
import type { PaymentDeps } from './payment-deps';

const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

/**
 * A Checkout Session's payment status for its owner. When the webhook has not arrived yet, the session is
 * read from Stripe and fulfilled through the same idempotent path as the webhook (as Stripe recommends).
 */
export async function checkoutStatus(deps: PaymentDeps, user: AuthUser, sessionId: string): Promise<CheckoutStatus> {
  if (!SESSION_ID.test(sessionId)) throw sessionNotFound();
  const found = await findSessionWithBooking(deps.pool, sessionId);
  if (!found || found.booking.userId !== user.id) throw sessionNotFound();
  const { booking } = found;
  let record: SessionRecord = found;

  if (record.paymentStatus !== 'paid' && record.status !== 'expired' && deps.stripe) {
    try {
      const session = await deps.stripe.checkout.sessions.retrieve(sessionId);
      // The record as the fulfilment left it, under its lock: no second read.
      record = (await withTransaction(deps.pool, (client) => applySessionRecord(deps, client, session))).record ?? record;
    } catch (err) {
      // The page keeps polling: what is recorded is still a true answer, if possibly a late one.
      deps.logger.warn({ err, sessionId }, 'could not read the checkout session from Stripe');
      if (err instanceof AppError) throw err;
    }
  }
  return view(record, booking);
}

function view(record: SessionRecord, booking: SessionOwner): CheckoutStatus {
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
