import { cancellationPolicy, type Booking } from '@suvarna/contracts';
import { AppError, businessNow, withTransaction, type AuthUser } from '@suvarna/platform';
import { findBooking } from '../data-access/booking-repository';
import type { BookingDeps } from './booking-deps';
import { isBookingId } from './booking-rules';
import { bookingView } from './booking-view';
import { cancelBooking } from './follow-payment';

const notFound = () => AppError.notFound('Booking not found', 'booking_not_found');

/**
 * The guest cancels their own booking, by policy: free until 48 hours before check-in (India time), with a
 * full refund of what was paid; later it is refused with the reason. The rooms are released at once.
 */
export async function cancelOwnBooking(deps: BookingDeps, user: AuthUser, id: string): Promise<Booking> {
  if (!isBookingId(id)) throw notFound();
  const updated = await withTransaction(deps.pool, async (client) => {
    const booking = await findBooking(client, id, { forUpdate: true });
    if (!booking || booking.userId !== user.id) throw notFound();
    const policy = cancellationPolicy(booking, businessNow());
    if (!policy.allowed) throw AppError.conflict(policy.reason ?? 'This booking cannot be cancelled.', 'cancellation_not_allowed');
    await cancelBooking(deps, client, booking, { kind: 'guest', reason: 'Cancelled by the guest', refund: booking.paymentStatus === 'completed', by: user });
    return (await findBooking(client, id))!;
  });
  return bookingView(updated);
}

/** The reason recorded when the guest releases the rooms of an unpaid hold. */
export const GUEST_RELEASED_ROOMS = 'You released the rooms before paying; nothing was charged';

/**
 * The guest lets the rooms of their own unpaid hold go (Release rooms): the booking is cancelled by the guest and
 * its rooms return at once; payment closes its checkout. A paid, confirmed or already cancelled booking is a 409.
 */
export async function releaseOwnHold(deps: BookingDeps, user: AuthUser, id: string): Promise<Booking> {
  if (!isBookingId(id)) throw notFound();
  const updated = await withTransaction(deps.pool, async (client) => {
    const booking = await findBooking(client, id, { forUpdate: true });
    if (!booking || booking.userId !== user.id) throw notFound();
    if (booking.status === 'cancelled') throw AppError.conflict('This booking is already cancelled; its rooms are released.', 'already_cancelled');
    if (booking.paymentStatus === 'completed') throw AppError.conflict('This booking is paid: cancel it instead, with a refund by its cancellation policy.', 'already_paid');
    if (booking.status !== 'pending' || booking.roomsReleased) throw AppError.conflict('Only a booking waiting for its payment can release its rooms.', 'not_held');
    await cancelBooking(deps, client, booking, { kind: 'guest', reason: GUEST_RELEASED_ROOMS, refund: false, by: user });
    return (await findBooking(client, id))!;
  });
  return bookingView(updated);
}

/** An admin or manager cancels any booking that is not cancelled yet, with a reason; what was paid is refunded in full. */
export async function cancelAnyBooking(deps: BookingDeps, admin: AuthUser, id: string, reason: string): Promise<Booking> {
  if (!isBookingId(id)) throw notFound();
  const updated = await withTransaction(deps.pool, async (client) => {
    const booking = await findBooking(client, id, { forUpdate: true });
    if (!booking) throw notFound();
    if (booking.status === 'cancelled') throw AppError.conflict('This booking is already cancelled.', 'already_cancelled');
    await cancelBooking(deps, client, booking, { kind: 'admin', reason, refund: booking.paymentStatus === 'completed', by: admin });
    return (await findBooking(client, id))!;
  });
  return bookingView(updated);
}
