import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, inDays, startBooking, testHotel, type BookingUnderTest } from './booking-test-kit';

let kit: BookingUnderTest;

beforeAll(async () => {
  kit = await startBooking();
});
afterAll(async () => {
  await kit?.close();
});

describe('no night is ever oversold', () => {
  it('when 200 guests ask at once for the last 5 rooms of a type on overlapping nights, then exactly 5 get one and 195 get a clear 409', async () => {
    const hotel = testHotel({ rooms: [{ type: 'Lake Suite', pricePaise: 2_000_000, capacity: 2, available: 12 }] });
    await kit.putHotel(hotel);
    // 7 of the 12 suites are already sold on every night from day 10 to day 15: 5 are left.
    const early = await kit.user();
    const pre = await kit.call('POST', '/api/bookings/create', { token: early.token, body: bookingBody(hotel, { from: 10, nights: 5, quantity: 7 }) });
    expect(pre.status).toBe(201);

    // Every stay covers day 12: stays of 1 to 3 nights starting on day 10, 11 or 12.
    const guests = await Promise.all(Array.from({ length: 200 }, () => kit.user()));
    const bodies = guests.map((_, i) => bookingBody(hotel, { from: 10 + (i % 3), nights: 3 - (i % 3) + (i % 2) }));
    expect(bodies.every((b) => b.check_in <= inDays(12) && b.check_out > inDays(12))).toBe(true);

    // A request the service sheds under the burst (503, a connection not free in time) is sent again with its
    // Idempotency-Key, as a client would; each guest counts by the final answer.
    const answers = await Promise.all(
      guests.map(async (g, i) => {
        const headers = { 'idempotency-key': `race-${i}` };
        for (;;) {
          const res = await kit.call('POST', '/api/bookings/create', { token: g.token, body: bodies[i], headers });
          const body = (await res.json()) as { detail?: string; code?: string; booking_id?: string };
          if (res.status !== 503) return { status: res.status, body };
          // The client's own pause before it sends again (what a shed client does), not a wait for something to happen.
          await new Promise((r) => setTimeout(r, 50));
        }
      }),
    );
    const booked = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(booked).toHaveLength(5);
    expect(refused).toHaveLength(195);
    for (const r of refused) {
      expect(r.body.code).toBe('rooms_unavailable');
      expect(r.body.detail).toMatch(/^Lake Suite is sold out on \d{1,2} \w+ \d{4}/);
    }

    // The counters and the bookings agree, and no night holds more than the 12 suites.
    const { rows: nights } = await kit.service.deps.pool.query<{ night: string; sold: number }>(
      `SELECT night::text AS night, sold FROM room_nights WHERE hotel_id = $1 ORDER BY night`,
      [hotel.hotelId],
    );
    const { rows: held } = await kit.service.deps.pool.query<{ night: string; rooms: number }>(
      `SELECT night::text AS night, sum((r->>'quantity')::int)::int AS rooms
         FROM bookings b, jsonb_array_elements(b.rooms) r, generate_series(b.check_in, b.check_out - 1, interval '1 day') night
        WHERE b.hotel_id = $1 GROUP BY night ORDER BY night`,
      [hotel.hotelId],
    );
    expect(nights.map((n) => ({ night: n.night, rooms: n.sold }))).toEqual(held.map((h) => ({ night: h.night.slice(0, 10), rooms: h.rooms })));
    expect(Math.max(...nights.map((n) => n.sold))).toBeLessThanOrEqual(12);
    expect(nights.find((n) => n.night === inDays(12))?.sold).toBe(12);
    const { rows } = await kit.service.deps.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE hotel_id = $1', [hotel.hotelId]);
    expect(rows[0]!.n).toBe(6);
  });
});
