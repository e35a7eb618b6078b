import type { Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addDays, bookingCreatedResponseSchema, indiaToday, type HotelChanged } from '@suvarna/contracts';
import { createMemoryTransport, startService, type RunningService, type Transport } from '@suvarna/platform';
import { createTestDatabase, startTestIssuer, type TestDatabase, type TestIssuer } from '@suvarna/platform/testing';
import { createBookingService, loadConfig as bookingConfig } from '@suvarna/booking-service';
import { createPaymentService, loadConfig as paymentConfig } from '@suvarna/payment-service';
import { newWebhookSecret, startStripeSandbox, type StripeSandbox } from '../stripe-sandbox/src';
import { startCatalogStandIn } from '../testing';

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
  let db: TestDatabase;
  let issuer: TestIssuer;
  let sandbox: StripeSandbox;
  let catalog: Server;
  let booking: RunningService;
  let payment: RunningService;
  const transports: Transport[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    issuer = await startTestIssuer();
    sandbox = await startStripeSandbox({ apiKeys: ['sk_test_before_event'] });
    const standIn = await startCatalogStandIn([hotel]);
    catalog = standIn.server;
    const env = { DATABASE_URL: db.url, REDIS_URL: inject('redisUrl') || undefined, AUTH_JWKS_URL: issuer.jwksUrl, LOG_LEVEL: 'silent' };
    const [bookingBus, paymentBus] = [createMemoryTransport(), createMemoryTransport()];
    transports.push(bookingBus, paymentBus);
    booking = await startService(createBookingService(), bookingConfig({ ...env, CATALOG_URL: standIn.url, INVENTORY_SYNC_MAX_DELAY_MS: '100' }), {
      port: 0,
      transport: bookingBus,
    });
    payment = await startService(
      createPaymentService(),
      paymentConfig({
        ...env,
        STRIPE_SECRET_KEY: 'sk_test_before_event',
        STRIPE_WEBHOOK_SECRET: newWebhookSecret(),
        STRIPE_API_BASE: sandbox.url,
        CORS_ORIGINS: 'http://localhost:8001',
        BOOKING_URL: booking.url,
      }),
      { port: 0, transport: paymentBus },
    );
  });

  afterAll(async () => {
    await payment?.close();
    await booking?.close();
    for (const t of transports) await t.close();
    catalog?.closeAllConnections();
    await new Promise((resolve) => catalog?.close(resolve));
    await sandbox?.close();
    await issuer?.close();
    await db?.drop();
  });

  it("when a guest books and proceeds to payment, then the first call opens the session for booking's own total, and another guest cannot", async () => {
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
        body: JSON.stringify({ booking_id: made.booking_id, origin_url: 'http://localhost:8001' }),
      });

    const intruder = await issuer.sign({ sub: 'someone-else', role: 'guest', name: 'Rohan Mehta' });
    expect((await open(intruder)).status).toBe(404);

    const res = await open(token);
    expect(res.status).toBe(200);
    const { session_id } = (await res.json()) as { session_id: string };
    const { rows } = await payment.deps.pool.query<{ total: number; status: string }>('SELECT total_paise AS total, status FROM bookings WHERE id = $1', [made.booking_id]);
    expect(rows).toEqual([{ total: 4_032_000, status: 'pending' }]);
    const base = new URL(sandbox.url);
    const stripe = new Stripe('sk_test_before_event', { host: base.hostname, port: Number(base.port), protocol: 'http' });
    expect(await stripe.checkout.sessions.retrieve(session_id)).toMatchObject({ amount_total: 4_032_000, client_reference_id: made.booking_id });
  });
});
