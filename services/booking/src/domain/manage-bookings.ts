import {
  addDays,
  indiaToday,
  statusMoveRefusal,
  paiseToRupees,
  type AdminBookingPage,
  type Booking,
  type BookingAnalytics,
  type BookingStatus,
  type BookingStatusChanged,
  type InventoryCheck,
  type InventoryWarnings,
} from '@suvarna/contracts';
import { AppError, businessNow, withTransaction, type AuthUser } from '@suvarna/platform';
import { bookingTotals, findBooking, monthlyBookings, searchBookings, updateStatus } from '../data-access/booking-repository';
import { findHotel, occupancy, oversoldNights, type OversoldNight } from '../data-access/inventory-repository';
import type { BookingDeps } from './booking-deps';
import { isBookingId } from './booking-rules';
import { bookingSnapshot, bookingView } from './booking-view';


export interface BookingListQuery {
  q?: string;
  status?: BookingStatus;
  /** Stays checking in on or after this India date (YYYY-MM-DD). */
  checkInFrom?: string;
  /** Stays checking in on or before this India date (YYYY-MM-DD). */
  checkInTo?: string;
  page: number;
  pageSize: number;
}

/** All bookings for the admin: searched, filtered, newest first, one page, with totals over every booking. */
export async function listBookings(deps: BookingDeps, query: BookingListQuery): Promise<AdminBookingPage> {
  const [found, totals] = await Promise.all([
    searchBookings(deps.pool, { q: query.q, status: query.status, checkInFrom: query.checkInFrom, checkInTo: query.checkInTo, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    bookingTotals(deps.pool),
  ]);
  const { paidPaise, ...counts } = totals;
  return {
    bookings: found.bookings.map(bookingView),
    total: found.total,
    page: query.page,
    page_size: query.pageSize,
    summary: { ...counts, revenue: paiseToRupees(paidPaise) },
  };
}

/**
 * An admin's Confirm or Complete, along the one table of moves (contracts: bookingStatusMoves): pending →
 * confirmed, and confirmed → completed from the check-out date on (India's calendar); anything else is a 409
 * with the reason. The change is recorded with who made it and published as booking.status-changed in the
 * same transaction.
 */
export async function changeStatus(deps: BookingDeps, admin: AuthUser, id: string, status: BookingStatus): Promise<Booking> {
  if (!isBookingId(id)) throw AppError.notFound('Booking not found', 'booking_not_found');
  const updated = await withTransaction(deps.pool, async (client) => {
    const booking = await findBooking(client, id, { forUpdate: true });
    if (!booking) throw AppError.notFound('Booking not found', 'booking_not_found');
    const now = businessNow();
    const refusal = statusMoveRefusal(booking, status, indiaToday(now));
    if (refusal) throw AppError.conflict(refusal.detail, refusal.code);
    const at = now.toISOString();
    const reason = status === 'confirmed' ? 'Confirmed by the hotel' : 'Stay completed';
    const changed = await updateStatus(client, id, status, { status, at, by_name: admin.fullName, by_role: admin.role, reason });
    await deps.bus.publish<BookingStatusChanged>(client, {
      type: 'booking.status-changed',
      key: id,
      data: {
        ...bookingSnapshot(changed),
        from: booking.status,
        changedBy: { id: admin.id, name: admin.fullName, role: admin.role },
        reason,
        changedAt: at,
      },
    });
    return changed;
  });
  return bookingView(updated);
}

const OCCUPANCY_NIGHTS = 30;
const MONTHS = 12;

/** Revenue and bookings per month over the last 12 months, and each open hotel's occupancy over the next 30 nights. */
export async function bookingAnalytics(deps: BookingDeps, now = new Date()): Promise<BookingAnalytics> {
  const today = indiaToday(now);
  const months = lastMonths(today, MONTHS);
  const window = { from: today, to: addDays(today, OCCUPANCY_NIGHTS) };
  const [made, hotels] = await Promise.all([monthlyBookings(deps.pool, `${months[0]}-01`), occupancy(deps.pool, window)]);
  const byMonth = new Map(made.map((m) => [m.month, m]));
  return {
    months: months.map((month) => {
      const m = byMonth.get(month);
      return { month, bookings: m?.bookings ?? 0, revenue: paiseToRupees(m?.paidPaise ?? 0), booked_value: paiseToRupees(m?.bookedPaise ?? 0) };
    }),
    occupancy: hotels.map((h) => {
      const roomNights = h.rooms * OCCUPANCY_NIGHTS;
      return {
        hotel_id: h.hotelId,
        hotel_name: h.hotelName,
        room_nights_sold: h.sold,
        room_nights_available: roomNights,
        rate: roomNights > 0 ? Math.round((h.sold / roomNights) * 10_000) / 10_000 : 0,
      };
    }),
    window,
  };
}

/** The `count` months up to the one of `today` (YYYY-MM), oldest first. */
export function lastMonths(today: string, count: number): string[] {
  const [y = 0, m = 1] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** Nights from today on with more rooms sold than a hotel now has: what the admin is warned about. */
export async function inventoryWarnings(deps: BookingDeps, hotelId?: string): Promise<InventoryWarnings> {
  const nights = await oversoldNights(deps.pool, { from: indiaToday(), hotelId });
  return { hotel_id: hotelId ?? '', warnings: groupWarnings(nights) };
}

/** The same warnings for room counts an admin is about to save (types left out count as 0 rooms). */
export async function checkInventory(deps: BookingDeps, check: InventoryCheck): Promise<InventoryWarnings> {
  const hotel = await findHotel(deps.pool, check.hotel_id);
  // A hotel booking has not heard of yet has nothing sold.
  if (!hotel || hotel.removed) return { hotel_id: check.hotel_id, warnings: [] };
  const nights = await oversoldNights(deps.pool, { from: indiaToday(), hotelId: check.hotel_id, proposed: check.rooms });
  return { hotel_id: check.hotel_id, warnings: groupWarnings(nights) };
}

function groupWarnings(nights: OversoldNight[]): InventoryWarnings['warnings'] {
  const warnings: InventoryWarnings['warnings'] = [];
  for (const n of nights) {
    let w = warnings.at(-1);
    if (!w || w.hotel_id !== n.hotelId || w.room_type !== n.roomType) {
      w = { hotel_id: n.hotelId, hotel_name: n.hotelName, room_type: n.roomType, available: n.available, nights: [] };
      warnings.push(w);
    }
    w.nights.push({ night: n.night, sold: n.sold });
  }
  return warnings;
}
