import { addDays, indiaToday, paiseToRupees, type AiAnalytics } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';
import { listHotels, revenueBetween, roomNightsSold } from '../data-access/read-models';

export const ANALYTICS_NIGHTS = 30;
const DAY_MS = 86_400_000;

/**
 * Occupancy of the active hotels over the next 30 nights (room-nights held by bookings not cancelled,
 * over the room-nights their rooms offer) and revenue growth: the last 30 days' bookings against the 30
 * days before (paid less refunded where paid, else booked value). From the read models, never constants.
 */
export async function liveAnalytics(db: Queryable, now: Date = new Date()): Promise<AiAnalytics> {
  const from = indiaToday(now);
  const to = addDays(from, ANALYTICS_NIGHTS);
  const active = (await listHotels(db)).filter((h) => h.status === 'active');
  const available = active.reduce((sum, h) => sum + h.rooms.reduce((s, r) => s + Math.max(0, r.available), 0), 0) * ANALYTICS_NIGHTS;
  const sold = await roomNightsSold(
    db,
    from,
    to,
    active.map((h) => h.id),
  );
  const last = await revenueBetween(db, new Date(now.getTime() - 30 * DAY_MS), now);
  const previous = await revenueBetween(db, new Date(now.getTime() - 60 * DAY_MS), new Date(now.getTime() - 30 * DAY_MS));
  const occupancyRate = available ? Math.round((1000 * sold) / available) / 10 : 0;
  const revenueGrowth = previous.paise > 0 ? Math.round((1000 * (last.paise - previous.paise)) / previous.paise) / 10 : null;
  return {
    data: { occupancyRate, revenueGrowth },
    basis: {
      nights: ANALYTICS_NIGHTS,
      from,
      room_nights_available: available,
      room_nights_sold: sold,
      revenue_last_30_days: paiseToRupees(last.paise),
      revenue_previous_30_days: paiseToRupees(previous.paise),
      bookings_counted: last.bookings + previous.bookings,
      bookings_last_30_days: last.bookings,
    },
  };
}
