import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingCreatedResponseSchema,
  bookingCreatedSchema,
  bookingMessages,
  bookingSchema,
  CONFIRMATION_CODE_PATTERN,
  gstinMessages,
  type HotelChanged,
} from '@suvarna/contracts';
import { bookingBody, inDays, startBooking, testHotel, type BookingUnderTest, type TestUser } from './booking-test-kit';

let kit: BookingUnderTest;
let guest: TestUser;
let hotel: HotelChanged;

beforeAll(async () => {
  kit = await startBooking();
  guest = await kit.user('guest', 'Asha Verma');
  hotel = testHotel();
  await kit.putHotel(hotel);
});
afterAll(async () => {
  await kit?.close();
});

const create = (body: unknown, options: { token?: string; key?: string } = {}) =>
  kit.call('POST', '/api/bookings/create', {
    token: options.token ?? guest.token,
    body,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });

async function expectProblem(res: Response, status: number, detail: string | RegExp) {
  const body = (await res.json()) as { detail: string; code: string };
  expect({ status: res.status, detail: body.detail }).toEqual({ status, detail: typeof detail === 'string' ? detail : expect.stringMatching(detail) });
  expect(body.code).toEqual(expect.any(String));
}

describe('POST /api/bookings/create', () => {
  it('when a guest books two nights, then the server prices it, answers the booking and publishes booking.created in paise', async () => {
    const body = bookingBody(hotel, { from: 5, nights: 2, quantity: 2 });
    const res = await create(body);
    expect(res.status).toBe(201);
    const created = bookingCreatedResponseSchema.parse(await res.json());
    // 2 rooms × ₹11,000 × 2 nights = ₹44,000; × 1.12 = ₹49,280.
    expect(created).toEqual({ booking_id: expect.any(String), confirmation_code: expect.stringMatching(CONFIRMATION_CODE_PATTERN), status: 'pending', payment_status: 'pending', total_amount: 49_280 });

    const read = bookingSchema.parse(await (await kit.call('GET', `/api/bookings/${created.booking_id}`, { token: guest.token })).json());
    expect(read).toMatchObject({
      id: created.booking_id,
      _id: created.booking_id,
      confirmation_code: created.confirmation_code,
      hotel: { id: hotel.hotelId, name: hotel.name, location: 'Rishikesh', state: 'Uttarakhand', address: hotel.contact.address, phone: hotel.contact.phone },
      hotelName: hotel.name,
      checkIn: inDays(5),
      checkOut: inDays(7),
      nights: 2,
      guests: 2,
      rooms: [{ type: 'Riverside Room', quantity: 2, price: 11_000, amount: 44_000 }],
      guestInfo: { name: 'Asha Verma', email: 'asha.verma@example.com', phone: '+91 98765 43210', address: '' },
      specialRequests: 'A quiet room, please.',
      roomTotal: 44_000,
      taxes: 5_280,
      totalAmount: 49_280,
      currency: 'INR',
      statusHistory: [{ status: 'pending', by_name: 'Asha Verma', by_role: 'guest', reason: 'Booked online', at: read.createdAt }],
    });

    const event = (await kit.outbox()).find((e) => e.key === created.booking_id);
    expect(event?.type).toBe('booking.created');
    expect(bookingCreatedSchema.parse(event?.data)).toMatchObject({
      bookingId: created.booking_id,
      confirmationCode: created.confirmation_code,
      userId: guest.id,
      hotelId: hotel.hotelId,
      nights: 2,
      rooms: [{ type: 'Riverside Room', quantity: 2, pricePaise: 1_100_000 }],
      roomTotalPaise: 4_400_000,
      taxesPaise: 528_000,
      totalPaise: 4_928_000,
      guestEmail: 'asha.verma@example.com',
      status: 'pending',
      paymentStatus: 'pending',
    });

    const { rows } = await kit.service.deps.pool.query<{ night: string; sold: number }>(
      `SELECT night::text AS night, sold FROM room_nights WHERE hotel_id = $1 AND room_type = 'Riverside Room' ORDER BY night`,
      [hotel.hotelId],
    );
    expect(rows).toEqual([
      { night: inDays(5), sold: 2 },
      { night: inDays(6), sold: 2 },
    ]);
  });

  it('when a business guest gives a company and GSTIN, then it is kept for the invoice and carried with the hotel’s state; a mistyped GSTIN is refused', async () => {
    const mistyped = await create({ ...bookingBody(hotel, { from: 20 }), company: { name: 'Acme Traders Pvt Ltd', gstin: '27AAPFU0939F1ZW' } });
    await expectProblem(mistyped, 400, gstinMessages.check);
    const res = await create({ ...bookingBody(hotel, { from: 20 }), company: { name: 'Acme Traders Pvt Ltd', gstin: '27aapfu0939f1zv' } });
    expect(res.status).toBe(201);
    const { booking_id } = bookingCreatedResponseSchema.parse(await res.json());
    const read = bookingSchema.parse(await (await kit.call('GET', `/api/bookings/${booking_id}`, { token: guest.token })).json());
    expect(read.company).toEqual({ name: 'Acme Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' });
    const event = bookingCreatedSchema.parse((await kit.outbox()).find((e) => e.key === booking_id)?.data);
    expect(event).toMatchObject({ company: { name: 'Acme Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' }, hotelState: 'Uttarakhand', hotelAddress: hotel.contact.address });
    const plain = bookingCreatedResponseSchema.parse(await (await create(bookingBody(hotel, { from: 22 }))).json());
    expect(bookingSchema.parse(await (await kit.call('GET', `/api/bookings/${plain.booking_id}`, { token: guest.token })).json()).company).toBeNull();
  });

  it('when no token comes with the request, then it is refused with 401', async () => {
    const res = await kit.call('POST', '/api/bookings/create', { body: bookingBody(hotel) });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ detail: expect.any(String) });
  });

  it('when several things are wrong, then each is reported in the order of the booking page and the issue, one fix at a time', async () => {
    const inactive = testHotel({ status: 'inactive', rooms: [{ type: 'Garden Room', pricePaise: 1_000_000, capacity: 2, available: 3 }] });
    await kit.putHotel(inactive);
    const steps: [string, (b: Record<string, unknown>) => Record<string, unknown>, number, string | RegExp][] = [
      ['dates missing', (b) => b, 400, bookingMessages.datesRequired],
      ['dates not real', (b) => ({ ...b, check_in: '2026-02-30', check_out: inDays(1) }), 400, bookingMessages.invalidDate],
      ['check-out not after check-in', (b) => ({ ...b, check_in: inDays(3), check_out: inDays(3) }), 400, bookingMessages.checkOutAfterCheckIn],
      ['check-in in the past', (b) => ({ ...b, check_in: inDays(-1), check_out: inDays(40) }), 400, bookingMessages.checkInInPast],
      ['no room chosen', (b) => ({ ...b, check_in: inDays(3) }), 400, bookingMessages.roomRequired],
      ['guest blank', (b) => ({ ...b, rooms: [{ type: 'Penthouse', quantity: 1 }, { type: 'Garden Room', quantity: 0 }] }), 400, bookingMessages.guestRequired],
      // The stay's length sizes the work, so the 30-night limit is checked with the form, as the booking page does.
      ['more than 30 nights', (b) => ({ ...b, guest_info: { name: 'Asha', email: 'asha-at-example' } }), 400, bookingMessages.tooManyNights],
      ['guest e-mail not an address', (b) => ({ ...b, check_out: inDays(33) }), 400, bookingMessages.invalidEmail],
      ['unknown hotel', (b) => ({ ...b, guest_info: { name: 'Asha', email: 'asha@example.com' } }), 404, 'Hotel not found'],
      ['unknown room type', (b) => ({ ...b, hotel_id: inactive.hotelId }), 400, `${inactive.name} has no room type "Penthouse"`],
      ['more rooms than are free', (b) => ({ ...b, rooms: [{ type: 'Garden Room', quantity: 4 }] }), 409, /^Only 3 Garden Room are free on every night of your stay \(you asked for 4\); not enough on /],
      ['hotel not open for bookings', (b) => ({ ...b, rooms: [{ type: 'Garden Room', quantity: 1 }] }), 409, `${inactive.name} is not taking bookings at the moment.`],
    ];
    let body: Record<string, unknown> = { hotel_id: 'no-such-hotel', rooms: [], guest_info: { name: ' ', email: '' }, total_amount: 1 };
    for (const [name, fix, status, detail] of steps) {
      body = fix(body);
      const res = await create(body);
      await expectProblem(res, status, detail).catch((err: Error) => {
        throw new Error(`${name}: ${err.message}`);
      });
    }
    // Open the hotel: the total comes next.
    await kit.putHotel({ ...inactive, status: 'active', revision: 2 });
    // 30 nights × ₹10,000 = ₹3,00,000; × 1.12 = ₹3,36,000.
    await expectProblem(await create(body), 409, 'The total for this stay is ₹3,36,000 (rooms ₹3,00,000 + taxes and fees ₹36,000). Please review the price and book again.');
    const res = await create({ ...body, total_amount: 336_000 });
    expect(res.status).toBe(201);
  });

  it('when a stay runs to 9999-12-31, then it is refused with the 30-night rule before any room is taken', async () => {
    const body = bookingBody(hotel, { from: 70, nights: 1 });
    await expectProblem(await create({ ...body, check_out: '9999-12-31' }), 400, bookingMessages.tooManyNights);
    // And the ordinary stay books at once.
    expect((await create(body)).status).toBe(201);
  });

  it('when the total differs by a rupee, then nothing is booked and the rooms stay free', async () => {
    const body = bookingBody(hotel, { from: 60, nights: 1 });
    const res = await create({ ...body, total_amount: body.total_amount + 1 });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'total_mismatch', detail: expect.stringContaining('₹12,320') });
    const { rowCount } = await kit.service.deps.pool.query('SELECT 1 FROM room_nights WHERE hotel_id = $1 AND night = $2 AND sold > 0', [hotel.hotelId, inDays(60)]);
    expect(rowCount).toBe(0);
  });

  it('when a pre-opening hotel is asked for, then it cannot be booked', async () => {
    const soon = testHotel({ status: 'pre-opening' });
    await kit.putHotel(soon);
    await expectProblem(await create(bookingBody(soon)), 409, `${soon.name} has not opened yet; bookings open closer to launch.`);
  });

  it('when the body has wrong types or hostile text, then each is a 4xx with a detail and nothing is stored', async () => {
    const before = (await kit.service.deps.pool.query('SELECT count(*)::int AS n FROM bookings')).rows[0].n as number;
    const valid = bookingBody(hotel, { from: 70 });
    const cases: [unknown, number][] = [
      [{ ...valid, total_amount: '12320' }, 400],
      [{ ...valid, rooms: 'Riverside Room' }, 400],
      [{ ...valid, rooms: [{ type: 'Riverside Room', quantity: -1 }] }, 400],
      [{ ...valid, rooms: [{ type: 'Riverside Room', quantity: 1.5 }] }, 400],
      [{ ...valid, rooms: [{ type: 'Riverside Room', quantity: 1 }, { type: 'Riverside Room', quantity: 1 }] }, 400],
      [{ ...valid, check_in: 20261124 }, 400],
      [{ ...valid, hotel_id: { $ne: '' } }, 400],
      [{ ...valid, special_requests: 'x'.repeat(1_001) }, 400],
      [{ ...valid, special_requests: 'x'.repeat(100 * 1024) }, 413],
      [{ ...valid, guest_info: { ...valid.guest_info, name: 'Asha\u0000Verma' } }, 400],
      [[valid], 400],
      [null, 400],
    ];
    for (const [body, status] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(await res.json()).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
    }
    const malformed = await kit.call('POST', '/api/bookings/create', { token: guest.token, rawBody: '{"hotel_id": ' });
    expect(malformed.status).toBe(400);
    const plain = await fetch(`${kit.service.url}/api/bookings/create`, { method: 'POST', headers: { authorization: `Bearer ${guest.token}`, 'content-type': 'text/plain' }, body: 'hello' });
    expect(plain.status).toBe(415);
    const after = (await kit.service.deps.pool.query('SELECT count(*)::int AS n FROM bookings')).rows[0].n as number;
    expect(after).toBe(before);
  });
});

describe('Idempotency-Key', () => {
  const count = async (userId: string) => (await kit.service.deps.pool.query('SELECT count(*)::int AS n FROM bookings WHERE user_id = $1', [userId])).rows[0].n as number;

  it('when the same request is sent twice with the same key, then the same booking comes back and only one is made', async () => {
    const user = await kit.user();
    const body = bookingBody(hotel, { from: 80 });
    const first = await create(body, { token: user.token, key: 'form-1f0c7a' });
    const second = await create(body, { token: user.token, key: 'form-1f0c7a' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await count(user.id)).toBe(1);
  });

  it('when a double submit arrives at the same moment, then one booking is made and both answers name it', async () => {
    const user = await kit.user();
    const body = bookingBody(hotel, { from: 100 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(body, { token: user.token, key: 'double-click' })));
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { booking_id: string }).booking_id));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    expect(await count(user.id)).toBe(1);
    const { rows } = await kit.service.deps.pool.query('SELECT sold FROM room_nights WHERE hotel_id = $1 AND night = $2', [hotel.hotelId, inDays(100)]);
    expect(rows).toEqual([{ sold: 1 }]);
  });

  it('when the key is reused for a different request, then it is refused with a detail and nothing is booked', async () => {
    const user = await kit.user();
    await create(bookingBody(hotel, { from: 82 }), { token: user.token, key: 'reused-key' });
    const res = await create(bookingBody(hotel, { from: 83 }), { token: user.token, key: 'reused-key' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'idempotency_key_reused', detail: expect.stringContaining('already used') });
    expect(await count(user.id)).toBe(1);
  });

  it('when another guest happens to send the same key, then each gets a booking of their own', async () => {
    const [a, b] = await Promise.all([kit.user(), kit.user()]);
    const body = bookingBody(hotel, { from: 84 });
    const ra = (await (await create(body, { token: a.token, key: 'shared-key' })).json()) as { booking_id: string };
    const rb = (await (await create(body, { token: b.token, key: 'shared-key' })).json()) as { booking_id: string };
    expect(ra.booking_id).not.toBe(rb.booking_id);
  });

  it('when the key is not a usable token, then the request is refused', async () => {
    const res = await create(bookingBody(hotel), { key: 'has spaces in it' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_idempotency_key' });
  });
});
