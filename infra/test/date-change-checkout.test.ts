import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addDays, bookingSchema, changeDatesAnswerSchema, indiaToday, taxDocumentListSchema, type Booking, type HotelChanged } from '@suvarna/contracts';
import type { RunningService } from '@suvarna/platform';
import { CHECKOUT_ORIGIN as ORIGIN, startBookingAndPayment, type BookingAndPayment } from '../testing';

const API_KEY = 'sk_test_date_change';
const hotel: HotelChanged = {
  hotelId: 'h-date-change',
  name: 'Suvarna Imperial Delhi',
  location: 'New Delhi',
  state: 'Delhi',
  status: 'active',
  contact: { phone: '+91 11 2334 0000', email: 'delhi@suvarnahotels.in', address: 'Janpath Road, New Delhi 110001' },
  rooms: [{ type: 'Deluxe Room', pricePaise: 1_200_000, capacity: 2, available: 5 }],
  revision: 1,
};

/**
 * The real booking and payment services on one event bus and real Postgres, with the Stripe sandbox sending its
 * webhooks: a paid stay moved to other dates, through each of the difference's paths, as the guest's page calls them.
 */
describe('changing the dates of a paid stay, booking and payment together', () => {
  let pair: BookingAndPayment;
  let booking: RunningService;
  let payment: RunningService;

  beforeAll(async () => {
    pair = await startBookingAndPayment({
      adminDatabaseUrl: inject('adminDatabaseUrl'),
      redisUrl: inject('redisUrl'),
      hotels: [hotel],
      apiKey: API_KEY,
      transport: { redeliveryDelayMs: 20 },
      webhooks: true,
      delivery: { baseDelayMs: 50 },
      bookingEnv: { HOLD_MAX_BOOKINGS: '100' },
      paymentEnv: { STRIPE_EVENTS_POLL_SECONDS: '0' },
    });
    ({ booking, payment } = pair);
  });

  afterAll(async () => {
    await pair?.close();
  });

  let guests = 0;
  const guest = async () => {
    const id = `guest-${++guests}-${Date.now()}`;
    return pair.issuer.sign({ sub: id, role: 'guest', name: 'Asha Verma', email: `${id}@example.com` });
  };
  const call = (service: RunningService, method: string, path: string, token: string, body?: unknown) =>
    fetch(`${service.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const read = async (token: string, id: string): Promise<Booking> => bookingSchema.parse(await (await call(booking, 'GET', `/api/bookings/${id}`, token)).json());
  /** The guest's card on the sandbox's hosted page. */
  const payOnPage = async (checkoutUrl: string) => {
    const res = await fetch(checkoutUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'asha@example.com', cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Asha Verma' }).toString(),
    });
    expect(res.status).toBe(303);
  };
  const sold = async (from: string, to: string): Promise<number[]> => {
    const { rows } = await booking.deps.pool.query<{ night: string; sold: number }>(
      `SELECT night::text AS night, sold FROM room_nights WHERE hotel_id = $1 AND night >= $2::date AND night < $3::date`,
      [hotel.hotelId, from, to],
    );
    const byNight = new Map(rows.map((r) => [r.night, r.sold]));
    return Array.from({ length: Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) }, (_, i) => byNight.get(addDays(from, i)) ?? 0);
  };
  const documents = async (token: string, id: string) =>
    taxDocumentListSchema.parse(await (await call(payment, 'GET', `/api/payments/invoices/${id}`, token)).json()).documents.map((d) => [d.kind, d.total]);
  const changeDates = (token: string, id: string, checkIn: string, checkOut: string) =>
    call(booking, 'POST', `/api/bookings/${id}/change-dates`, token, { check_in: checkIn, check_out: checkOut, origin_url: ORIGIN });

  /** A two-night stay of one Deluxe Room (₹26,880), booked and paid on the hosted page. */
  async function paidStay(token: string, checkIn: string): Promise<Booking> {
    const made = await vi.waitFor(
      async () => {
        const res = await call(booking, 'POST', '/api/bookings/create', token, {
          hotel_id: hotel.hotelId,
          check_in: checkIn,
          check_out: addDays(checkIn, 2),
          rooms: [{ type: 'Deluxe Room', quantity: 1 }],
          guest_info: { name: 'Asha Verma', email: 'asha@example.com', phone: '', address: '' },
          total_amount: 26_880,
        });
        // 404 until booking's copy of the catalog has the hotel.
        expect(res.status).toBe(201);
        return (await res.json()) as { booking_id: string };
      },
      { timeout: 10_000, interval: 50 },
    );
    const session = await call(payment, 'POST', '/api/payments/create-checkout-session', token, { booking_id: made.booking_id, origin_url: ORIGIN });
    await payOnPage(((await session.json()) as { checkout_url: string }).checkout_url);
    await expect.poll(async () => (await read(token, made.booking_id)).payment_status, { timeout: 15_000 }).toBe('completed');
    await expect.poll(() => documents(token, made.booking_id), { timeout: 15_000 }).toEqual([['invoice', 26_880]]);
    return read(token, made.booking_id);
  }

  it('when the guest moves the stay a night on, then the one call answers the checkout of the difference, and paying it moves the stay and replaces the invoice', async () => {
    const token = await guest();
    const checkIn = addDays(indiaToday(), 20);
    const b = await paidStay(token, checkIn);
    const res = await changeDates(token, b.id, checkIn, addDays(checkIn, 3));
    expect(res.status).toBe(200);
    const answer = changeDatesAnswerSchema.parse(await res.json());
    expect(answer).toMatchObject({ status: 'payment_required', total_amount: 40_320, previous_total: 26_880, difference: 13_440, checkout_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//) });
    const session = await pair.stripe.checkout.sessions.retrieve(answer.session_id!);
    expect(session).toMatchObject({ amount_total: 1_344_000, url: answer.checkout_url, cancel_url: `${ORIGIN}/booking/${b.id}?change=cancelled`, metadata: { date_change_id: answer.date_change_id } });
    // The old stay is kept until the difference is paid; the new night is held meanwhile.
    expect(await read(token, b.id)).toMatchObject({ checkOut: addDays(checkIn, 2), totalAmount: 26_880 });
    expect(await sold(checkIn, addDays(checkIn, 4))).toEqual([1, 1, 1, 0]);
    // The page's fallback (opening the change's checkout itself) hands back the same session.
    const again = await call(payment, 'POST', '/api/payments/create-checkout-session', token, { booking_id: b.id, origin_url: ORIGIN, date_change_id: answer.date_change_id });
    expect(((await again.json()) as { session_id: string }).session_id).toBe(answer.session_id);

    await payOnPage(answer.checkout_url!);
    await expect.poll(async () => (await read(token, b.id)).checkOut, { timeout: 15_000 }).toBe(addDays(checkIn, 3));
    expect(await read(token, b.id)).toMatchObject({ checkIn, nights: 3, totalAmount: 40_320, payment_status: 'completed' });
    expect(await sold(checkIn, addDays(checkIn, 4))).toEqual([1, 1, 1, 0]);
    await expect
      .poll(() => documents(token, b.id), { timeout: 15_000 })
      .toEqual([
        ['invoice', 26_880],
        ['credit_note', 26_880],
        ['invoice', 40_320],
      ]);
  });

  it('when the guest moves the stay to one night, then it moves at once, the difference is refunded through Stripe and the invoice is replaced', async () => {
    const token = await guest();
    const checkIn = addDays(indiaToday(), 24);
    const b = await paidStay(token, checkIn);
    const answer = changeDatesAnswerSchema.parse(await (await changeDates(token, b.id, addDays(checkIn, 1), addDays(checkIn, 2))).json());
    expect(answer).toMatchObject({ status: 'changed', total_amount: 13_440, difference: -13_440, refund: 13_440, checkout_url: null, date_change_id: null });
    expect(await read(token, b.id)).toMatchObject({ checkIn: addDays(checkIn, 1), nights: 1, totalAmount: 13_440 });
    expect(await sold(checkIn, addDays(checkIn, 2))).toEqual([0, 1]);
    const paymentIntent = await vi.waitFor(
      async () => {
        const { rows } = await payment.deps.pool.query<{ pi: string; refunded: number }>('SELECT payment_intent_id AS pi, refunded_paise::int AS refunded FROM payments WHERE booking_id = $1', [b.id]);
        expect(rows[0]?.refunded).toBe(1_344_000);
        return rows[0]!.pi;
      },
      { timeout: 15_000, interval: 50 },
    );
    // Stripe's own record: the card's charge is refunded by the difference, not in full.
    const intent = await pair.stripe.paymentIntents.retrieve(paymentIntent, { expand: ['latest_charge'] });
    expect(intent.latest_charge).toMatchObject({ amount: 2_688_000, amount_refunded: 1_344_000, refunded: false });
    await expect
      .poll(() => documents(token, b.id), { timeout: 15_000 })
      .toEqual([
        ['invoice', 26_880],
        ['credit_note', 26_880],
        ['invoice', 13_440],
      ]);
  });

  it('when the guest leaves the difference’s checkout by its cancel link, then the held nights go back at once and the stay keeps its dates, unpaid', async () => {
    const token = await guest();
    const checkIn = addDays(indiaToday(), 28);
    const b = await paidStay(token, checkIn);
    const answer = changeDatesAnswerSchema.parse(await (await changeDates(token, b.id, checkIn, addDays(checkIn, 4))).json());
    expect(answer).toMatchObject({ status: 'payment_required', difference: 26_880, checkout_url: expect.any(String) });
    expect(await sold(checkIn, addDays(checkIn, 5))).toEqual([1, 1, 1, 1, 0]);
    // What the booking page does when the cancel link brings the guest back.
    const left = await call(payment, 'POST', '/api/payments/abandon-checkout', token, { booking_id: b.id });
    expect(await left.json()).toEqual({ success: true, status: 'expired' });
    await expect.poll(() => sold(checkIn, addDays(checkIn, 5)), { timeout: 15_000 }).toEqual([1, 1, 0, 0, 0]);
    const after = await read(token, b.id);
    expect(after).toMatchObject({ checkIn, checkOut: addDays(checkIn, 2), totalAmount: 26_880, payment_status: 'completed' });
    expect(after.statusHistory.at(-1)?.reason).toMatch(/^Change to .* not made: the difference was not paid/);
    expect(await documents(token, b.id)).toEqual([['invoice', 26_880]]);
    // The stay can be moved again at once, and the page that was left cannot be paid any more.
    expect((await pair.stripe.checkout.sessions.retrieve(answer.session_id!)).status).toBe('expired');
    const next = changeDatesAnswerSchema.parse(await (await changeDates(token, b.id, checkIn, addDays(checkIn, 3))).json());
    expect(next).toMatchObject({ status: 'payment_required', difference: 13_440, checkout_url: expect.any(String) });
    expect(next.session_id).not.toBe(answer.session_id);
  });
});
