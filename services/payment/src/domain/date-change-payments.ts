import {
  CHECKOUT_SESSION_MINUTES,
  formatStayDate,
  type BookingDateChangeLapsed,
  type BookingDateChangeRequested,
  type BookingDatesChanged,
  type CheckoutSessionCreate,
  type CheckoutSessionCreated,
} from '@suvarna/contracts';
import { AppError, businessNow, withTransaction, type AuthUser, type PoolClient } from '@suvarna/platform';
import type Stripe from 'stripe';
import { fetchDateChange } from '../data-access/booking-client';
import { findBooking, type KnownBooking } from '../data-access/booking-repository';
import { addDateChange, findDateChange, moveBookingCopy, setDateChangeStatus, type KnownDateChange } from '../data-access/date-change-repository';
import { findPaymentBySession } from '../data-access/payment-repository';
import { requestPaymentRefund } from '../data-access/refund-request-repository';
import { dateChangeAttempt, insertAttempt, latestAttempt, type SessionRecord } from '../data-access/session-repository';
import { answer, dateLabel, EXPIRY_MARGIN_MS, MINUTE_MS, REUSE_MIN_MS, sendAttempt, siteOrigin } from './create-checkout-session';
import { bookingToPay } from './learn-bookings';
import type { PaymentDeps } from './payment-deps';
import { bookingNotFound, paymentsUnavailable } from './payment-errors';
import { owePartialRefund } from './refund-booking';
import { creditOpenInvoices, issueInvoice } from './tax-documents';

/*
 * A stay's change of dates, as payment follows it: the difference of a dearer stay is paid through its own Checkout
 * Session; a move makes the copy follow, refunds a cheaper stay's difference, and replaces the tax invoice (a credit
 * note for the old one, a new invoice for the stay as it now is).
 */

/** booking.date-change-requested: the change is known before (or without) the guest opening its checkout. */
export async function learnDateChangeRequested(client: PoolClient, change: BookingDateChangeRequested): Promise<void> {
  await addDateChange(client, change);
}

/**
 * booking.dates-changed: the copy moves; a paid stay's lower total is refunded by the difference; a stay that had
 * its tax invoice gets a credit note for it and a new invoice for the new dates, in this transaction.
 */
export async function learnDatesChanged(client: PoolClient, moved: BookingDatesChanged): Promise<void> {
  await moveBookingCopy(client, moved);
  const at = new Date(moved.changedAt);
  const reason = `Stay moved from ${formatStayDate(moved.previous.checkIn)} – ${formatStayDate(moved.previous.checkOut)} to ${formatStayDate(moved.checkIn)} – ${formatStayDate(moved.checkOut)}`;
  if (moved.refundPaise > 0) await owePartialRefund(client, moved.bookingId, moved.refundPaise, `${reason}: the difference is refunded`);
  if (await findDateChange(client, moved.dateChangeId)) await setDateChangeStatus(client, moved.dateChangeId, 'applied');
  const credited = await creditOpenInvoices(client, moved.bookingId, at, reason);
  const booking = await findBooking(client, moved.bookingId);
  if (credited.length > 0 && booking) await issueInvoice(client, booking, { sessionId: null, at });
}

/** booking.date-change-lapsed: a difference that was paid all the same goes back in full. */
export async function learnDateChangeLapsed(client: PoolClient, lapsed: BookingDateChangeLapsed): Promise<void> {
  if (await findDateChange(client, lapsed.dateChangeId)) await setDateChangeStatus(client, lapsed.dateChangeId, 'lapsed');
  const session = await dateChangeAttempt(client, lapsed.dateChangeId);
  const payment = session?.sessionId ? await findPaymentBySession(client, session.sessionId) : undefined;
  if (payment && payment.refundedPaise < payment.amountPaise) {
    await requestPaymentRefund(client, payment.paymentIntentId, lapsed.bookingId, `Your change of dates could not be made (${lapsed.reason})`);
  }
}

/** The change, as payment knows it or as the booking service has it now (read with the guest's own token). */
async function changeToPay(deps: PaymentDeps, token: string, bookingId: string, dateChangeId: string): Promise<KnownDateChange> {
  const known = await findDateChange(deps.pool, dateChangeId);
  if (known) return known;
  let read: BookingDateChangeRequested | undefined;
  try {
    read = await fetchDateChange(deps.config.BOOKING_URL, bookingId, dateChangeId, token, deps.config.BOOKING_READ_TIMEOUT_MS);
  } catch (err) {
    throw new AppError('Your change of dates could not be read just now. Please try again in a moment.', { code: 'booking_unavailable', status: 503, cause: err });
  }
  if (!read) throw AppError.notFound('Change of dates not found', 'date_change_not_found');
  await addDateChange(deps.pool, read);
  return (await findDateChange(deps.pool, dateChangeId))!;
}

/** Stripe's parameters for a difference: one line naming the new stay. */
function differenceParams(booking: KnownBooking, change: KnownDateChange, origin: string, expiresAt: Date): Stripe.Checkout.SessionCreateParams {
  const stay = `${dateLabel(change.stay.checkIn)} – ${dateLabel(change.stay.checkOut)}`;
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'inr',
          unit_amount: change.differencePaise,
          product_data: { name: `Change of dates · ${booking.hotelName}`, description: `${stay}, ${change.stay.nights} night${change.stay.nights === 1 ? '' : 's'}: the difference, taxes and fees included` },
        },
      },
    ],
    customer_email: booking.guestEmail || undefined,
    client_reference_id: booking.id,
    metadata: { booking_id: booking.id, confirmation_code: booking.confirmationCode, date_change_id: change.id },
    payment_intent_data: { metadata: { booking_id: booking.id, confirmation_code: booking.confirmationCode, date_change_id: change.id } },
    success_url: `${origin}/booking-success?session_id={CHECKOUT_SESSION_ID}`,
    // Back on the booking page, which expires this session at once: the held nights go back, the stay keeps its dates.
    cancel_url: `${origin}/booking/${encodeURIComponent(booking.id)}?change=cancelled`,
    expires_at: Math.floor(expiresAt.getTime() / 1000),
  };
}

/**
 * Opens (or hands back) the Checkout Session for a change's difference: the owner's, only while the change waits
 * for its payment and its nights are held. One session per change (its idempotency key is stored first).
 */
export async function createDifferenceCheckout(deps: PaymentDeps, caller: { user: AuthUser; token: string }, input: CheckoutSessionCreate & { date_change_id: string }): Promise<CheckoutSessionCreated> {
  const stripe = deps.stripe;
  if (!stripe) throw paymentsUnavailable();
  const origin = siteOrigin(deps.config.CORS_ORIGINS, input.origin_url);
  const known = await bookingToPay(deps, caller.user, caller.token, input.booking_id);
  if (known.userId !== caller.user.id) throw bookingNotFound();
  const change = await changeToPay(deps, caller.token, known.id, input.date_change_id);
  if (change.bookingId !== known.id) throw AppError.notFound('Change of dates not found', 'date_change_not_found');

  const plan = await withTransaction(deps.pool, async (client): Promise<{ kind: 'reuse' | 'send'; record: SessionRecord }> => {
    const booking = (await findBooking(client, known.id, { forUpdate: true }))!;
    const current = (await findDateChange(client, change.id))!;
    const existing = await dateChangeAttempt(client, change.id);
    const now = Date.now();
    if (existing?.paymentStatus === 'paid' || current.status === 'applied') throw AppError.conflict('This change of dates is already paid.', 'already_paid');
    if (current.status === 'lapsed' || current.holdExpiresAt.getTime() <= businessNow().getTime()) {
      throw AppError.conflict('The new nights are no longer held for this change. Please change the dates again.', 'hold_expired');
    }
    if (existing?.status === 'open' && existing.url && existing.expiresAt.getTime() - now > REUSE_MIN_MS) return { kind: 'reuse', record: existing };
    if (existing?.sessionId) throw AppError.conflict('The time to pay for this change has run out. Please change the dates again.', 'hold_expired');
    if (existing?.status === 'creating') return { kind: 'send', record: existing };
    const attempt = ((await latestAttempt(client, booking.id))?.attempt ?? 0) + 1;
    const expiresAt = new Date(now + CHECKOUT_SESSION_MINUTES * MINUTE_MS + EXPIRY_MARGIN_MS);
    const record = {
      idempotencyKey: `checkout-${booking.id}-${attempt}`,
      bookingId: booking.id,
      attempt,
      params: differenceParams(booking, current, origin, expiresAt) as unknown as Record<string, unknown>,
      amountPaise: current.differencePaise,
      currency: 'inr',
      expiresAt,
      dateChangeId: current.id,
    };
    await insertAttempt(client, record);
    return { kind: 'send', record: { ...record, status: 'creating', sessionId: null, url: null, paymentStatus: 'unpaid' } };
  });
  if (plan.kind === 'reuse') return answer(plan.record.sessionId!, plan.record.url!, plan.record.expiresAt);
  return sendAttempt(deps, stripe, known, plan.record);
}
