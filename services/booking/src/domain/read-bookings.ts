import {
  bookingMessages,
  cheapestRoomsFor,
  indiaToday,
  isAdminRole,
  isIsoDate,
  MAX_NIGHTS,
  nightsBetween,
  paiseToRupees,
  priceStay,
  publicHotelStatuses,
  type Availability,
  type AvailabilitySearch,
  type Booking,
  type BookingCreated,
  type GuestsHosted,
} from '@suvarna/contracts';
import { AppError, type AuthUser } from '@suvarna/platform';
import { countGuestsHosted, findBooking, listUserBookings } from '../data-access/booking-repository';
import { waitingDateChange } from '../data-access/date-change-repository';
import { findHotel, listHotels, roomUse, type RoomUse } from '../data-access/inventory-repository';
import type { BookingDeps } from './booking-deps';
import { isBookingId } from './booking-rules';
import { bookingSnapshot, bookingView } from './booking-view';

const notFound = () => AppError.notFound('Booking not found', 'booking_not_found');

/** The user's own bookings, newest first. */
export async function myBookings(deps: BookingDeps, user: AuthUser, limit: number): Promise<Booking[]> {
  return (await listUserBookings(deps.pool, user.id, limit)).map(bookingView);
}

/** One booking, for its guest or an admin; to anyone else it does not exist. */
export async function readBooking(deps: BookingDeps, user: AuthUser, id: string): Promise<Booking> {
  const booking = isBookingId(id) ? await findBooking(deps.pool, id) : undefined;
  if (!booking || (booking.userId !== user.id && !isAdminRole(user.role))) throw notFound();
  const change = await waitingDateChange(deps.pool, booking.id);
  return {
    ...bookingView(booking),
    pending_date_change: change
      ? {
          date_change_id: change.id,
          check_in: change.checkIn,
          check_out: change.checkOut,
          nights: change.nights,
          total_amount: paiseToRupees(change.totalPaise),
          difference: paiseToRupees(change.differencePaise),
          hold_expires_at: change.holdExpiresAt,
        }
      : null,
  };
}

/**
 * One booking as its booking.created event carries it (money in paise), now: for its own guest only (the
 * payment service asks with the guest's token when a checkout overtakes the event); to anyone else it does not exist.
 */
export async function bookingAsEvent(deps: BookingDeps, user: AuthUser, id: string): Promise<BookingCreated> {
  const booking = isBookingId(id) ? await findBooking(deps.pool, id) : undefined;
  if (!booking || booking.userId !== user.id) throw notFound();
  return { ...bookingSnapshot(booking), createdAt: booking.createdAt };
}

export interface Stay {
  checkIn: string;
  checkOut: string;
}

/** The stay an availability question is about: real dates, from today in India, 1 to 30 nights. */
export function checkStay(stay: Stay, today = indiaToday()): number {
  if (!isIsoDate(stay.checkIn) || !isIsoDate(stay.checkOut)) throw AppError.badRequest(bookingMessages.invalidDate, 'validation_failed');
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  if (nights <= 0) throw AppError.badRequest(bookingMessages.checkOutAfterCheckIn, 'validation_failed');
  if (stay.checkIn < today) throw AppError.badRequest(bookingMessages.checkInInPast, 'validation_failed');
  if (nights > MAX_NIGHTS) throw AppError.badRequest(bookingMessages.tooManyNights, 'validation_failed');
  return nights;
}

const freeRooms = (r: RoomUse, bookable: boolean) => (bookable ? Math.max(0, r.available - r.maxSold) : 0);
const roomLine = (r: RoomUse, bookable: boolean) => ({
  type: r.type,
  price: paiseToRupees(r.pricePaise),
  capacity: r.capacity,
  available: r.available,
  free: freeRooms(r, bookable),
});

/** Rooms free per type on every night of the stay at one hotel (none for a hotel that is not open). */
/** The home page's Happy Guests: everyone who has paid for a stay that has begun (India's date), once each. */
export async function guestsHosted(deps: BookingDeps, today: string): Promise<GuestsHosted> {
  return { guests: await countGuestsHosted(deps.pool, today) };
}

export async function availability(deps: BookingDeps, hotelId: string, stay: Stay): Promise<Availability> {
  const nights = checkStay(stay);
  const hotel = await findHotel(deps.pool, hotelId);
  if (!hotel || hotel.removed) throw AppError.notFound('Hotel not found', 'hotel_not_found');
  const bookable = hotel.status === 'active';
  const rooms = await roomUse(deps.pool, { from: stay.checkIn, to: stay.checkOut, hotelId });
  return {
    hotel_id: hotel.id,
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    nights,
    bookable,
    rooms: rooms.map((r) => roomLine(r, bookable)),
  };
}

/**
 * Every hotel shown to the public (inactive ones never are), with its rooms free for the stay, whether
 * they can hold the guests and the price of the cheapest rooms that do.
 */
export async function searchAvailability(deps: BookingDeps, stay: Stay, guests: number): Promise<AvailabilitySearch> {
  const nights = checkStay(stay);
  const [hotels, rooms] = await Promise.all([listHotels(deps.pool, publicHotelStatuses), roomUse(deps.pool, { from: stay.checkIn, to: stay.checkOut })]);
  const roomsOf = new Map<string, RoomUse[]>();
  for (const r of rooms) roomsOf.set(r.hotelId, [...(roomsOf.get(r.hotelId) ?? []), r]);
  return {
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    nights,
    guests,
    hotels: hotels.map((hotel) => {
      const bookable = hotel.status === 'active';
      const own = roomsOf.get(hotel.id) ?? [];
      const choice = bookable
        ? cheapestRoomsFor(
            own.map((r) => ({ type: r.type, pricePaise: r.pricePaise, capacity: r.capacity, free: freeRooms(r, bookable) })),
            guests,
          )
        : undefined;
      return {
        hotel_id: hotel.id,
        bookable,
        rooms: own.map((r) => roomLine(r, bookable)),
        fits: choice !== undefined,
        stay_total: choice ? paiseToRupees(priceStay(choice, nights).totalPaise) : null,
        stay_rooms: (choice ?? []).map(({ type, quantity }) => ({ type, quantity })),
      };
    }),
  };
}
