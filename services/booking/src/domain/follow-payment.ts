import {
  stayNights,
  type BookingCancelled,
  type PaymentCheckoutOpened,
  type PaymentExpired,
  type PaymentPaid,
  type PaymentRefunded,
  type PaymentStatus,
} from '@suvarna/contracts';
import { businessNow, withSavepoint, withTransaction, type AuthUser, type EffectStatement, type PoolClient } from '@suvarna/platform';
import { findBooking, type StoredBooking } from '../data-access/booking-repository';
import { lockRoomTypes, takeRooms } from '../data-access/inventory-repository';
import { holdUntilFirstSessionEndsStatement, lapsedHolds, paymentReceivedStatement, markCancelled, releaseNights, setPaymentOutcome } from '../data-access/payment-state-repository';
import type { BookingDeps } from './booking-deps';
import { bookingSnapshot } from './booking-view';
import { lapseHeldChangeOf, lapseOverdueDateChanges, onDifferenceExpired, onDifferencePaid } from './change-dates';

/*
 * The booking follows its payment (payment events) and lets rooms go when a hold lapses: the status
 * history records each move, booking.cancelled announces each cancellation (payment refunds when asked).
 */

type Kind = BookingCancelled['kind'];

async function lockedBooking(client: PoolClient, id: string): Promise<StoredBooking> {
  const booking = await findBooking(client, id, { forUpdate: true });
  // Payment learns bookings from booking.created: a payment event about an unknown booking is a bug; retried, then parked.
  if (!booking) throw new Error(`payment event for unknown booking ${id}`);
  return booking;
}

async function releaseRooms(client: PoolClient, booking: StoredBooking): Promise<void> {
  const nights = stayNights(booking.checkIn, booking.checkOut);
  const rooms = [...booking.rooms].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
  for (const r of rooms) await releaseNights(client, { hotelId: booking.hotelId, type: r.type, nights, quantity: r.quantity });
}

/**
 * Cancels a booking, releases its rooms (once) and publishes booking.cancelled in the caller's
 * transaction. `refund`: payment gives back what was paid.
 */
export async function cancelBooking(
  deps: BookingDeps,
  client: PoolClient,
  booking: StoredBooking,
  cancel: { kind: Kind; reason: string; refund: boolean; by?: AuthUser; paymentStatus?: PaymentStatus },
): Promise<void> {
  if (!booking.roomsReleased) await releaseRooms(client, booking);
  await lapseHeldChangeOf(deps, client, booking);
  const at = businessNow().toISOString();
  await markCancelled(client, booking.id, { status: 'cancelled', at, by_name: cancel.by?.fullName ?? null, by_role: cancel.by?.role ?? null, reason: cancel.reason });
  if (cancel.paymentStatus) await setPaymentOutcome(client, booking.id, { paymentStatus: cancel.paymentStatus });
  const after = (await findBooking(client, booking.id))!;
  await deps.bus.publish<BookingCancelled>(client, {
    type: 'booking.cancelled',
    key: booking.id,
    data: {
      ...bookingSnapshot(after),
      kind: cancel.kind,
      reason: cancel.reason,
      refund: cancel.refund,
      cancelledBy: cancel.by ? { id: cancel.by.id, name: cancel.by.fullName, role: cancel.by.role } : null,
      cancelledAt: at,
    },
  });
}

/** payment.checkout-opened: the rooms stay held while the booking's first session lasts, and no longer (one statement). */
export function checkoutOpenedStatement(opened: PaymentCheckoutOpened): EffectStatement | null {
  // A session for a change's difference: the change's own hold covers it.
  return opened.dateChangeId ? null : holdUntilFirstSessionEndsStatement(opened.bookingId, opened.sessionId, opened.expiresAt);
}

/**
 * payment.paid, the usual case in one statement: the booking reads paid. A change's difference (undefined), and a
 * payment finding the booking cancelled or its rooms let go (the statement hands it over), are onPaid's.
 */
export function paidStatement(paid: PaymentPaid): EffectStatement | undefined {
  return paid.dateChangeId ? undefined : paymentReceivedStatement(paid.bookingId, paid.paidAt);
}

/**
 * payment.paid: payment_status completed (the status stays pending until an admin confirms). A payment
 * for a booking whose rooms were already let go takes them back if they are still free; if not, the
 * booking stays cancelled and the payment is refunded.
 */
export async function onPaid(deps: BookingDeps, client: PoolClient, paid: PaymentPaid): Promise<void> {
  const { dateChangeId } = paid;
  if (dateChangeId) return onDifferencePaid(deps, client, { ...paid, dateChangeId });
  const booking = await lockedBooking(client, paid.bookingId);
  if (booking.paymentStatus === 'completed' || booking.paymentStatus === 'refunded') return;
  // The history says when the guest paid, as payment reports it, not when the event was handled.
  const at = paid.paidAt;
  if (booking.status !== 'cancelled' && !booking.roomsReleased) {
    await setPaymentOutcome(client, booking.id, {
      paymentStatus: 'completed',
      change: { status: booking.status, at, by_name: null, by_role: null, reason: 'Payment received' },
    });
    return;
  }
  if (await retakeRooms(client, booking)) {
    await setPaymentOutcome(client, booking.id, {
      paymentStatus: 'completed',
      status: 'pending',
      roomsReleased: false,
      change: { status: 'pending', at, by_name: null, by_role: null, reason: 'Payment received after the hold lapsed; the rooms were still free' },
    });
    return;
  }
  await setPaymentOutcome(client, booking.id, { paymentStatus: 'completed' });
  await cancelBooking(deps, client, (await findBooking(client, booking.id))!, {
    kind: 'late_payment',
    reason: 'Your payment arrived after the hold on your rooms had lapsed and they were no longer free; it has been refunded in full',
    refund: true,
  });
}

/** Takes the booking's rooms again on every night, or none of them. */
async function retakeRooms(client: PoolClient, booking: StoredBooking): Promise<boolean> {
  const nights = stayNights(booking.checkIn, booking.checkOut);
  const rooms = [...booking.rooms].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
  return withSavepoint(client, 'retake_rooms', async (savepoint) => {
    const locked = await lockRoomTypes(
      client,
      booking.hotelId,
      rooms.map((r) => r.type),
    );
    const available = new Map(locked.map((r) => [r.type, r.available]));
    for (const r of rooms) {
      const taken = await takeRooms(client, { hotelId: booking.hotelId, type: r.type, nights, quantity: r.quantity, available: available.get(r.type) ?? 0 });
      if (taken.length !== nights.length) {
        await savepoint.undo();
        return false;
      }
    }
    return true;
  });
}

/**
 * payment.expired: the session ended unpaid; the booking is cancelled and its rooms return at once. A session the
 * guest left by its cancel link (cause `abandoned`) is the guest's own cancellation, and reads so.
 */
export async function onExpired(deps: BookingDeps, client: PoolClient, expired: PaymentExpired): Promise<void> {
  if (expired.dateChangeId) return onDifferenceExpired(deps, client, expired.bookingId, expired.dateChangeId);
  const booking = await lockedBooking(client, expired.bookingId);
  if (booking.status !== 'pending' || booking.paymentStatus !== 'pending') return;
  if (expired.cause === 'abandoned') {
    await cancelBooking(deps, client, booking, { kind: 'guest', reason: GUEST_LEFT_CHECKOUT, refund: false });
    return;
  }
  await cancelBooking(deps, client, booking, { kind: 'payment_expired', reason: 'The payment was not completed before the session expired', refund: false });
}

/** The reason recorded when the guest leaves the checkout by its cancel link. */
export const GUEST_LEFT_CHECKOUT = 'You cancelled at the payment page; nothing was charged';

/** payment.refunded: cancelled with payment_status refunded, its rooms released. */
export async function onRefunded(deps: BookingDeps, client: PoolClient, refunded: PaymentRefunded): Promise<void> {
  const booking = await lockedBooking(client, refunded.bookingId);
  if (!refunded.fullyRefunded) return;
  if (booking.status === 'cancelled') {
    if (booking.paymentStatus !== 'refunded') await setPaymentOutcome(client, booking.id, { paymentStatus: 'refunded' });
    return;
  }
  await cancelBooking(deps, client, booking, { kind: 'payment_refunded', reason: refunded.reason ?? 'The payment was refunded', refund: false, paymentStatus: 'refunded' });
}

/** Cancels pending bookings whose hold passed unpaid (no session within 30 minutes, or a lost payment.expired). */
export async function releaseLapsedHolds(deps: BookingDeps): Promise<number> {
  let released = 0;
  for (const id of await lapsedHolds(deps.pool, 100)) {
    const done = await withTransaction(deps.pool, async (client) => {
      const booking = await findBooking(client, id, { forUpdate: true });
      if (!booking || booking.status !== 'pending' || booking.paymentStatus !== 'pending' || booking.roomsReleased) return false;
      if (new Date(booking.holdExpiresAt).getTime() > Date.now()) return false;
      await cancelBooking(deps, client, booking, { kind: 'hold_lapsed', reason: 'No payment was made while the rooms were held', refund: false });
      return true;
    });
    if (done) released++;
  }
  return released;
}

/** Runs releaseLapsedHolds every `seconds`; returns the stop function. */
export function startHoldSweeper(deps: BookingDeps, seconds: number): () => Promise<void> {
  if (seconds === 0) return async () => undefined;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= releaseLapsedHolds(deps)
      .then(async (n) => {
        if (n) deps.logger.info({ released: n }, 'lapsed holds released');
        const lapsed = await lapseOverdueDateChanges(deps);
        if (lapsed) deps.logger.info({ lapsed }, 'unpaid date changes lapsed');
      })
      .catch((err: unknown) => deps.logger.warn({ err }, 'hold sweep failed'))
      .finally(() => (running = undefined));
  }, seconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
