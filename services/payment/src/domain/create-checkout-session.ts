import { CHECKOUT_SESSION_MINUTES, type CheckoutSessionCreate, type CheckoutSessionCreated } from '@suvarna/contracts';
import { AppError, businessNow, withTransaction, type AuthUser } from '@suvarna/platform';
import type Stripe from 'stripe';
import { findBooking, type KnownBooking } from '../data-access/booking-repository';
import { learnBooking } from './learn-bookings';
import { insertAttempt, latestAttempt, markFailed, markOpened, type SessionRecord } from '../data-access/session-repository';
import { bookingNotFound, fromStripeError, isDefinitiveRefusal, paymentsUnavailable } from './payment-errors';
import type { PaymentDeps } from './payment-deps';

export const MINUTE_MS = 60_000;
/** Stripe refuses an expires_at under 30 minutes away; a few seconds more absorb the trip there. */
export const EXPIRY_MARGIN_MS = 15_000;
/** An open session closer than this to its end is not handed out again (nor replaced: see holdEnded). */
export const REUSE_MIN_MS = 2 * MINUTE_MS;

/**
 * Opens (or hands back) the Stripe Checkout Session that pays a booking: only the owner's, only a pending
 * unpaid booking whose rooms are still held, back only to one of the site's own origins, for the
 * booking's own total. One idempotency key per attempt, stored with the exact parameters before Stripe
 * is called, so two calls or a retry get the same session.
 */
export async function createCheckoutSession(deps: PaymentDeps, caller: { user: AuthUser; token: string }, input: CheckoutSessionCreate): Promise<CheckoutSessionCreated> {
  const stripe = deps.stripe;
  if (!stripe) throw paymentsUnavailable();
  const origin = siteOrigin(deps.config.CORS_ORIGINS, input.origin_url);
  // Payment's copy of the booking, or, when its booking.created has not arrived yet, the booking service's.
  let plan = await planAttempt(deps, caller.user, input.booking_id, origin);
  if (!plan) {
    await learnBooking(deps, caller.user, caller.token, input.booking_id);
    plan = (await planAttempt(deps, caller.user, input.booking_id, origin))!;
  }
  if (plan.kind === 'reuse') return answer(plan.record.sessionId!, plan.record.url!, plan.record.expiresAt);
  return sendAttempt(deps, stripe, plan.booking, plan.record);
}

/**
 * Under the booking's lock: hands back its open session, or stores the attempt to send (its idempotency key and
 * exact parameters) before Stripe is called. Undefined when payment does not know the booking yet.
 */
function planAttempt(deps: PaymentDeps, user: AuthUser, bookingId: string, origin: string) {
  return withTransaction(deps.pool, async (client): Promise<{ kind: 'reuse' | 'send'; record: SessionRecord; booking: KnownBooking } | undefined> => {
    const booking = await findBooking(client, bookingId, { forUpdate: true });
    if (!booking) return undefined;
    if (booking.userId !== user.id) throw bookingNotFound();
    const latest = await latestAttempt(client, booking.id);
    const now = Date.now();
    assertPayable(booking, latest, now, businessNow().getTime());
    if (latest?.status === 'open' && latest.url && latest.expiresAt.getTime() - now > REUSE_MIN_MS) return { kind: 'reuse', record: latest, booking };
    // A booking's hold ends with its first session: a new session would renew it, so none is opened after one.
    if (latest?.sessionId) throw holdEnded(latest.expiresAt);
    // A call that did not finish: the same key and parameters, while Stripe would still take them.
    if (latest?.status === 'creating' && latest.expiresAt.getTime() - now >= CHECKOUT_SESSION_MINUTES * MINUTE_MS) return { kind: 'send', record: latest, booking };
    const attempt = (latest?.attempt ?? 0) + 1;
    const expiresAt = new Date(now + CHECKOUT_SESSION_MINUTES * MINUTE_MS + EXPIRY_MARGIN_MS);
    const record = {
      idempotencyKey: `checkout-${booking.id}-${attempt}`,
      bookingId: booking.id,
      attempt,
      params: sessionParams(booking, origin, expiresAt) as unknown as Record<string, unknown>,
      amountPaise: booking.totalPaise,
      currency: 'inr',
      expiresAt,
    };
    await insertAttempt(client, record);
    return { kind: 'send', record: { ...record, status: 'creating', sessionId: null, url: null, paymentStatus: 'unpaid', dateChangeId: null }, booking };
  });
}

/**
 * Asks Stripe for the session of a stored attempt (its idempotency key and parameters), records it and publishes
 * payment.checkout-opened: shared by the booking's payment and a change's difference.
 */
export async function sendAttempt(deps: PaymentDeps, stripe: Stripe, known: KnownBooking, record: SessionRecord): Promise<CheckoutSessionCreated> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(record.params as unknown as Stripe.Checkout.SessionCreateParams, { idempotencyKey: record.idempotencyKey });
  } catch (err) {
    deps.logger.warn({ err, bookingId: known.id }, 'Stripe did not open a checkout session');
    if (isDefinitiveRefusal(err)) await markFailed(deps.pool, record.idempotencyKey);
    throw fromStripeError(err);
  }
  if (!session.url) throw new AppError('The payment provider gave no checkout address.', { code: 'payment_provider_error', status: 502 });
  const expiresAt = new Date(session.expires_at * 1000);
  const opened = deps.bus.outboxRow({
    type: 'payment.checkout-opened',
    key: known.id,
    data: {
      bookingId: known.id,
      userId: known.userId,
      sessionId: session.id,
      amountPaise: session.amount_total ?? record.amountPaise,
      expiresAt: expiresAt.toISOString(),
      ...(record.dateChangeId ? { dateChangeId: record.dateChangeId } : {}),
    },
  });
  await markOpened(deps.pool, record.idempotencyKey, { sessionId: session.id, url: session.url, expiresAt }, opened);
  return answer(session.id, session.url, expiresAt);
}

const timeOfDay = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** The refusal of a second session: the first one's end was the hold's. */
function holdEnded(sessionEnd: Date): AppError {
  const when = sessionEnd.getTime() > Date.now() ? `will be released at ${timeOfDay.format(sessionEnd)} IST` : 'have been released';
  return AppError.conflict(
    `The time to pay for this booking has run out: its rooms ${when}, when its payment session ends, and a hold is not renewed. Please make a new booking.`,
    'hold_expired',
  );
}

export const answer = (sessionId: string, url: string, expiresAt: Date): CheckoutSessionCreated => ({
  success: true,
  checkout_url: url,
  session_id: sessionId,
  expires_at: expiresAt.toISOString(),
});

/** The origin the guest returns to: one of the site's own, never an address the caller chose. */
export function siteOrigin(allowed: readonly string[], originUrl: string): string {
  let origin: string | undefined;
  try {
    origin = new URL(originUrl).origin;
  } catch {
    origin = undefined;
  }
  if (!origin || !allowed.includes(origin)) throw AppError.badRequest("origin_url must be this site's own address", 'origin_not_allowed');
  return origin;
}

/** `now`: Stripe's clock, for its session; `bookedNow`: the time the guest acts at, for the hold since booking. */
function assertPayable(booking: KnownBooking, latest: SessionRecord | undefined, now: number, bookedNow: number): void {
  if (booking.paymentStatus === 'completed' || latest?.paymentStatus === 'paid') throw AppError.conflict('This booking is already paid.', 'already_paid');
  if (booking.status !== 'pending' || booking.paymentStatus !== 'pending') {
    throw AppError.conflict('This booking can no longer be paid. Please make a new booking.', 'booking_not_payable');
  }
  const heldBySession = latest?.status === 'open' && latest.expiresAt.getTime() > now;
  const heldSinceBooking = booking.bookedAt.getTime() + CHECKOUT_SESSION_MINUTES * MINUTE_MS > bookedNow;
  if (!heldBySession && !heldSinceBooking) {
    throw AppError.conflict('The rooms of this booking are no longer held. Please make a new booking.', 'hold_expired');
  }
}

// Made once: toLocaleDateString and toLocaleString build the same formats anew on every call, the dearest part of a session's parameters.
const dayMonthYear = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const rupeeAmount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** `2026-01-05` as `5 Jan 2026` (as toLocaleDateString words it, "Invalid Date" included). */
export const dateLabel = (iso: string) => {
  const day = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? 'Invalid Date' : dayMonthYear.format(day);
};
export const rupees = (paise: number) => `₹${rupeeAmount.format(paise / 100)}`;

/** Stripe's parameters for a booking: one line item per room type (nights in the description) plus the taxes and fees. */
export function sessionParams(booking: KnownBooking, origin: string, expiresAt: Date): Stripe.Checkout.SessionCreateParams {
  const nights = `${booking.nights} night${booking.nights === 1 ? '' : 's'}`;
  const stay = `${dateLabel(booking.checkIn)} – ${dateLabel(booking.checkOut)}`;
  const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = booking.rooms
    .filter((r) => r.quantity > 0)
    .map((room) => ({
      quantity: room.quantity,
      price_data: {
        currency: 'inr',
        unit_amount: room.pricePaise * booking.nights,
        product_data: { name: `${room.type} · ${booking.hotelName}`, description: `${nights} · ${stay} · ${rupees(room.pricePaise)} per night` },
      },
    }));
  if (booking.taxesPaise > 0) {
    lineItems.push({ quantity: 1, price_data: { currency: 'inr', unit_amount: booking.taxesPaise, product_data: { name: 'Taxes & fees (12%)' } } });
  }
  const sum = lineItems.reduce((s, i) => s + (i.price_data?.unit_amount ?? 0) * (i.quantity ?? 1), 0);
  const items: Stripe.Checkout.SessionCreateParams.LineItem[] =
    sum === booking.totalPaise
      ? lineItems
      : [{ quantity: 1, price_data: { currency: 'inr', unit_amount: booking.totalPaise, product_data: { name: `Stay at ${booking.hotelName}`, description: `${nights} · ${stay}` } } }];
  return {
    mode: 'payment',
    line_items: items,
    customer_email: booking.guestEmail || undefined,
    client_reference_id: booking.id,
    metadata: { booking_id: booking.id, confirmation_code: booking.confirmationCode },
    payment_intent_data: { metadata: { booking_id: booking.id, confirmation_code: booking.confirmationCode } },
    success_url: `${origin}/booking-success?session_id={CHECKOUT_SESSION_ID}`,
    // The way back names the booking: the page expires its checkout and offers the same stay again.
    cancel_url: `${origin}/booking-cancel?booking=${encodeURIComponent(booking.id)}`,
    expires_at: Math.floor(expiresAt.getTime() / 1000),
  };
}
