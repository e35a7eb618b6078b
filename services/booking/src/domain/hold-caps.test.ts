import { describe, expect, it } from 'vitest';
import { holdRefusal as refusalOf, type HeldBooking, type HoldCaps } from './hold-caps';

const caps = { HOLD_MAX_BOOKINGS: 2, HOLD_MAX_ROOMS: 6, HOLD_MAX_BOOKINGS_PER_HOTEL: 2, HOLD_MAX_ROOMS_PER_HOTEL: 6 };
const held = (id: string, hotelId: string, rooms: number): HeldBooking => ({
  id,
  confirmationCode: `SUV-${id.toUpperCase()}-AAAA`,
  hotelId,
  hotelName: hotelId === '16' ? 'Suvarna Lake Palace' : 'Suvarna Grand',
  checkIn: '2026-11-02',
  checkOut: '2026-11-03',
  rooms,
  holdExpiresAt: '2026-10-01T10:30:00.000Z',
});
const at16 = { hotelId: '16', hotelName: 'Suvarna Lake Palace', rooms: 1 };

/** The caps' verdict on holds listed in full (the service counts them in SQL, and names the oldest). */
function holdRefusal(held: HeldBooking[], wanted: typeof at16, limits: HoldCaps) {
  const here = held.filter((b) => b.hotelId === wanted.hotelId);
  const rooms = (list: HeldBooking[]) => list.reduce((n, b) => n + b.rooms, 0);
  return refusalOf({ bookings: held.length, rooms: rooms(held), bookingsAtHotel: here.length, roomsAtHotel: rooms(here) }, held, wanted, limits);
}

describe('holdRefusal', () => {
  it('when a family holds one booking of two rooms, then a second booking is allowed', () => {
    expect(holdRefusal([held('a1', '16', 2)], { ...at16, rooms: 3 }, caps)).toBeUndefined();
  });

  it('when two bookings are held, then a third is refused naming both, with how to resume or release each', () => {
    const refusal = holdRefusal([held('a1', '16', 1), held('b2', '3', 1)], at16, caps)!;
    expect(refusal.detail).toBe(
      'One account may hold 2 unpaid bookings at a time, and you already hold SUV-A1-AAAA at Suvarna Lake Palace (1 room, Mon, 2 Nov 2026 – Tue, 3 Nov 2026) and SUV-B2-AAAA at Suvarna Grand (1 room, Mon, 2 Nov 2026 – Tue, 3 Nov 2026). To book this stay, complete the payment of one of them (Resume payment) or release it (Release rooms) from its page in your dashboard, then book again.',
    );
    expect(refusal.held.map((h) => [h.booking_id, h.page, h.resume.body.booking_id, h.release.path])).toEqual([
      ['a1', '/booking/a1', 'a1', '/api/bookings/a1/release'],
      ['b2', '/booking/b2', 'b2', '/api/bookings/b2/release'],
    ]);
  });

  it('when the rooms would pass six, then it is refused naming the holds', () => {
    expect(holdRefusal([held('a1', '3', 5)], { ...at16, rooms: 2 }, caps)?.detail).toMatch(/^One account may hold 6 rooms waiting for payment at a time, and you already hold SUV-A1-AAAA/);
  });

  it('when one booking alone asks for more rooms than the cap, then it is refused pointing to the reservations team', () => {
    expect(holdRefusal([], { ...at16, rooms: 7 }, caps)).toEqual({
      detail: 'One account may hold 6 rooms waiting for payment at a time, and this booking asks for 7 rooms. For a larger group, please contact our reservations team.',
      held: [],
    });
  });

  it('when the caps per hotel are tighter, then holds elsewhere do not count against them', () => {
    const perHotel = { ...caps, HOLD_MAX_BOOKINGS: 10, HOLD_MAX_ROOMS: 60, HOLD_MAX_BOOKINGS_PER_HOTEL: 1 };
    expect(holdRefusal([held('a1', '3', 1)], at16, perHotel)).toBeUndefined();
    expect(holdRefusal([held('a1', '16', 1)], at16, perHotel)?.detail).toMatch(/^One account may hold 1 unpaid booking at Suvarna Lake Palace at a time/);
  });
});
