import { bookingCreatedSchema, bookingDateChangeRequestedSchema, type BookingCreated, type BookingDateChangeRequested } from '@suvarna/contracts';
import { getFromPeer, PeerError } from '@suvarna/platform';

/**
 * GET <BOOKING_URL>/internal/bookings/{id}, asked with the guest's own token (booking answers only its
 * owner): the booking as its booking.created event carries it, as it is now. Undefined when booking
 * says there is no such booking of this guest; a PeerError when no instance could answer.
 */
export async function fetchBooking(bookingUrls: readonly string[], bookingId: string, token: string, timeoutMs: number): Promise<BookingCreated | undefined> {
  const path = `/internal/bookings/${encodeURIComponent(bookingId)}`;
  const res = await getFromPeer(bookingUrls, path, { headers: { accept: 'application/json', authorization: `Bearer ${token}` }, timeoutMs });
  if (res.status === 404) {
    await res.body?.cancel();
    return undefined;
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new PeerError(`${path} answered ${res.status}`, res.status);
  }
  return bookingCreatedSchema.parse(await res.json());
}

/**
 * GET <BOOKING_URL>/internal/bookings/{id}/date-changes/{changeId}, with the guest's own token: a change of dates as
 * its booking.date-change-requested carries it. Undefined when booking knows no such change of this guest.
 */
export async function fetchDateChange(bookingUrls: readonly string[], bookingId: string, dateChangeId: string, token: string, timeoutMs: number): Promise<BookingDateChangeRequested | undefined> {
  const path = `/internal/bookings/${encodeURIComponent(bookingId)}/date-changes/${encodeURIComponent(dateChangeId)}`;
  const res = await getFromPeer(bookingUrls, path, { headers: { accept: 'application/json', authorization: `Bearer ${token}` }, timeoutMs });
  if (res.status === 404) {
    await res.body?.cancel();
    return undefined;
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new PeerError(`${path} answered ${res.status}`, res.status);
  }
  return bookingDateChangeRequestedSchema.parse(await res.json());
}
