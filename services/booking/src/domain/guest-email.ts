import { guestEmailMessages, type BookingGuestEmailConfirmed, type GuestEmailConfirmedResponse } from '@suvarna/contracts';
import { AppError, withTransaction } from '@suvarna/platform';
import { confirmGuestEmail, findByGuestEmailToken } from '../data-access/booking-repository';
import type { BookingDeps } from './booking-deps';
import { bookingSnapshot } from './booking-view';
import { hashToken } from './create-booking';

/**
 * The one click of a typed guest address: it asks for the booking's e-mails. From booking.guest-email-confirmed
 * on, notify sends them to it as well as to the account. Anyone holding the link may click it (it proves the
 * mailbox); clicking again changes nothing; a stay no longer booked has nothing more to send.
 */
export async function confirmGuestEmails(deps: BookingDeps, token: string): Promise<GuestEmailConfirmedResponse> {
  return withTransaction(deps.pool, async (client) => {
    const booking = await findByGuestEmailToken(client, hashToken(token));
    if (!booking) throw AppError.notFound(guestEmailMessages.invalid, 'guest_email_link_unknown');
    if (booking.status === 'cancelled' || booking.status === 'completed') throw AppError.conflict(guestEmailMessages.over, 'booking_over');
    const answer = { message: guestEmailMessages.confirmed, hotel_name: booking.hotel.name, check_in: booking.checkIn, check_out: booking.checkOut };
    if (booking.guestEmailConfirmedAt) return answer;
    const confirmed = await confirmGuestEmail(client, booking.id);
    await deps.bus.publish<BookingGuestEmailConfirmed>(client, {
      type: 'booking.guest-email-confirmed',
      key: confirmed.id,
      data: { ...bookingSnapshot(confirmed), confirmedAt: confirmed.guestEmailConfirmedAt! },
    });
    return answer;
  });
}
