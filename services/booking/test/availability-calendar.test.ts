import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityCalendarSchema, CALENDAR_MAX_NIGHTS, type HotelChanged } from '@suvarna/contracts';
import { bookingBody, inDays, startBooking, testHotel, type BookingUnderTest, type TestUser } from './booking-test-kit';

let kit: BookingUnderTest;
let guest: TestUser;

beforeAll(async () => {
  // Asked afresh every time: each test sees its own bookings and price changes at once.
  kit = await startBooking({ env: { CALENDAR_CACHE_SECONDS: '0' } });
  guest = await kit.user('guest', 'Asha Verma');
});
afterAll(async () => {
  await kit?.close();
});

const ask = (query: string) => kit.call('GET', `/api/bookings/availability/calendar?${query}`);
async function calendar(query: string) {
  const res = await ask(query);
  expect(res.status, await res.clone().text()).toBe(200);
  return availabilityCalendarSchema.parse(await res.json());
}
async function book(hotel: HotelChanged, options: Parameters<typeof bookingBody>[1]): Promise<string> {
  const res = await kit.call('POST', '/api/bookings/create', { token: guest.token, body: bookingBody(hotel, options) });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { booking_id: string }).booking_id;
}
/** A hotel of one room per type, so that one booking sells a type out. */
const smallHotel = (overrides: Partial<HotelChanged> = {}) =>
  testHotel({
    rooms: [
      { type: 'Garden Room', pricePaise: 800_000, capacity: 2, available: 1 },
      { type: 'River Suite', pricePaise: 1_500_000, capacity: 3, available: 1 },
    ],
    ...overrides,
  });

describe('GET /api/bookings/availability/calendar', () => {
  it('when a night sells out type by type, then its lowest price moves to the next free type, and then it is marked sold out with no price', async () => {
    const hotel = smallHotel();
    await kit.putHotel(hotel);
    await book(hotel, { from: 10, nights: 1, type: 'Garden Room' });
    const window = `hotel_id=${hotel.hotelId}&from=${inDays(9)}&to=${inDays(12)}`;
    expect(await calendar(window)).toEqual({
      hotel_id: hotel.hotelId,
      from: inDays(9),
      to: inDays(12),
      bookable: true,
      nights: [
        { date: inDays(9), price: 8000, free: 2, sold_out: false },
        { date: inDays(10), price: 15_000, free: 1, sold_out: false },
        { date: inDays(11), price: 8000, free: 2, sold_out: false },
      ],
    });

    const suite = await book(hotel, { from: 10, nights: 1, type: 'River Suite' });
    expect((await calendar(window)).nights[1]).toEqual({ date: inDays(10), price: null, free: 0, sold_out: true });

    // A cancelled stay gives its night back.
    expect((await kit.call('POST', `/api/bookings/${suite}/cancel`, { token: guest.token })).status).toBe(200);
    expect((await calendar(window)).nights[1]).toEqual({ date: inDays(10), price: 15_000, free: 1, sold_out: false });
  });

  it('when the catalog changes a room price, then every night shows the new lowest price', async () => {
    const hotel = smallHotel();
    await kit.putHotel(hotel);
    const window = `hotel_id=${hotel.hotelId}&from=${inDays(3)}&to=${inDays(5)}`;
    expect((await calendar(window)).nights.map((n) => n.price)).toEqual([8000, 8000]);
    await kit.putHotel({
      ...hotel,
      rooms: [
        { type: 'Garden Room', pricePaise: 1_800_000, capacity: 2, available: 1 },
        { type: 'River Suite', pricePaise: 1_200_000, capacity: 3, available: 1 },
      ],
      revision: 2,
    });
    expect((await calendar(window)).nights.map((n) => n.price)).toEqual([12_000, 12_000]);
  });

  it(`when the window is ${CALENDAR_MAX_NIGHTS} nights, then every night comes in one answer; one night more, an empty or a reversed window is refused with a 400`, async () => {
    const hotel = smallHotel();
    await kit.putHotel(hotel);
    const longest = await calendar(`hotel_id=${hotel.hotelId}&from=${inDays(1)}&to=${inDays(1 + CALENDAR_MAX_NIGHTS)}`);
    expect(longest.nights).toHaveLength(CALENDAR_MAX_NIGHTS);
    expect(longest.nights.at(-1)!.date).toBe(inDays(CALENDAR_MAX_NIGHTS));

    const tooLong = await ask(`hotel_id=${hotel.hotelId}&from=${inDays(1)}&to=${inDays(2 + CALENDAR_MAX_NIGHTS)}`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ detail: `At most ${CALENDAR_MAX_NIGHTS} nights in one calendar query`, code: 'calendar_window_too_long' });
    for (const query of [
      `from=${inDays(5)}&to=${inDays(5)}`,
      `from=${inDays(5)}&to=${inDays(4)}`,
      `from=2026-02-30&to=${inDays(4)}`,
      `from=${inDays(5)}`,
      `to=${inDays(5)}`,
      `from=${inDays(1)}&to=${inDays(3)}&hotel_id=${'x'.repeat(65)}`,
      `from[]=${inDays(1)}&to=${inDays(3)}`,
    ]) {
      const res = await ask(query);
      expect(res.status, query).toBe(400);
      expect(await res.json(), query).toMatchObject({ detail: expect.any(String) });
    }
  });

  it('when the window starts before today in India, then the nights that passed are left out', async () => {
    const hotel = smallHotel();
    await kit.putHotel(hotel);
    const answer = await calendar(`hotel_id=${hotel.hotelId}&from=${inDays(-5)}&to=${inDays(2)}`);
    expect(answer.from).toBe(inDays(0));
    expect(answer.nights.map((n) => n.date)).toEqual([inDays(0), inDays(1)]);
    const past = await calendar(`hotel_id=${hotel.hotelId}&from=${inDays(-40)}&to=${inDays(-10)}`);
    expect(past.nights).toEqual([]);
  });

  it('when the hotel does not take bookings or does not exist, then it is not bookable and every night is sold out, or a 404', async () => {
    const soon = smallHotel({ status: 'pre-opening' });
    await kit.putHotel(soon);
    const answer = await calendar(`hotel_id=${soon.hotelId}&from=${inDays(1)}&to=${inDays(3)}`);
    expect(answer.bookable).toBe(false);
    expect(answer.nights.every((n) => n.sold_out && n.price === null)).toBe(true);
    const missing = await ask(`hotel_id=no-such-hotel&from=${inDays(1)}&to=${inDays(3)}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Hotel not found', code: 'hotel_not_found' });
  });

  it('when no hotel is named, then each night has the lowest free price over every bookable hotel', async () => {
    // The cheapest room of any hotel in this database, so that the answer is decided by these two.
    const cheap = smallHotel({ rooms: [{ type: 'Cabin', pricePaise: 100_000, capacity: 2, available: 1 }] });
    const next = smallHotel({ rooms: [{ type: 'Hut', pricePaise: 150_000, capacity: 2, available: 1 }] });
    const closed = smallHotel({ status: 'future', rooms: [{ type: 'Tent', pricePaise: 50_000, capacity: 2, available: 5 }] });
    for (const h of [cheap, next, closed]) await kit.putHotel(h);
    await book(cheap, { from: 40, nights: 1, type: 'Cabin' });
    const answer = await calendar(`from=${inDays(39)}&to=${inDays(41)}`);
    expect(answer).toMatchObject({ hotel_id: null, bookable: true });
    expect(answer.nights.map((n) => n.price)).toEqual([1000, 1500]);
  });

  it('then it is public and may be kept briefly by the browser and caches on the way', async () => {
    const res = await ask(`from=${inDays(1)}&to=${inDays(2)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });
});
