import { bookingMessages, CALENDAR_MAX_NIGHTS, indiaToday, isIsoDate, nightsBetween, paiseToRupees, type AvailabilityCalendar } from '@suvarna/contracts';
import { AppError } from '@suvarna/platform';
import { calendarNights, findHotel, listHotels } from '../data-access/inventory-repository';
import type { BookingDeps } from './booking-deps';

export interface CalendarQuery {
  hotelId?: string;
  from: string;
  to: string;
}

/**
 * The window a calendar asks about: real dates, `to` after `from`, at most CALENDAR_MAX_NIGHTS nights as
 * asked. Nights before today in India are left out (a month shown from its 1st asks for them); what is left
 * is the answer's window, empty when the whole of it has passed.
 */
export function calendarWindow(query: CalendarQuery, today = indiaToday()): { from: string; to: string } {
  if (!isIsoDate(query.from) || !isIsoDate(query.to)) throw AppError.badRequest(`from and to: ${bookingMessages.invalidDate}`, 'validation_failed');
  const nights = nightsBetween(query.from, query.to);
  if (nights <= 0) throw AppError.badRequest('to must be after from', 'validation_failed');
  if (nights > CALENDAR_MAX_NIGHTS) throw AppError.badRequest(`At most ${CALENDAR_MAX_NIGHTS} nights in one calendar query`, 'calendar_window_too_long');
  const from = query.from < today ? today : query.from;
  return { from, to: query.to < from ? from : query.to };
}

/** Each night of the window with its lowest free price and whether it is sold out, at one hotel or over every bookable one. */
export async function availabilityCalendar(deps: Pick<BookingDeps, 'pool'>, query: CalendarQuery, today = indiaToday()): Promise<AvailabilityCalendar> {
  const window = calendarWindow(query, today);
  let bookable: boolean;
  if (query.hotelId !== undefined) {
    const hotel = await findHotel(deps.pool, query.hotelId);
    if (!hotel || hotel.removed) throw AppError.notFound('Hotel not found', 'hotel_not_found');
    bookable = hotel.status === 'active';
  } else {
    bookable = (await listHotels(deps.pool, ['active'])).length > 0;
  }
  const nights = window.from < window.to ? await calendarNights(deps.pool, { ...window, hotelId: query.hotelId }) : [];
  return {
    hotel_id: query.hotelId ?? null,
    from: window.from,
    to: window.to,
    bookable,
    nights: nights.map((n) => ({
      date: n.night,
      price: n.lowestPricePaise === null ? null : paiseToRupees(n.lowestPricePaise),
      free: n.free,
      sold_out: n.free === 0,
    })),
  };
}

/**
 * Answers kept for a few seconds per address (a calendar is asked for by every guest opening a hotel page),
 * with one query in flight per address. Bounded: the oldest address goes first.
 */
export function createBriefCache<T>(options: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const { ttlMs, maxEntries = 2000, now = Date.now } = options;
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      if (entry && now() - entry.at < ttlMs) return entry.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { at: now(), value });
      // A failure is not kept: the next request asks again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}
