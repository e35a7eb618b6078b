import type { Server } from 'node:http';
import Stripe from 'stripe';
import type { HotelChanged } from '@suvarna/contracts';
import { createMemoryTransport, startService, type RunningService, type Transport } from '@suvarna/platform';
import { createTestDatabase, startTestIssuer, type TestIssuer } from '@suvarna/platform/testing';
import { createBookingService, loadConfig as bookingConfig } from '@suvarna/booking-service';
import { createPaymentService, loadConfig as paymentConfig } from '@suvarna/payment-service';
import { newWebhookSecret, startStripeSandbox, type StripeSandbox, type StripeSandboxOptions } from '../stripe-sandbox/src';
import { startCatalogStandIn } from './catalog-stand-in';
import { freePort } from './free-port';

export interface BookingAndPaymentOptions {
  /** The database server the pair gets a fresh database on (inject('adminDatabaseUrl')). */
  adminDatabaseUrl: string;
  /** inject('redisUrl'): '' for the in-process stand-in. */
  redisUrl: string;
  /** The catalog's hotels, as booking's first inventory snapshot reads them. */
  hotels: HotelChanged[];
  /** The Stripe secret key payment uses and the sandbox accepts. */
  apiKey: string;
  /** 'shared' (the default): one in-memory event bus between the two; 'apart': one each, as when the broker is down. */
  events?: 'shared' | 'apart';
  /** Options of the in-memory bus (or of both buses apart). */
  transport?: Parameters<typeof createMemoryTransport>[0];
  /** Whether the sandbox sends its webhooks to payment (default false). */
  webhooks?: boolean;
  /** Options of the sandbox's webhook delivery. */
  delivery?: StripeSandboxOptions['delivery'];
  /** Variables for booking and for payment besides those the pair sets. */
  bookingEnv?: Record<string, string>;
  paymentEnv?: Record<string, string>;
}

/** The real booking and payment services on a fresh database, with a token issuer, a catalog stand-in and the Stripe sandbox. */
export interface BookingAndPayment {
  issuer: TestIssuer;
  sandbox: StripeSandbox;
  /** A Stripe client of the sandbox, with the pair's key. */
  stripe: Stripe;
  booking: RunningService;
  payment: RunningService;
  close(): Promise<void>;
}

/** The site's origin as payment knows it (CORS_ORIGINS): where Checkout returns the guest. */
export const CHECKOUT_ORIGIN = 'http://localhost:8001';

/**
 * Starts booking and payment as the site runs them, each reaching the other over HTTP (payment reads a booking
 * from booking; booking opens a change of dates' checkout at payment), on one event bus or apart. What was
 * started is stopped again when a later part fails.
 */
export async function startBookingAndPayment(options: BookingAndPaymentOptions): Promise<BookingAndPayment> {
  const stops: (() => Promise<unknown> | void)[] = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const db = await createTestDatabase(options.adminDatabaseUrl);
    stops.push(() => db.drop());
    const issuer = await startTestIssuer();
    stops.push(() => issuer.close());
    const sandbox = await startStripeSandbox({ apiKeys: [options.apiKey], ...(options.delivery && { delivery: options.delivery }) });
    stops.push(() => sandbox.close());
    const catalog = await startCatalogStandIn(options.hotels);
    stops.push(() => closeServer(catalog.server));
    const transports = options.events === 'apart' ? [createMemoryTransport(options.transport), createMemoryTransport(options.transport)] : [createMemoryTransport(options.transport)];
    for (const t of transports) stops.push(() => t.close());
    const [bookingBus, paymentBus = bookingBus] = transports as [Transport, Transport?];

    const paymentPort = await freePort();
    const env = { DATABASE_URL: db.url, REDIS_URL: options.redisUrl || undefined, AUTH_JWKS_URL: issuer.jwksUrl, LOG_LEVEL: 'silent' };
    const bookingEnv = { ...env, CATALOG_URL: catalog.url, PAYMENT_URL: `http://127.0.0.1:${paymentPort}`, INVENTORY_SYNC_MAX_DELAY_MS: '100', ...options.bookingEnv };
    const booking = await startService(createBookingService(), bookingConfig(bookingEnv), { port: 0, transport: bookingBus });
    stops.push(() => booking.close());
    const webhookSecret = newWebhookSecret();
    const paymentEnv = {
      ...env,
      STRIPE_SECRET_KEY: options.apiKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: sandbox.url,
      CORS_ORIGINS: CHECKOUT_ORIGIN,
      BOOKING_URL: booking.url,
      ...options.paymentEnv,
    };
    const payment = await startService(createPaymentService(), paymentConfig(paymentEnv), { port: paymentPort, transport: paymentBus });
    stops.push(() => payment.close());
    if (options.webhooks) sandbox.addWebhookEndpoint({ url: `${payment.url}/api/payments/webhook`, secret: webhookSecret });

    const base = new URL(sandbox.url);
    const stripe = new Stripe(options.apiKey, { host: base.hostname, port: Number(base.port), protocol: 'http' });
    return { issuer, sandbox, stripe, booking, payment, close };
  } catch (err) {
    await close();
    throw err;
  }
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
