import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  bookingDateChangeRequestedSchema,
  bookingDatesChangedSchema,
  bookingSchema,
  changeDatesAnswerSchema,
  dateChangeMessages,
  type Booking,
} from '@suvarna/contracts';
import { PAYMENT_CONSUMER_GROUP } from '../src/entry-points/events/payment-events-consumer';
import { freePort } from '@suvarna/infra/testing';
import { bookingBody, inDays, startBooking, testHotel, type BookingUnderTest, type TestUser } from './booking-test-kit';

let kit: BookingUnderTest;
/** One room only: two stays on the same night cannot both have it. */
const lastRoom = testHotel({ rooms: [{ type: 'Riverside Room', pricePaise: 1_100_000, capacity: 2, available: 1 }] });
const roomy = testHotel();

/**
 * A stand-in for the payment service's POST /api/payments/create-checkout-session: it records each call and
 * answers as `answer` says (a session, or payment's 503 while it is down).
 */
interface PaymentStandIn {
  url: string;
  calls: { authorization: string | undefined; body: Record<string, unknown> }[];
  answer: 'session' | 'down';
  close(): Promise<void>;
}
let payments: PaymentStandIn;

async function paymentStandIn(): Promise<PaymentStandIn> {
  const port = await freePort();
  const readBody = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const standIn: PaymentStandIn = { url: `http://127.0.0.1:${port}`, calls: [], answer: 'session', close: async () => undefined };
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      standIn.calls.push({ authorization: req.headers.authorization, body });
      if (req.method !== 'POST' || req.url !== '/api/payments/create-checkout-session' || standIn.answer === 'down') {
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Payments are unavailable', code: 'payments_unavailable' }));
        return;
      }
      const sessionId = `cs_test_${String(body.date_change_id).slice(0, 8)}`;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: true, checkout_url: `http://127.0.0.1:12111/pay/${sessionId}`, session_id: sessionId, expires_at: new Date(Date.now() + 1_800_000).toISOString() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  standIn.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return standIn;
}

const ORIGIN = 'http://localhost:8001';

beforeAll(async () => {
  payments = await paymentStandIn();
  kit = await startBooking({ env: { PAYMENT_URL: payments.url, PAYMENT_CHECKOUT_TIMEOUT_MS: '2000' } });
  await kit.putHotel(lastRoom);
  await kit.putHotel(roomy);
});
afterAll(async () => {
  await kit?.close();
  await payments?.close();
});

async function book(guest: TestUser, hotel = roomy, from = 10, nights = 2): Promise<Booking> {
  const res = await kit.call('POST', '/api/bookings/create', { token: guest.token, body: bookingBody(hotel, { from, nights }) });
  expect(res.status).toBe(201);
  const { booking_id } = (await res.json()) as { booking_id: string };
  return read(guest, booking_id);
}
const read = async (user: TestUser, id: string) => bookingSchema.parse(await (await kit.call('GET', `/api/bookings/${id}`, { token: user.token })).json());
const change = (user: TestUser, id: string, from: number, nights: number, extra: Record<string, string> = {}) =>
  kit.call('POST', `/api/bookings/${id}/change-dates`, { token: user.token, body: { check_in: inDays(from), check_out: inDays(from + nights), ...extra } });
const payment = (type: string, b: Booking, data: Record<string, unknown>) =>
  kit.deliver(type, b.id, { bookingId: b.id, userId: b.id, sessionId: `cs_test_${Math.random().toString(36).slice(2)}`, ...data }, PAYMENT_CONSUMER_GROUP);
const pay = (b: Booking, amountPaise: number, dateChangeId?: string) =>
  payment('payment.paid', b, { paymentIntentId: `pi_${Math.random().toString(36).slice(2)}`, amountPaise, currency: 'INR', paidAt: new Date().toISOString(), ...(dateChangeId ? { dateChangeId } : {}) });
async function sold(hotel: typeof roomy, from: number, to: number): Promise<number[]> {
  const { rows } = await kit.service.deps.pool.query<{ night: string; sold: number }>(
    `SELECT night::text AS night, sold FROM room_nights WHERE hotel_id = $1 AND night >= $2::date AND night < $3::date ORDER BY night`,
    [hotel.hotelId, inDays(from), inDays(to)],
  );
  const byNight = new Map(rows.map((r) => [r.night, r.sold]));
  return Array.from({ length: to - from }, (_, i) => byNight.get(inDays(from + i)) ?? 0);
}
const events = async (type: string, id: string) => (await kit.outbox()).filter((e) => e.type === type && e.key === id).map((e) => e.data);

describe('POST /api/bookings/{id}/change-dates', () => {
  it('when an unpaid booking moves a night later, then it takes the new night, gives back the old one, reprices and says so in one go', async () => {
    const guest = await kit.user();
    const b = await book(guest, roomy, 40, 2);
    const res = await change(guest, b.id, 41, 3);
    expect(res.status).toBe(200);
    expect(changeDatesAnswerSchema.parse(await res.json())).toMatchObject({ status: 'changed', check_in: inDays(41), check_out: inDays(44), nights: 3, total_amount: 36_960, previous_total: 24_640, difference: 12_320, refund: 0 });
    expect(await sold(roomy, 40, 45)).toEqual([0, 1, 1, 1, 0]);
    const after = await read(guest, b.id);
    expect(after).toMatchObject({ checkIn: inDays(41), checkOut: inDays(44), nights: 3, totalAmount: 36_960, status: 'pending', payment_status: 'pending' });
    expect(after.statusHistory.at(-1)?.reason).toMatch(/^Dates changed from .* to /);
    const [moved] = await events('booking.dates-changed', b.id);
    expect(bookingDatesChangedSchema.parse(moved)).toMatchObject({ checkIn: inDays(41), totalPaise: 3_696_000, stayRevision: 1, previous: { checkIn: inDays(40), totalPaise: 2_464_000 }, differencePaise: 1_232_000, refundPaise: 0 });
  });

  it('when a paid booking moves to a shorter stay, then it moves at once and the difference is refunded under the policy', async () => {
    const guest = await kit.user();
    const b = await book(guest, roomy, 50, 3);
    await pay(b, 3_696_000);
    const res = await change(guest, b.id, 51, 1);
    expect(changeDatesAnswerSchema.parse(await res.json())).toMatchObject({ status: 'changed', total_amount: 12_320, difference: -24_640, refund: 24_640 });
    expect(await sold(roomy, 50, 53)).toEqual([0, 1, 0]);
    expect(bookingDatesChangedSchema.parse((await events('booking.dates-changed', b.id))[0])).toMatchObject({ refundPaise: 2_464_000, differencePaise: -2_464_000, paymentStatus: 'completed' });
  });

  it('when a paid booking moves to a dearer stay, then the new nights are held and the stay moves only once the difference is paid', async () => {
    const guest = await kit.user();
    const b = await book(guest, roomy, 60, 2);
    await pay(b, 2_464_000);
    const res = await change(guest, b.id, 61, 2);
    expect(res.status).toBe(200);
    const answer = changeDatesAnswerSchema.parse(await res.json());
    expect(answer).toMatchObject({ status: 'changed', difference: 0, refund: 0, total_amount: 24_640 });
    // Same length, same tariff: nothing to pay, so it moved at once.
    const longer = await change(guest, b.id, 61, 4);
    const held = changeDatesAnswerSchema.parse(await longer.json());
    expect(held).toMatchObject({ status: 'payment_required', check_in: inDays(61), check_out: inDays(65), total_amount: 49_280, previous_total: 24_640, difference: 24_640, date_change_id: expect.any(String) });
    // The old stay is kept and the nights it lacks are held: never held twice.
    expect(await sold(roomy, 60, 66)).toEqual([0, 1, 1, 1, 1, 0]);
    expect((await read(guest, b.id)).checkOut).toBe(inDays(63));
    // The booking page says what waits: the new stay, the difference and until when its nights are held.
    expect((await read(guest, b.id)).pending_date_change).toEqual({
      date_change_id: held.date_change_id,
      check_in: inDays(61),
      check_out: inDays(65),
      nights: 4,
      total_amount: 49_280,
      difference: 24_640,
      hold_expires_at: held.hold_expires_at,
    });
    expect(bookingDateChangeRequestedSchema.parse((await events('booking.date-change-requested', b.id))[0])).toMatchObject({ dateChangeId: held.date_change_id, differencePaise: 2_464_000 });
    // A second change while this one waits is refused.
    expect((await change(guest, b.id, 70, 1)).status).toBe(409);
    // A session for the difference does not move the booking's hold.
    await payment('payment.checkout-opened', b, { amountPaise: 2_464_000, expiresAt: new Date(Date.now() + 1_800_000).toISOString(), dateChangeId: held.date_change_id });
    await pay(b, 2_464_000, held.date_change_id!);
    expect(await read(guest, b.id)).toMatchObject({ checkIn: inDays(61), checkOut: inDays(65), totalAmount: 49_280, payment_status: 'completed', pending_date_change: null });
    expect(await sold(roomy, 60, 66)).toEqual([0, 1, 1, 1, 1, 0]);
    const moves = (await events('booking.dates-changed', b.id)).map((e) => bookingDatesChangedSchema.parse(e));
    expect(moves.at(-1)).toMatchObject({ dateChangeId: held.date_change_id, differencePaise: 2_464_000, refundPaise: 0, stayRevision: 2 });
  });

  it('when a paid stay moves to dearer dates, then the same call answers the Stripe Checkout of the difference, opened by payment for the guest', async () => {
    const guest = await kit.user();
    const b = await book(guest, roomy, 110, 2);
    await pay(b, 2_464_000);
    payments.calls.length = 0;
    const res = await change(guest, b.id, 110, 3, { origin_url: ORIGIN });
    expect(res.status).toBe(200);
    const held = changeDatesAnswerSchema.parse(await res.json());
    expect(held).toMatchObject({ status: 'payment_required', difference: 12_320, total_amount: 36_960, date_change_id: expect.any(String) });
    expect(held.checkout_url).toBe(`http://127.0.0.1:12111/pay/cs_test_${held.date_change_id!.slice(0, 8)}`);
    expect(held.session_id).toBe(`cs_test_${held.date_change_id!.slice(0, 8)}`);
    // Payment is asked with the guest's own token (it checks the owner), for this change, back to the guest's site.
    expect(payments.calls).toEqual([{ authorization: `Bearer ${guest.token}`, body: { booking_id: b.id, date_change_id: held.date_change_id, origin_url: ORIGIN } }]);
    expect(await sold(roomy, 110, 114)).toEqual([1, 1, 1, 0]);
    expect((await read(guest, b.id)).checkOut).toBe(inDays(112));

    // A lower total asks nothing of payment: it is refunded through booking.dates-changed.
    const other = await kit.user();
    const c = await book(other, roomy, 120, 3);
    await pay(c, 3_696_000);
    payments.calls.length = 0;
    const lower = changeDatesAnswerSchema.parse(await (await change(other, c.id, 120, 2, { origin_url: ORIGIN })).json());
    expect(lower).toMatchObject({ status: 'changed', refund: 12_320, checkout_url: null, date_change_id: null });
    expect(payments.calls).toEqual([]);
  });

  it('when payment cannot open the difference’s checkout, then the change still stands, its nights held, and the answer keeps the change to open it with', async () => {
    const guest = await kit.user();
    const b = await book(guest, roomy, 130, 1);
    await pay(b, 1_232_000);
    payments.answer = 'down';
    try {
      // The browser's Origin header stands in for origin_url.
      const res = await change(guest, b.id, 130, 2, {});
      const viaHeader = await kit.call('POST', `/api/bookings/${b.id}/change-dates`, { token: guest.token, body: { check_in: inDays(130), check_out: inDays(132) }, headers: { origin: ORIGIN } });
      expect(res.status).toBe(200);
      const held = changeDatesAnswerSchema.parse(await res.json());
      expect(held).toMatchObject({ status: 'payment_required', difference: 12_320, checkout_url: null, date_change_id: expect.any(String) });
      // The change is held already: the second call is refused, and was not sent to payment.
      expect(viaHeader.status).toBe(409);
      expect(await sold(roomy, 130, 133)).toEqual([1, 1, 0]);
    } finally {
      payments.answer = 'session';
    }
    const again = await kit.user();
    const c = await book(again, roomy, 140, 1);
    await pay(c, 1_232_000);
    payments.calls.length = 0;
    const res = await kit.call('POST', `/api/bookings/${c.id}/change-dates`, { token: again.token, body: { check_in: inDays(140), check_out: inDays(142) }, headers: { origin: ORIGIN } });
    expect(changeDatesAnswerSchema.parse(await res.json()).checkout_url).toMatch(/^http:\/\/127\.0\.0\.1:12111\/pay\/cs_test_/);
    expect(payments.calls.map((c) => c.body.origin_url)).toEqual([ORIGIN]);
  });

  it('when the difference is not paid (its session expired or was abandoned), then the held nights go back and the stay keeps its dates', async () => {
    const guest = await kit.user();
    const b = await book(guest, roomy, 80, 2);
    await pay(b, 2_464_000);
    const held = changeDatesAnswerSchema.parse(await (await change(guest, b.id, 80, 5)).json());
    expect(await sold(roomy, 80, 86)).toEqual([1, 1, 1, 1, 1, 0]);
    await payment('payment.expired', b, { expiredAt: new Date().toISOString(), dateChangeId: held.date_change_id });
    expect(await sold(roomy, 80, 86)).toEqual([1, 1, 0, 0, 0, 0]);
    expect(await read(guest, b.id)).toMatchObject({ checkIn: inDays(80), checkOut: inDays(82), status: 'pending', payment_status: 'completed', pending_date_change: null });
    expect(await events('booking.date-change-lapsed', b.id)).toEqual([expect.objectContaining({ dateChangeId: held.date_change_id })]);
    // A payment that still comes after the nights were given back moves the stay if they are still free.
    await pay(b, 3_696_000, held.date_change_id!);
    expect((await read(guest, b.id)).checkOut).toBe(inDays(85));
  });

  it('when the difference is paid after its nights were given back and someone took them, then the stay keeps its dates and the change lapses again, to be refunded', async () => {
    const [asha, ravi] = [await kit.user(), await kit.user('guest', 'Ravi Kumar')];
    const a = await book(asha, lastRoom, 100, 1);
    await pay(a, 1_232_000);
    const held = changeDatesAnswerSchema.parse(await (await change(asha, a.id, 100, 3)).json());
    expect(held.status).toBe('payment_required');
    await payment('payment.expired', a, { expiredAt: new Date().toISOString(), dateChangeId: held.date_change_id });
    expect(await sold(lastRoom, 100, 103)).toEqual([1, 0, 0]);
    await book(ravi, lastRoom, 102, 1);
    await pay(a, 2_464_000, held.date_change_id!);
    // The move was undone as a whole (the free night it had taken too): the stay and every night are as they were.
    expect(await read(asha, a.id)).toMatchObject({ checkIn: inDays(100), checkOut: inDays(101), payment_status: 'completed' });
    expect(await sold(lastRoom, 100, 103)).toEqual([1, 0, 1]);
    expect(await events('booking.dates-changed', a.id)).toEqual([]);
    expect(await events('booking.date-change-lapsed', a.id)).toEqual([
      expect.objectContaining({ dateChangeId: held.date_change_id }),
      expect.objectContaining({ dateChangeId: held.date_change_id, reason: expect.stringContaining('paid after the held nights had gone') }),
    ]);
  });

  it('when two guests move onto the last room’s night at once, then one wins and the other is refused with the nights that are short', async () => {
    const [asha, ravi] = [await kit.user(), await kit.user('guest', 'Ravi Kumar')];
    const a = await book(asha, lastRoom, 90, 1);
    const r = await book(ravi, lastRoom, 92, 1);
    const answers = await Promise.all([change(asha, a.id, 95, 1), change(ravi, r.id, 95, 1)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const refused = answers.find((x) => x.status === 409)!;
    expect(await refused.json()).toMatchObject({ code: 'rooms_unavailable', detail: expect.stringContaining('Riverside Room') });
    const free = availabilitySchema.parse(await (await kit.call('GET', `/api/bookings/availability?hotel_id=${lastRoom.hotelId}&check_in=${inDays(95)}&check_out=${inDays(96)}`)).json());
    expect(free.rooms[0]!.free).toBe(0);
    // The loser keeps its own night; the winner's old night is free again.
    expect(await sold(lastRoom, 90, 96)).toEqual([answers[0]!.status === 200 ? 0 : 1, 0, answers[0]!.status === 200 ? 1 : 0, 0, 0, 1]);
  });

  it('when the dates, the booking or the caller are wrong, then each is a 4xx with a detail', async () => {
    const guest = await kit.user();
    const other = await kit.user();
    const b = await book(guest, roomy, 100, 2);
    expect((await change(other, b.id, 101, 1)).status).toBe(404);
    expect((await change(guest, 'not-a-booking', 101, 1)).status).toBe(404);
    const same = await change(guest, b.id, 100, 2);
    expect(await same.json()).toMatchObject({ detail: dateChangeMessages.same });
    expect((await change(guest, b.id, -3, 2)).status).toBe(400);
    expect((await change(guest, b.id, 101, 31)).status).toBe(400);
    const bad = await kit.call('POST', `/api/bookings/${b.id}/change-dates`, { token: guest.token, body: { check_in: '2026-02-30', check_out: 7 } });
    expect(bad.status).toBe(400);
    expect((await kit.call('POST', `/api/bookings/${b.id}/change-dates`, { body: { check_in: inDays(101), check_out: inDays(102) } })).status).toBe(401);
    await kit.call('POST', `/api/bookings/${b.id}/cancel`, { token: guest.token });
    expect(await (await change(guest, b.id, 101, 1)).json()).toMatchObject({ detail: dateChangeMessages.notMovable });
  });
});
