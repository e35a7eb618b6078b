import { formatStayDate } from '@suvarna/contracts';

/** What the caps look at of a held booking. */
export interface HeldBooking {
  id: string;
  confirmationCode: string;
  hotelId: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  holdExpiresAt: string;
}

export interface HoldCaps {
  HOLD_MAX_BOOKINGS: number;
  HOLD_MAX_ROOMS: number;
  HOLD_MAX_BOOKINGS_PER_HOTEL: number;
  HOLD_MAX_ROOMS_PER_HOTEL: number;
}

/** What a refused booking's answer tells the guest about each hold, and how to resume or release it. */
export interface HeldBookingAnswer {
  booking_id: string;
  confirmation_code: string;
  hotel_name: string;
  check_in: string;
  check_out: string;
  rooms: number;
  hold_expires_at: string;
  /** The booking's page: Resume payment and Release rooms are there. */
  page: string;
  resume: { method: 'POST'; path: '/api/payments/create-checkout-session'; body: { booking_id: string } };
  release: { method: 'POST'; path: string };
}

export interface HoldRefusal {
  detail: string;
  held: HeldBookingAnswer[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const listed = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const describe = (b: HeldBooking) => `${b.confirmationCode} at ${b.hotelName} (${plural(b.rooms, 'room')}, ${formatStayDate(b.checkIn)} – ${formatStayDate(b.checkOut)})`;

/** How much an account holds unpaid, overall and at the hotel of a new booking. */
export interface HoldTotals {
  bookings: number;
  rooms: number;
  bookingsAtHotel: number;
  roomsAtHotel: number;
}

/**
 * Whether an account holding `totals` may hold one more booking of `wanted.rooms` rooms at `wanted.hotelId`,
 * or why not: the refusal names the holds that count (of `held`, the oldest ones) and says how to finish or
 * release them. Per hotel and overall, at most HOLD_MAX_BOOKINGS pending bookings and HOLD_MAX_ROOMS rooms.
 */
export function holdRefusal(totals: HoldTotals, held: readonly HeldBooking[], wanted: { hotelId: string; hotelName: string; rooms: number }, caps: HoldCaps): HoldRefusal | undefined {
  const here = held.filter((b) => b.hotelId === wanted.hotelId);
  const checks = [
    { over: totals.bookings + 1 > caps.HOLD_MAX_BOOKINGS, counted: held, limit: `${plural(caps.HOLD_MAX_BOOKINGS, 'unpaid booking')} at a time` },
    { over: totals.rooms + wanted.rooms > caps.HOLD_MAX_ROOMS, counted: held, limit: `${plural(caps.HOLD_MAX_ROOMS, 'room')} waiting for payment at a time` },
    { over: totals.bookingsAtHotel + 1 > caps.HOLD_MAX_BOOKINGS_PER_HOTEL, counted: here, limit: `${plural(caps.HOLD_MAX_BOOKINGS_PER_HOTEL, 'unpaid booking')} at ${wanted.hotelName} at a time` },
    {
      over: totals.roomsAtHotel + wanted.rooms > caps.HOLD_MAX_ROOMS_PER_HOTEL,
      counted: here,
      limit: `${plural(caps.HOLD_MAX_ROOMS_PER_HOTEL, 'room')} at ${wanted.hotelName} waiting for payment at a time`,
    },
  ];
  const broken = checks.find((c) => c.over);
  if (!broken) return undefined;
  const detail = broken.counted.length
    ? `One account may hold ${broken.limit}, and you already hold ${listed(broken.counted.map(describe))}. ` +
      `To book this stay, complete the payment of ${broken.counted.length === 1 ? 'that booking' : 'one of them'} (Resume payment) or release it (Release rooms) from its page in your dashboard, then book again.`
    : `One account may hold ${broken.limit}, and this booking asks for ${plural(wanted.rooms, 'room')}. For a larger group, please contact our reservations team.`;
  return { detail, held: broken.counted.map(answerOf) };
}

function answerOf(b: HeldBooking): HeldBookingAnswer {
  return {
    booking_id: b.id,
    confirmation_code: b.confirmationCode,
    hotel_name: b.hotelName,
    check_in: b.checkIn,
    check_out: b.checkOut,
    rooms: b.rooms,
    hold_expires_at: b.holdExpiresAt,
    page: `/booking/${b.id}`,
    resume: { method: 'POST', path: '/api/payments/create-checkout-session', body: { booking_id: b.id } },
    release: { method: 'POST', path: `/api/bookings/${b.id}/release` },
  };
}
