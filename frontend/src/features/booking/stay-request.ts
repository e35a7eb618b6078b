import { defaultStay, indiaToday, isIsoDate, MAX_ROOMS_PER_TYPE, nightsBetween } from '@suvarna/contracts';
import type { StayRequest } from './components/booking-form';

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
  const roomType = params.get('room')?.trim();
  const rooms = Number(params.get('rooms') ?? '1');
  return {
    checkIn: datesOk ? checkIn : fallback.checkIn,
    checkOut: datesOk ? checkOut : fallback.checkOut,
    guests: Number.isInteger(guests) && guests >= 1 ? guests : fallback.guests,
    ...(roomType && Number.isInteger(rooms) && rooms >= 1 ? { room: { type: roomType, quantity: Math.min(rooms, MAX_ROOMS_PER_TYPE) } } : {}),
  };
}
