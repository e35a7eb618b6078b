import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addDays, bookingCreatedResponseSchema, indiaToday, type HotelChanged } from '@suvarna/contracts';
import { CHECKOUT_ORIGIN, startBookingAndPayment, type BookingAndPayment } from '../testing';

const hotel: HotelChanged = {
  hotelId: 'h-before-event',
  name: 'Suvarna Lake Palace Udaipur',
  location: 'Udaipur',
  state: 'Rajasthan',
  status: 'active',
  contact: { phone: '+91 294 242 0000', email: 'udaipur@suvarnahotels.in', address: 'Lake Pichola, Udaipur 313001' },
  rooms: [{ type: 'Lake View Room', pricePaise: 1_800_000, capacity: 2, available: 6 }],
  revision: 1,
};

/**
 * The real booking and payment services with no event between them (each on a transport of its own, as
 * when the broker is down): a guest's checkout still opens, because payment reads the booking from booking.
 */
describe('a checkout for a booking whose booking.created never reached payment', () => {
  let pair: BookingAndPayment;

  beforeAll(async () => {
    pair = await startBookingAndPayment({
      adminDatabaseUrl: inject('adminDatabaseUrl'),
      redisUrl: inject('redisUrl'),
      hotels: [hotel],
      apiKey: 'sk_test_before_event',
      events: 'apart',
    });
  });

  afterAll(async () => {
    await pair?.close();
  });

  it("when a guest books and proceeds to payment, then the first call opens the session for booking's own total, and another guest cannot", async () => {
    const { issuer, booking, payment, stripe } = pair;
    const token = await issuer.sign({ sub: 'guest-before-event', role: 'guest', name: 'Asha Verma', email: 'asha@example.com' });
    const checkIn = addDays(indiaToday(), 12);
    const body = {
      hotel_id: hotel.hotelId,
      check_in: checkIn,
      check_out: addDays(checkIn, 2),
      rooms: [{ type: 'Lake View Room', quantity: 1 }],
      guest_info: { name: 'Asha Verma', email: 'asha@example.com', phone: '', address: '' },
      total_amount: 40_320,
    };
    const made = await vi.waitFor(
      async () => {
        const res = await fetch(`${booking.url}/api/bookings/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        // 404 until booking's copy of the catalog has loaded the hotel.
        expect(res.status).toBe(201);
        return bookingCreatedResponseSchema.parse(await res.json());
      },
      { timeout: 10_000, interval: 50 },
    );
    const open = (bearer: string) =>
      fetch(`${payment.url}/api/payments/create-checkout-session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ booking_id: made.booking_id, origin_url: CHECKOUT_ORIGIN }),
      });

    const intruder = await issuer.sign({ sub: 'someone-else', role: 'guest', name: 'Rohan Mehta' });
    expect((await open(intruder)).status).toBe(404);

    const res = await open(token);
    expect(res.status).toBe(200);
    const { session_id } = (await res.json()) as { session_id: string };
    const { rows } = await payment.deps.pool.query<{ total: number; status: string }>('SELECT total_paise AS total, status FROM bookings WHERE id = $1', [made.booking_id]);
    expect(rows).toEqual([{ total: 4_032_000, status: 'pending' }]);
    expect(await stripe.checkout.sessions.retrieve(session_id)).toMatchObject({ amount_total: 4_032_000, client_reference_id: made.booking_id });
  });
});
