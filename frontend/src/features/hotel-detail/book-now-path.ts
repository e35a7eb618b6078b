import type { StayDates } from './booking-dates';

export interface BookingRequest extends StayDates {
  hotelId: string;
  guests: number;
  /** The room type chosen on the hotel page and how many of it; the booking page starts with them. */
  room?: { type: string; quantity: number };
}

/**
 * Spec: Book Now goes to /book-now with the query hotel, checkIn, checkOut and guests; a room chosen on the
 * page follows as room and rooms.
 */
export function bookNowPath({ hotelId, checkIn, checkOut, guests, room }: BookingRequest): string {
  const query = new URLSearchParams({ hotel: hotelId, checkIn, checkOut, guests: String(guests) });
  if (room) {
    query.set('room', room.type);
    query.set('rooms', String(room.quantity));
  }
  return `/book-now?${query.toString()}`;
}

/** /login carrying the page to return to, URL-encoded so its own query survives the trip. */
export function loginRedirectPath(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`;
}
