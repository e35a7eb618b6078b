import { defaultStay, indiaToday, isIsoDate, MAX_ROOMS_PER_TYPE, nightsBetween } from '@suvarna/contracts';
import type { StayRequest } from './components/booking-form';

/** The room types and counts in a query: `room` and `rooms` in pairs (room=Deluxe+Room&rooms=2&room=Suite&rooms=1). */
function roomsFromQuery(params: URLSearchParams): { type: string; quantity: number }[] {
  const types = params.getAll('room');
  const counts = params.getAll('rooms');
  const found: { type: string; quantity: number }[] = [];
  types.forEach((raw, i) => {
    const type = raw.trim();
    const quantity = Number(counts[i] ?? '1');
    if (!type || !Number.isInteger(quantity) || quantity < 1 || found.some((r) => r.type === type)) return;
    found.push({ type, quantity: Math.min(quantity, MAX_ROOMS_PER_TYPE) });
  });
  return found;
}

/**
 * The stay the hotel page (or a link) asked for in the query (checkIn, checkOut, guests, room, rooms), kept only when it makes
 * sense (real dates, check-in from today in India, check-out after it); else the spec's defaults: tomorrow, the
 * day after, 2 guests.
 */
export function stayFromQuery(params: URLSearchParams, now: Date = new Date()): StayRequest {
  const fallback = defaultStay(now);
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  const datesOk = isIsoDate(checkIn) && isIsoDate(checkOut) && checkIn >= indiaToday(now) && nightsBetween(checkIn, checkOut) > 0;
  const guests = Number(params.get('guests'));
  const [room, ...moreRooms] = roomsFromQuery(params);
  return {
    checkIn: datesOk ? checkIn : fallback.checkIn,
    checkOut: datesOk ? checkOut : fallback.checkOut,
    guests: Number.isInteger(guests) && guests >= 1 ? guests : fallback.guests,
    ...(room ? { room } : {}),
    ...(moreRooms.length ? { moreRooms } : {}),
  };
}

/**
 * The booking page's choices written into its query, the rest (hotel) kept: a reload, a return from sign-in or
 * from the checkout, or the back button finds them again.
 */
export function stayIntoQuery(params: URLSearchParams, stay: { checkIn: string; checkOut: string; guests: number; rooms: readonly { type: string; quantity: number }[] }): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of [
    ['checkIn', stay.checkIn],
    ['checkOut', stay.checkOut],
    ['guests', String(stay.guests)],
  ] as const) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('room');
  next.delete('rooms');
  for (const room of stay.rooms) {
    if (room.quantity <= 0) continue;
    next.append('room', room.type);
    next.append('rooms', String(room.quantity));
  }
  return next;
}

/** The booking page for the same hotel, dates, guests and rooms as a booking (Try Booking Again). */
export function bookAgainPath(booking: { hotel: { id: string }; checkIn: string; checkOut: string; guests: number | null; rooms: readonly { type: string; quantity: number }[] }): string {
  const query = stayIntoQuery(new URLSearchParams({ hotel: booking.hotel.id }), {
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guests: booking.guests ?? 2,
    rooms: booking.rooms,
  });
  return `/book-now?${query.toString()}`;
}
