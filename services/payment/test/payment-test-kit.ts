import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { inject } from 'vitest';
import Stripe from 'stripe';
import { addDays, indiaToday, type BookingCreated, type BookingStatus, type EventEnvelope } from '@suvarna/contracts';
import { createMemoryTransport, startService, type RunningService, type Transport } from '@suvarna/platform';
import { createTestDatabase, startTestIssuer, type TestDatabase, type TestIssuer } from '@suvarna/platform/testing';
import { freePort } from '@suvarna/infra/testing';
import { startStripeSandbox, type StripeSandbox } from '@suvarna/infra/stripe-sandbox';
import { loadConfig, type PaymentConfig } from '../src/config';
import { createPaymentService } from '../src/service';

export const ORIGIN = 'http://localhost:8001';
const API_KEY = 'sk_test_payment_component_tests';
export const WEBHOOK_SECRET = 'whsec_payment_component_tests';

export interface Guest {
  id: string;
  token: string;
}

/**
 * A stand-in for the booking service's internal read (GET /internal/bookings/{id}, the booking as its
 * booking.created carries it, for its own guest only); it can be stopped and started again on its port.
 */
export interface BookingStandIn {
  url: string;
  /** Bookings the booking service holds, by id. */
  bookings: Map<string, BookingCreated>;
  /** The tokens each read came with, oldest first. */
  reads: { bookingId: string; token: string | undefined }[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface PaymentUnderTest {
  service: RunningService<PaymentConfig>;
  bookingService: BookingStandIn;
  sandbox: StripeSandbox;
  /** The SDK against the sandbox, as a test's own view of "Stripe". */
  stripe: Stripe;
  transport: Transport;
  db: TestDatabase;
  issuer: TestIssuer;
  guest(): Promise<Guest>;
  call(method: string, path: string, options?: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<Response>;
  /** A booking of the guest as the booking service makes it, known to the booking service's stand-in; no event is sent. */
  bookingMade(owner: Guest, overrides?: Partial<BookingCreated>): BookingCreated;
  /** Sends booking.created as the booking service would, and waits until payment has learnt it (unless told not to wait). */
  bookingCreated(owner: Guest, overrides?: Partial<BookingCreated>, options?: { wait?: boolean }): Promise<BookingCreated>;
  /** Sends booking.created for a booking already made, and waits until payment has handled it. */
  deliverCreated(booking: BookingCreated): Promise<void>;
  bookingStatusChanged(booking: BookingCreated, status: BookingStatus, reason?: string): Promise<void>;
  /** Events payment wrote to its outbox, oldest first. */
  outbox(type?: string): Promise<{ type: string; key: string; data: Record<string, unknown> }[]>;
  /** Posts the hosted checkout page's form, as a guest's browser does. */
  pay(checkoutUrl: string, cardNumber?: string): Promise<Response>;
  /** A webhook body and header signed with the endpoint's secret, at a given time. */
  signed(event: object, options?: { secret?: string; timestamp?: number }): { body: string; signature: string };
  until<T>(read: () => Promise<T | undefined | false>, ms?: number): Promise<T>;
  close(): Promise<void>;
}

let guests = 0;

/** The payment service on its own database, with the Stripe sandbox sending it webhooks and a stand-in token issuer. */
export async function startPayment(options: { webhooks?: boolean; env?: Record<string, string> } = {}): Promise<PaymentUnderTest> {
  const db = await createTestDatabase(inject('adminDatabaseUrl'));
  const issuer = await startTestIssuer();
  const sandbox = await startStripeSandbox({ apiKeys: [API_KEY], delivery: { baseDelayMs: 50 } });
  const transport = createMemoryTransport({ redeliveryDelayMs: 20 });
  const bookingService = await bookingStandIn();
  await bookingService.start();
  const config = loadConfig({
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl') || undefined,
    AUTH_JWKS_URL: issuer.jwksUrl,
    LOG_LEVEL: 'silent',
    STRIPE_SECRET_KEY: API_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: sandbox.url,
    CORS_ORIGINS: ORIGIN,
    BOOKING_URL: bookingService.url,
    BOOKING_READ_TIMEOUT_MS: '1000',
    STRIPE_EVENTS_POLL_SECONDS: '0',
    ...options.env,
  });
  const service = await startService(createPaymentService(), config, { port: 0, transport });
  if (options.webhooks !== false) sandbox.addWebhookEndpoint({ url: `${service.url}/api/payments/webhook`, secret: WEBHOOK_SECRET });
  const base = new URL(sandbox.url);
  const stripe = new Stripe(API_KEY, { host: base.hostname, port: Number(base.port), protocol: 'http' });

  const until = async <T>(read: () => Promise<T | undefined | false>, ms = 8000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (v !== undefined && v !== false) return v;
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const send = async (type: string, key: string, data: Record<string, unknown>) => {
    const envelope: EventEnvelope = { id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), key, correlationId: randomUUID(), data };
    await transport.send({ topic: type.split('.')[0]!, key, value: JSON.stringify(envelope) });
    return envelope.id;
  };
  const handled = async (eventId: string) =>
    (await service.deps.pool.query('SELECT 1 FROM processed_events WHERE event_id = $1', [eventId])).rowCount ? true : undefined;
  const knownStatus = async (id: string) =>
    (await service.deps.pool.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id])).rows[0]?.status;

  const kit: PaymentUnderTest = {
    service,
    bookingService,
    sandbox,
    stripe,
    transport,
    db,
    issuer,
    async guest() {
      const id = `user-${++guests}-${Date.now()}`;
      return { id, token: await issuer.sign({ sub: id, role: 'guest', name: 'Asha Verma', email: `${id}@example.com` }) };
    },
    call: (method, path, { token, body, rawBody, headers = {} } = {}) =>
      fetch(`${service.url}${path}`, {
        method,
        headers: {
          ...(body !== undefined || rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      }),
    bookingMade(owner, overrides = {}) {
      const checkIn = addDays(indiaToday(), 10);
      const booking: BookingCreated = {
        bookingId: randomUUID(),
        confirmationCode: 'SUV-ABCD-EFGH',
        userId: owner.id,
        hotelId: '1',
        hotelName: 'Suvarna Grand New Delhi',
        hotelLocation: 'New Delhi',
        checkIn,
        checkOut: addDays(checkIn, 2),
        nights: 2,
        guests: 2,
        rooms: [
          { type: 'Deluxe Room', quantity: 2, pricePaise: 1_200_000 },
          { type: 'Presidential Suite', quantity: 1, pricePaise: 4_500_000 },
        ],
        roomTotalPaise: 13_800_000,
        taxesPaise: 1_656_000,
        totalPaise: 15_456_000,
        currency: 'INR',
        guestName: 'Asha Verma',
        guestEmail: 'asha@example.com',
        status: 'pending',
        paymentStatus: 'pending',
        createdAt: new Date().toISOString(),
        ...overrides,
      };
      bookingService.bookings.set(booking.bookingId, booking);
      return booking;
    },
    async bookingCreated(owner, overrides = {}, { wait = true } = {}) {
      const booking = kit.bookingMade(owner, overrides);
      await send('booking.created', booking.bookingId, booking as unknown as Record<string, unknown>);
      if (wait) await until(() => knownStatus(booking.bookingId));
      return booking;
    },
    async deliverCreated(booking) {
      const eventId = await send('booking.created', booking.bookingId, booking as unknown as Record<string, unknown>);
      await until(() => handled(eventId));
    },
    async bookingStatusChanged(booking, status, reason = null as unknown as string) {
      await send('booking.status-changed', booking.bookingId, {
        ...booking,
        createdAt: undefined,
        status,
        paymentStatus: booking.paymentStatus,
        from: booking.status,
        changedBy: null,
        reason: reason ?? null,
        changedAt: new Date().toISOString(),
      });
      await until(async () => (await knownStatus(booking.bookingId)) === status);
    },
    outbox: async (type) =>
      (
        await service.deps.pool.query<{ type: string; key: string; data: Record<string, unknown> }>(
          `SELECT envelope->>'type' AS type, key, envelope->'data' AS data FROM outbox ORDER BY id`,
        )
      ).rows.filter((r) => !type || r.type === type),
    pay: (checkoutUrl, cardNumber = '4242 4242 4242 4242') =>
      fetch(checkoutUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'asha@example.com', cardNumber, cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Asha Verma' }).toString(),
      }),
    signed(event, { secret = WEBHOOK_SECRET, timestamp } = {}) {
      const body = JSON.stringify(event, null, 2);
      return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }) };
    },
    until,
    async close() {
      await service.close();
      await bookingService.stop();
      await sandbox.close();
      await transport.close();
      await issuer.close();
      await db.drop();
    },
  };
  return kit;
}

/** The subject of a token, read without checking it: the stand-in trusts the payment service's own check. */
function subjectOf(token: string | undefined): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return typeof claims === 'object' && claims !== null && 'sub' in claims && typeof claims.sub === 'string' ? claims.sub : undefined;
}

async function bookingStandIn(): Promise<BookingStandIn> {
  const port = await freePort();
  let server: Server | undefined;
  const standIn: BookingStandIn = {
    url: `http://127.0.0.1:${port}`,
    bookings: new Map(),
    reads: [],
    async start() {
      const s = createServer((req, res) => {
        const id = /^\/internal\/bookings\/([^/?]+)$/.exec(req.url ?? '')?.[1];
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        if (id) standIn.reads.push({ bookingId: decodeURIComponent(id), token });
        const booking = id ? standIn.bookings.get(decodeURIComponent(id)) : undefined;
        if (booking && booking.userId === subjectOf(token)) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(booking));
        else res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Booking not found', code: 'booking_not_found' }));
      });
      await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve));
      server = s;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (!s) return;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  return standIn;
}
