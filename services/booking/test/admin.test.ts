import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminBookingPageSchema,
  bookingAnalyticsSchema,
  bookingSchema,
  bookingStatusChangedSchema,
  dashboardStatsSchema,
  indiaToday,
  inventoryWarningsSchema,
  type HotelChanged,
} from '@suvarna/contracts';
import { bookingBody, inDays, startBooking, testHotel, type BookingUnderTest, type TestUser } from './booking-test-kit';

let kit: BookingUnderTest;
let hotel: HotelChanged;
let admin: TestUser;
let manager: TestUser;
let guest: TestUser;
let hr: TestUser;

beforeAll(async () => {
  kit = await startBooking();
  hotel = testHotel({ name: 'Suvarna Ganga Retreat' });
  await kit.putHotel(hotel);
  [admin, manager, guest, hr] = await Promise.all([
    kit.user('admin', 'Meera Kapoor'),
    kit.user('manager', 'Vikram Singh'),
    kit.user('guest', 'Priya Sharma'),
    kit.user('hr', 'Neha Joshi'),
  ]);
});
afterAll(async () => {
  await kit?.close();
});

async function book(user: TestUser, body: object): Promise<{ booking_id: string; confirmation_code: string }> {
  const res = await kit.call('POST', '/api/bookings/create', { token: user.token, body });
  expect(res.status).toBe(201);
  return (await res.json()) as { booking_id: string; confirmation_code: string };
}
const patch = (id: string, status: unknown, token = admin.token) => kit.call('PATCH', `/api/admin/bookings/${id}/status`, { token, body: { status } });
/** Moves a booked stay into the past, as if its nights had gone by: it checked out yesterday (India's calendar). */
const stayOver = async (id: string) => {
  await kit.service.deps.pool.query('UPDATE bookings SET check_in = $2::date - nights, check_out = $2::date WHERE id = $1', [id, inDays(-1)]);
};

describe('roles on the admin endpoints', () => {
  it('when a guest, HR or nobody calls them, then they are refused; admins and managers are served', async () => {
    const { booking_id: id } = await book(guest, bookingBody(hotel, { from: 2 }));
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/bookings'],
      ['GET', '/api/admin/bookings/analytics'],
      ['GET', '/api/admin/bookings/inventory-warnings'],
      ['POST', '/api/admin/bookings/inventory-check', { hotel_id: hotel.hotelId, rooms: [] }],
      ['GET', '/api/admin/dashboard/stats'],
      ['PATCH', `/api/admin/bookings/${id}/status`, { status: 'confirmed' }],
    ];
    for (const [method, path, body] of calls) {
      expect((await kit.call(method, path, { body })).status, `${method} ${path} without a token`).toBe(401);
      for (const user of [guest, hr]) expect((await kit.call(method, path, { token: user.token, body })).status, `${method} ${path} as ${user.role}`).toBe(403);
    }
    for (const [method, path, body] of calls) {
      for (const user of [manager, admin]) {
        const res = await kit.call(method, path, { token: user.token, body });
        // The second confirm is refused as a move, not for the role.
        expect([200, 409], `${method} ${path} as ${user.role}`).toContain(res.status);
      }
    }
  });
});

describe('GET /api/admin/bookings', () => {
  it('when the admin searches and filters, then matching bookings come newest first, paged, with totals over all bookings', async () => {
    const h = testHotel({ name: 'Suvarna Lakeside Udaipur', location: 'Udaipur', state: 'Rajasthan' });
    await kit.putHotel(h);
    const ravi = await kit.user('guest', 'Ravi Iyer');
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(await book(ravi, { ...bookingBody(h, { from: 40 + i * 3 }), guest_info: { name: 'Ravi Iyer', email: 'ravi.iyer@example.com' } }));
    }
    const list = async (query: string) => {
      const res = await kit.call('GET', `/api/admin/bookings?${query}`, { token: admin.token });
      expect(res.status, query).toBe(200);
      return adminBookingPageSchema.parse(await res.json());
    };

    const byCode = await list(`q=${made[1]!.confirmation_code.toLowerCase()}`);
    expect(byCode.bookings.map((b) => b.id)).toEqual([made[1]!.booking_id]);
    expect((await list('q=ravi%20iyer')).bookings.map((b) => b.id)).toEqual([made[2]!.booking_id, made[1]!.booking_id, made[0]!.booking_id]);
    expect((await list('q=RAVI.IYER@EXAMPLE')).total).toBe(3);
    expect((await list('q=lakeside')).total).toBe(3);
    expect((await list('q=udaipur')).total).toBe(3);
    expect((await list(`q=${h.hotelId}`)).total).toBe(3);
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=no%20such%20guest')).bookings).toEqual([]);

    const page = await list('q=ravi&page=2&page_size=2');
    expect(page).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page.bookings.map((b) => b.id)).toEqual([made[0]!.booking_id]);

    expect((await patch(made[0]!.booking_id, 'confirmed')).status).toBe(200);
    const confirmed = await list('q=ravi&status=confirmed');
    expect(confirmed.bookings.map((b) => b.id)).toEqual([made[0]!.booking_id]);
    expect((await list('q=ravi&status=all')).total).toBe(3);

    const everything = await list('');
    const { rows } = await kit.service.deps.pool.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM bookings GROUP BY status');
    const n = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
    expect(everything.summary).toEqual({ total: n('pending') + n('confirmed'), pending: n('pending'), confirmed: n('confirmed'), completed: 0, cancelled: 0, revenue: 0 });
    expect(everything.total).toBe(everything.summary.total);
    expect(everything.page_size).toBe(20);
  });

  it('when the admin gives check-in dates, then only stays checking in within them (inclusive) come', async () => {
    const h = testHotel({ name: 'Suvarna Date Filter Palace' });
    await kit.putHotel(h);
    const made = [];
    for (const from of [60, 65, 70]) made.push(await book(guest, bookingBody(h, { from })));
    const ids = async (query: string) => {
      const res = await kit.call('GET', `/api/admin/bookings?q=${h.hotelId}&${query}`, { token: admin.token });
      expect(res.status, query).toBe(200);
      return adminBookingPageSchema.parse(await res.json()).bookings.map((b) => b.id);
    };
    expect(await ids(`check_in_from=${inDays(65)}`)).toEqual([made[2]!.booking_id, made[1]!.booking_id]);
    expect(await ids(`check_in_to=${inDays(65)}`)).toEqual([made[1]!.booking_id, made[0]!.booking_id]);
    expect(await ids(`check_in_from=${inDays(61)}&check_in_to=${inDays(69)}`)).toEqual([made[1]!.booking_id]);
    expect(await ids('check_in_from=&check_in_to=')).toHaveLength(3);
  });

  it('when the query is malformed, then it is a 400 with a detail', async () => {
    for (const query of ['status=lost', 'check_in_from=2026-02-30', 'check_in_to=tomorrow', 'page=0', 'page=x', 'page_size=1000', `q=${'x'.repeat(101)}`, 'q=a%00b', 'q=a&q=b']) {
      const res = await kit.call('GET', `/api/admin/bookings?${query}`, { token: admin.token });
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ detail: expect.any(String) });
    }
  });
});

describe('PATCH /api/admin/bookings/{id}/status', () => {
  it('when an admin confirms and then completes, then each move is recorded with who made it and published', async () => {
    const { booking_id: id } = await book(guest, bookingBody(hotel, { from: 12 }));
    const confirm = await patch(id, 'confirmed');
    expect(confirm.status).toBe(200);
    expect(bookingSchema.parse(await confirm.json())).toMatchObject({ status: 'confirmed' });
    await stayOver(id);
    const complete = await patch(id, 'completed', manager.token);
    const done = bookingSchema.parse(await complete.json());
    expect(done.status).toBe('completed');
    expect(done.statusHistory.map(({ status, by_name, by_role }) => ({ status, by_name, by_role }))).toEqual([
      { status: 'pending', by_name: 'Priya Sharma', by_role: 'guest' },
      { status: 'confirmed', by_name: 'Meera Kapoor', by_role: 'admin' },
      { status: 'completed', by_name: 'Vikram Singh', by_role: 'manager' },
    ]);
    const events = (await kit.outbox()).filter((e) => e.key === id && e.type === 'booking.status-changed').map((e) => bookingStatusChangedSchema.parse(e.data));
    expect(events.map((e) => [e.from, e.status, e.changedBy?.name, e.changedBy?.role])).toEqual([
      ['pending', 'confirmed', 'Meera Kapoor', 'admin'],
      ['confirmed', 'completed', 'Vikram Singh', 'manager'],
    ]);
    expect(events[0]).toMatchObject({ bookingId: id, guestEmail: 'asha.verma@example.com', totalPaise: 2_464_000, hotelId: hotel.hotelId });
    // The guest sees it too.
    expect(bookingSchema.parse(await (await kit.call('GET', `/api/bookings/${id}`, { token: guest.token })).json()).status).toBe('completed');
  });

  it('when a move is not pending → confirmed or confirmed → completed, then it is a 409 naming the allowed move', async () => {
    const { booking_id: id } = await book(guest, bookingBody(hotel, { from: 14 }));
    const refused = async (status: string, detail: string) => {
      const res = await patch(id, status);
      expect({ status, code: res.status, body: await res.json() }).toEqual({ status, code: 409, body: { detail, code: 'status_move_not_allowed' } });
    };
    await refused('completed', 'A pending booking can only be confirmed (pending → confirmed), not moved to completed.');
    await refused('cancelled', 'A pending booking can only be confirmed (pending → confirmed), not moved to cancelled.');
    await refused('pending', 'A pending booking can only be confirmed (pending → confirmed), not moved to pending.');
    expect((await patch(id, 'confirmed')).status).toBe(200);
    await refused('confirmed', 'A confirmed booking can only be completed (confirmed → completed), not moved to confirmed.');
    await refused('pending', 'A confirmed booking can only be completed (confirmed → completed), not moved to pending.');
    await stayOver(id);
    expect((await patch(id, 'completed')).status).toBe(200);
    await refused('confirmed', 'A completed booking cannot be changed.');
    const history = bookingSchema.parse(await (await kit.call('GET', `/api/bookings/${id}`, { token: admin.token })).json()).statusHistory;
    expect(history.map((h) => h.status)).toEqual(['pending', 'confirmed', 'completed']);
  });

  it('when an admin completes a stay before its check-out date (India time), then it is a 409 stay_not_over and nothing changes; from the check-out date on it completes', async () => {
    const { booking_id: id } = await book(guest, bookingBody(hotel, { from: 20 }));
    expect((await patch(id, 'confirmed')).status).toBe(200);
    const early = await patch(id, 'completed');
    const checkOut = bookingSchema.parse(await (await kit.call('GET', `/api/bookings/${id}`, { token: admin.token })).json()).checkOut;
    expect({ code: early.status, body: await early.json() }).toEqual({
      code: 409,
      body: { detail: expect.stringMatching(/^This stay cannot be completed before its check-out date, .+ \(India time\)\.$/), code: 'stay_not_over' },
    });
    expect(checkOut > indiaToday()).toBe(true);
    const read = bookingSchema.parse(await (await kit.call('GET', `/api/bookings/${id}`, { token: guest.token })).json());
    expect(read.status).toBe('confirmed');
    expect((await kit.outbox()).filter((e) => e.key === id && e.type === 'booking.status-changed').map((e) => e.data.status)).toEqual(['confirmed']);
    // The check-out day itself: the stay is over.
    await kit.service.deps.pool.query('UPDATE bookings SET check_in = $2::date - nights, check_out = $2::date WHERE id = $1', [id, indiaToday()]);
    expect((await patch(id, 'completed')).status).toBe(200);
  });

  it('when the status or the id is not one there can be, then it is a 400 or a 404', async () => {
    const { booking_id: id } = await book(guest, bookingBody(hotel, { from: 16 }));
    for (const body of [{ status: 'checked_in' }, { status: 3 }, {}, { status: null }]) {
      const res = await kit.call('PATCH', `/api/admin/bookings/${id}/status`, { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await patch('00000000-0000-4000-8000-000000000000', 'confirmed')).status).toBe(404);
    expect((await patch('nope', 'confirmed')).status).toBe(404);
  });
});

describe('GET /api/admin/bookings/analytics', () => {
  it('when bookings exist, then this month counts them and open hotels show their occupancy over the next 30 nights', async () => {
    const h = testHotel({ rooms: [{ type: 'Cottage', pricePaise: 1_000_000, capacity: 2, available: 2 }] });
    await kit.putHotel(h);
    await book(guest, bookingBody(h, { from: 1, nights: 3, quantity: 2 }));
    const res = await kit.call('GET', '/api/admin/bookings/analytics', { token: manager.token });
    const analytics = bookingAnalyticsSchema.parse(await res.json());
    expect(analytics.months).toHaveLength(12);
    const thisMonth = analytics.months.at(-1)!;
    expect(thisMonth.month).toBe(indiaToday().slice(0, 7));
    const { rows } = await kit.service.deps.pool.query<{ n: number; v: number }>(
      `SELECT count(*)::int AS n, sum(total_paise)::bigint AS v FROM bookings WHERE status <> 'cancelled'`,
    );
    expect(thisMonth).toEqual({ month: thisMonth.month, bookings: rows[0]!.n, revenue: 0, booked_value: rows[0]!.v / 100 });
    expect(analytics.window).toEqual({ from: indiaToday(), to: inDays(30) });
    expect(analytics.occupancy.find((o) => o.hotel_id === h.hotelId)).toEqual({
      hotel_id: h.hotelId,
      hotel_name: h.name,
      room_nights_sold: 6,
      room_nights_available: 60,
      rate: 0.1,
    });
  });
});

describe('inventory warnings', () => {
  it('when an admin lowers a room count below what is sold, then nothing booked changes and the oversold nights are named', async () => {
    const h = testHotel({ rooms: [{ type: 'Heritage Cottage', pricePaise: 3_200_000, capacity: 4, available: 4 }] });
    await kit.putHotel(h);
    const { booking_id: a } = await book(guest, bookingBody(h, { from: 8, nights: 2, quantity: 3 }));
    await book(guest, bookingBody(h, { from: 9, nights: 1, quantity: 1 }));

    const check = await kit.call('POST', '/api/admin/bookings/inventory-check', {
      token: admin.token,
      body: { hotel_id: h.hotelId, rooms: [{ type: 'Heritage Cottage', available: 3 }] },
    });
    expect(inventoryWarningsSchema.parse(await check.json()).warnings).toEqual([
      { hotel_id: h.hotelId, hotel_name: h.name, room_type: 'Heritage Cottage', available: 3, nights: [{ night: inDays(9), sold: 4 }] },
    ]);

    await kit.putHotel({ ...h, rooms: [{ ...h.rooms[0]!, available: 2 }], revision: 2 });
    const res = await kit.call('GET', `/api/admin/bookings/inventory-warnings?hotel_id=${h.hotelId}`, { token: admin.token });
    expect(inventoryWarningsSchema.parse(await res.json())).toEqual({
      hotel_id: h.hotelId,
      warnings: [
        {
          hotel_id: h.hotelId,
          hotel_name: h.name,
          room_type: 'Heritage Cottage',
          available: 2,
          nights: [
            { night: inDays(8), sold: 3 },
            { night: inDays(9), sold: 4 },
          ],
        },
      ],
    });
    expect(bookingSchema.parse(await (await kit.call('GET', `/api/bookings/${a}`, { token: guest.token })).json())).toMatchObject({
      status: 'pending',
      rooms: [{ type: 'Heritage Cottage', quantity: 3 }],
    });
    // Nothing more sells on those nights.
    const more = await kit.call('POST', '/api/bookings/create', { token: guest.token, body: bookingBody(h, { from: 8, nights: 1 }) });
    expect(more.status).toBe(409);
    // Every hotel's warnings include this one.
    const all = inventoryWarningsSchema.parse(await (await kit.call('GET', '/api/admin/bookings/inventory-warnings', { token: admin.token })).json());
    expect(all.warnings.map((w) => w.hotel_id)).toContain(h.hotelId);
  });
});

describe('GET /api/admin/dashboard/stats', () => {
  it('when auth and the catalog do not answer, then the booking figures still come, the others null and named', async () => {
    const res = await kit.call('GET', '/api/admin/dashboard/stats', { token: admin.token });
    expect(res.status).toBe(200);
    const stats = dashboardStatsSchema.parse(await res.json());
    const { rows } = await kit.service.deps.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
    expect(stats).toEqual({ total_users: null, total_bookings: rows[0]!.n, total_revenue: 0, active_hotels: null, unavailable: ['total_users', 'active_hotels'] });
  });
});
