import type { StayDates } from './booking-dates';

export interface BookingRequest extends StayDates {
  hotelId: string;
  guests: number;
}

/** Spec: Book Now goes to /book-now with the query hotel, checkIn, checkOut and guests. */
export function bookNowPath({ hotelId, checkIn, checkOut, guests }: BookingRequest): string {
  const query = new URLSearchParams({ hotel: hotelId, checkIn, checkOut, guests: String(guests) });
  return `/book-now?${query.toString()}`;
}

/** /login carrying the page to return to, URL-encoded so its own query survives the trip. */
export function loginRedirectPath(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`;
}
