import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  availabilitySearchSchema,
  bookingCreatedSchema,
  bookingListSchema,
  bookingMessages,
  bookingSchema,
  guestsHostedSchema,
  type HotelChanged,
} from '@suvarna/contracts';
import { bookingBody, inDays, startBooking, testHotel, type BookingUnderTest, type TestUser } from './booking-test-kit';

let kit: BookingUnderTest;
let hotel: HotelChanged;
let asha: TestUser;
let rohan: TestUser;

beforeAll(async () => {
  kit = await startBooking();
  hotel = testHotel();
  await kit.putHotel(hotel);
  [asha, rohan] = await Promise.all([kit.user('guest', 'Asha Verma'), kit.user('guest', 'Rohan Mehta')]);
});
afterAll(async () => {
  await kit?.close();
});

async function book(user: TestUser, body: object = bookingBody(hotel)): Promise<string> {
  const res = await kit.call('POST', '/api/bookings/create', { token: user.token, body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { booking_id: string }).booking_id;
}

describe('GET /api/bookings/my-bookings', () => {
  it('when a guest has bookings, then only theirs come back, newest first, in the read shape', async () => {
    const first = await book(asha, bookingBody(hotel, { from: 3 }));
    const theirs = await book(rohan, bookingBody(hotel, { from: 4 }));
    const second = await book(asha, bookingBody(hotel, { from: 5 }));
    const res = await kit.call('GET', '/api/bookings/my-bookings', { token: asha.token });
    expect(res.status).toBe(200);
    const list = bookingListSchema.parse(await res.json());
    expect(list.map((b) => b.id)).toEqual([second, first]);
    expect(list.map((b) => b.id)).not.toContain(theirs);
    expect(list[0]).toMatchObject({ hotelName: hotel.name, hotel: { name: hotel.name, location: 'Rishikesh' }, checkIn: inDays(5), status: 'pending' });
    const latest = bookingListSchema.parse(await (await kit.call('GET', '/api/bookings/my-bookings?limit=1', { token: asha.token })).json());
    expect(latest.map((b) => b.id)).toEqual([second]);
  });

  it('when a guest has none, or no token comes, then the list is empty, or the call refused', async () => {
    const newcomer = await kit.user();
    expect(await (await kit.call('GET', '/api/bookings/my-bookings', { token: newcomer.token })).json()).toEqual([]);
    expect((await kit.call('GET', '/api/bookings/my-bookings')).status).toBe(401);
    expect((await kit.call('GET', '/api/bookings/my-bookings?limit=lots', { token: newcomer.token })).status).toBe(400);
  });
});

describe('GET /api/bookings/guests-hosted', () => {
  /** Moves a booking to a stay that began `daysAgo` days ago (0: today), in the given states. */
  async function stayed(id: string, state: { status: string; payment: string; daysAgo?: number }) {
    await kit.service.deps.pool.query('UPDATE bookings SET check_in = $2::date, check_out = $2::date + nights, status = $3, payment_status = $4 WHERE id = $1', [
      id,
      inDays(-(state.daysAgo ?? 0)),
      state.status,
      state.payment,
    ]);
  }

  it('when guests have paid for stays that began, then each is counted once; unpaid, cancelled, refunded and future stays are not', async () => {
    const [often, once, unpaid, cancelled, refunded, later] = await Promise.all([kit.user(), kit.user(), kit.user(), kit.user(), kit.user(), kit.user()]);
    await stayed(await book(often, bookingBody(hotel, { from: 8 })), { status: 'completed', payment: 'completed', daysAgo: 30 });
    await stayed(await book(often, bookingBody(hotel, { from: 9 })), { status: 'confirmed', payment: 'completed' });
    await stayed(await book(once, bookingBody(hotel, { from: 10 })), { status: 'confirmed', payment: 'completed', daysAgo: 2 });
    await stayed(await book(unpaid, bookingBody(hotel, { from: 11 })), { status: 'pending', payment: 'pending', daysAgo: 1 });
    await stayed(await book(cancelled, bookingBody(hotel, { from: 12 })), { status: 'cancelled', payment: 'completed', daysAgo: 1 });
    await stayed(await book(refunded, bookingBody(hotel, { from: 13 })), { status: 'cancelled', payment: 'refunded', daysAgo: 1 });
    await kit.service.deps.pool.query("UPDATE bookings SET status = 'confirmed', payment_status = 'completed' WHERE id = $1", [await book(later, bookingBody(hotel, { from: 14 }))]);

    // Anyone may ask (the home page is public), and the count is the same for everyone for a minute.
    const res = await kit.call('GET', '/api/bookings/guests-hosted');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(guestsHostedSchema.parse(await res.json())).toEqual({ guests: 2 });
  });
});

describe('GET /internal/bookings/{id}', () => {
  it('when its guest\'s token comes (the payment service asking for it), then the booking as booking.created carries it, in paise, as it is now; to anyone else it does not exist', async () => {
    const id = await book(asha, bookingBody(hotel, { from: 7 }));
    const res = await kit.call('GET', `/internal/bookings/${id}`, { token: asha.token });
    expect(res.status).toBe(200);
    const read = bookingCreatedSchema.parse(await res.json());
    const created = (await kit.outbox()).find((e) => e.type === 'booking.created' && e.key === id);
    // The one-time token for the typed guest address's question travels in the event only.
    const { guestEmailConfirmationToken: _token, ...asCreated } = created!.data;
    expect(read).toEqual(asCreated);

    const admin = await kit.user('admin');
    for (const token of [rohan.token, admin.token]) expect((await kit.call('GET', `/internal/bookings/${id}`, { token })).status).toBe(404);
    expect((await kit.call('GET', `/internal/bookings/${id}`)).status).toBe(401);
    expect((await kit.call('GET', '/internal/bookings/not-a-booking', { token: asha.token })).status).toBe(404);
  });
});

describe('GET /api/bookings/{id}', () => {
  it('when its guest, an admin or a manager asks, then the booking comes back; anyone else is told it does not exist', async () => {
    const id = await book(asha, bookingBody(hotel, { from: 6 }));
    const [admin, manager, hr] = await Promise.all([kit.user('admin'), kit.user('manager'), kit.user('hr')]);
    for (const user of [asha, admin, manager]) {
      const res = await kit.call('GET', `/api/bookings/${id}`, { token: user.token });
      expect(res.status, user.role).toBe(200);
      expect(bookingSchema.parse(await res.json()).id).toBe(id);
    }
    for (const user of [rohan, hr]) {
      const res = await kit.call('GET', `/api/bookings/${id}`, { token: user.token });
      expect(res.status, user.role).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Booking not found', code: 'booking_not_found' });
    }
    expect((await kit.call('GET', `/api/bookings/${id}`)).status).toBe(401);
  });

  it('when the id is not one a booking could have, then it is a 404', async () => {
    for (const id of ['42', 'not-a-uuid', `${'a'.repeat(300)}`, '00000000-0000-0000-0000-000000000000', '%00']) {
      const res = await kit.call('GET', `/api/bookings/${id}`, { token: asha.token });
      expect([404, 400], id).toContain(res.status);
      expect(await res.json()).toMatchObject({ detail: expect.any(String) });
    }
  });
});

describe('GET /api/bookings/availability', () => {
  const ask = (query: string) => kit.call('GET', `/api/bookings/availability?${query}`);

  it('when rooms are booked on some nights, then what is free on every night of the stay goes down', async () => {
    const h = testHotel();
    await kit.putHotel(h);
    await book(asha, bookingBody(h, { from: 20, nights: 1, quantity: 3 }));
    await book(rohan, bookingBody(h, { from: 21, nights: 2, quantity: 1, type: 'Wellness Suite' }));
    const res = await ask(`hotel_id=${h.hotelId}&check_in=${inDays(20)}&check_out=${inDays(22)}`);
    expect(res.status).toBe(200);
    expect(availabilitySchema.parse(await res.json())).toEqual({
      hotel_id: h.hotelId,
      check_in: inDays(20),
      check_out: inDays(22),
      nights: 2,
      bookable: true,
      rooms: [
        { type: 'Riverside Room', price: 11_000, capacity: 2, available: 10, free: 7 },
        { type: 'Wellness Suite', price: 21_000, capacity: 3, available: 4, free: 3 },
      ],
    });
    const later = availabilitySchema.parse(await (await ask(`hotel_id=${h.hotelId}&check_in=${inDays(22)}&check_out=${inDays(23)}`)).json());
    expect(later.rooms.map((r) => r.free)).toEqual([10, 3]);
  });

  it('when the hotel is not open, then it is not bookable and nothing is free', async () => {
    const soon = testHotel({ status: 'pre-opening' });
    await kit.putHotel(soon);
    const a = availabilitySchema.parse(await (await ask(`hotel_id=${soon.hotelId}&check_in=${inDays(1)}&check_out=${inDays(2)}`)).json());
    expect(a.bookable).toBe(false);
    expect(a.rooms.map((r) => r.free)).toEqual([0, 0]);
  });

  it('when the question is malformed, then it is a 4xx with a detail', async () => {
    const cases: [string, number, string][] = [
      [`check_in=${inDays(1)}&check_out=${inDays(2)}`, 400, 'hotel_id is required'],
      [`hotel_id=${hotel.hotelId}`, 400, bookingMessages.datesRequired],
      [`hotel_id=${hotel.hotelId}&check_in=${inDays(2)}&check_out=${inDays(2)}`, 400, bookingMessages.checkOutAfterCheckIn],
      [`hotel_id=${hotel.hotelId}&check_in=${inDays(-2)}&check_out=${inDays(2)}`, 400, bookingMessages.checkInInPast],
      [`hotel_id=${hotel.hotelId}&check_in=${inDays(1)}&check_out=${inDays(40)}`, 400, bookingMessages.tooManyNights],
      [`hotel_id=${hotel.hotelId}&check_in=2026-13-01&check_out=${inDays(2)}`, 400, bookingMessages.invalidDate],
      [`hotel_id=nowhere&check_in=${inDays(1)}&check_out=${inDays(2)}`, 404, 'Hotel not found'],
      [`hotel_id[x]=1&check_in=${inDays(1)}&check_out=${inDays(2)}`, 400, 'hotel_id is required'],
      [`hotel_id=a%00b&check_in=${inDays(1)}&check_out=${inDays(2)}`, 400, 'hotel_id must not contain control characters'],
    ];
    for (const [query, status, detail] of cases) {
      const res = await ask(query);
      expect({ query, status: res.status, body: await res.json() }).toMatchObject({ status, body: { detail } });
    }
  });
});

describe('GET /api/bookings/availability/search', () => {
  it('when guests and dates are given, then each public hotel says whether its free rooms hold them and the cheapest stay total', async () => {
    const small = testHotel({ rooms: [{ type: 'Cabin', pricePaise: 900_000, capacity: 2, available: 1 }] });
    const big = testHotel({
      rooms: [
        { type: 'Twin', pricePaise: 1_000_000, capacity: 2, available: 5 },
        { type: 'Family Suite', pricePaise: 1_500_000, capacity: 4, available: 1 },
      ],
    });
    const hidden = testHotel({ status: 'inactive' });
    const future = testHotel({ status: 'future' });
    for (const h of [small, big, hidden, future]) await kit.putHotel(h);
    const res = await kit.call('GET', `/api/bookings/availability/search?check_in=${inDays(30)}&check_out=${inDays(32)}&guests=4`);
    expect(res.status).toBe(200);
    const search = availabilitySearchSchema.parse(await res.json());
    expect(search).toMatchObject({ check_in: inDays(30), check_out: inDays(32), nights: 2, guests: 4 });
    const of = (id: string) => search.hotels.find((h) => h.hotel_id === id);
    expect(of(small.hotelId)).toMatchObject({ bookable: true, fits: false, stay_total: null, stay_rooms: [] });
    // One Family Suite (₹15,000) for 2 nights = ₹30,000; + 12 % = ₹33,600.
    expect(of(big.hotelId)).toMatchObject({ bookable: true, fits: true, stay_total: 33_600, stay_rooms: [{ type: 'Family Suite', quantity: 1 }] });
    expect(of(future.hotelId)).toMatchObject({ bookable: false, fits: false, stay_total: null });
    expect(of(hidden.hotelId)).toBeUndefined();

    // The suite sells: four guests now need two twins (₹20,000 a night).
    await book(asha, bookingBody(big, { from: 31, nights: 1, type: 'Family Suite' }));
    const after = availabilitySearchSchema.parse(
      await (await kit.call('GET', `/api/bookings/availability/search?check_in=${inDays(30)}&check_out=${inDays(32)}&guests=4`)).json(),
    );
    // The answer says how many rooms the total is for.
    expect(after.hotels.find((h) => h.hotel_id === big.hotelId)).toMatchObject({ fits: true, stay_total: 44_800, stay_rooms: [{ type: 'Twin', quantity: 2 }] });
  });

  it('when guests are not a sensible number, then the search is refused; without guests, two are assumed', async () => {
    for (const guests of ['0', '101', 'two', '1.5']) {
      const res = await kit.call('GET', `/api/bookings/availability/search?check_in=${inDays(1)}&check_out=${inDays(2)}&guests=${guests}`);
      expect(res.status, guests).toBe(400);
    }
    const res = await kit.call('GET', `/api/bookings/availability/search?check_in=${inDays(1)}&check_out=${inDays(2)}`);
    expect(availabilitySearchSchema.parse(await res.json()).guests).toBe(2);
  });
});
