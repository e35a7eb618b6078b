import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiHandler } from './api-requests';
import { noticePage } from './checkout-page';
import { createCheckoutHandler, type SandboxClock } from './checkout-requests';
import { sendHtml, sendJson } from './http-io';
import { stripeId } from './stripe-errors';
import { createStripeState } from './stripe-state';
import { createWebhookDelivery, newWebhookSecret, type DeliveryOptions, type DeliveryRecord, type StripeEvent, type WebhookEndpoint } from './webhooks';

export { PAID_AT_HEADER } from './checkout-requests';

export interface StripeSandboxOptions {
  port?: number;
  host?: string;
  /** The address browsers reach the sandbox at (checkout pages); defaults to its own address. */
  publicUrl?: string;
  /** Secret keys the API accepts (`sk_test_...`). */
  apiKeys: string[];
  /** Where events are sent, each signed with its own secret. More can be added later. */
  webhookEndpoints?: { url: string; secret?: string; enabledEvents?: string[] }[];
  delivery?: Partial<DeliveryOptions>;
  /** How often open sessions are checked against their expires_at. */
  expirySweepMs?: number;
  /** Name shown on the checkout page. */
  businessName?: string;
}

export interface StripeSandbox {
  /** The API base (`STRIPE_API_BASE`). */
  url: string;
  /** Where checkout pages are served. */
  publicUrl: string;
  port: number;
  addWebhookEndpoint(endpoint: { url: string; secret?: string; enabledEvents?: string[] }): WebhookEndpoint;
  /** The sandbox's clock, in seconds since the epoch. */
  now(): number;
  /** Moves the sandbox's clock forward (sessions then expire as their expires_at passes). */
  advanceClock(seconds: number): void;
  /** Every event created, oldest first. */
  events(): readonly StripeEvent[];
  /** Every webhook delivery attempt, oldest first. */
  deliveries(): readonly DeliveryRecord[];
  /** Makes the next `times` API requests to paths starting with `pathPrefix` fail with Stripe's 500 api_error (an outage, for tests). */
  failRequests(pathPrefix: string, times: number): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for the part of Stripe's API the payment service uses, in Stripe's own wire
 * format: Checkout Sessions (create, retrieve, expire, line items), refunds, payment intents and
 * events, authenticated by secret key, with idempotency keys honoured (api-requests.ts); a hosted
 * checkout page taking Stripe's test cards (checkout-requests.ts); and webhooks signed and retried as
 * Stripe sends them (webhooks.ts).
 */
export async function startStripeSandbox(options: StripeSandboxOptions): Promise<StripeSandbox> {
  let clockOffset = 0;
  const clock: SandboxClock = { payingAt: undefined, now: () => clock.payingAt ?? Math.floor(Date.now() / 1000) + clockOffset };
  const endpoints: WebhookEndpoint[] = [];
  const deliveryLog: DeliveryRecord[] = [];
  const delivery = createWebhookDelivery(
    { baseDelayMs: 1000, maxDelayMs: 60 * 60 * 1000, maxAttempts: 16, timeoutMs: 10_000, duplicateRate: 0, ...options.delivery },
    (record) => {
      deliveryLog.push(record);
      if (deliveryLog.length > 10_000) deliveryLog.shift();
    },
  );
  const outages: { pathPrefix: string; left: number }[] = [];
  let publicUrl = options.publicUrl?.replace(/\/$/, '') ?? '';
  const state = createStripeState({
    now: clock.now,
    get checkoutBase() {
      return publicUrl;
    },
    emit: (event) => {
      event.pending_webhooks = delivery.deliver(event, endpoints);
    },
  });

  function addWebhookEndpoint(e: { url: string; secret?: string; enabledEvents?: string[] }): WebhookEndpoint {
    const endpoint: WebhookEndpoint = { id: stripeId('we'), url: e.url, secret: e.secret ?? newWebhookSecret(), enabledEvents: e.enabledEvents ?? ['*'] };
    endpoints.push(endpoint);
    return endpoint;
  }
  for (const e of options.webhookEndpoints ?? []) addWebhookEndpoint(e);

  const server = createServer(requestHandler(
    createApiHandler({ state, apiKeys: options.apiKeys, now: clock.now, outages }),
    createCheckoutHandler({ state, businessName: options.businessName ?? 'Suvarna Hotels & Resorts', clock }),
  ));
  // Node closes an idle kept-alive connection after 5 s, and a client that sends on it just then is reset (k6's
  // book.js saw "connection reset by peer" on the checkout page's POST): Stripe's edge keeps them far longer.
  server.keepAliveTimeout = 65_000;
  const sweep = setInterval(() => state.sweepExpired(), options.expirySweepMs ?? 1000);
  sweep.unref();

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
  const url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`;
  if (!publicUrl) publicUrl = url;

  return {
    url,
    publicUrl,
    port,
    addWebhookEndpoint,
    now: clock.now,
    advanceClock(seconds) {
      clockOffset += seconds;
      state.sweepExpired();
    },
    events: () => state.events,
    deliveries: () => deliveryLog,
    failRequests(pathPrefix, times) {
      outages.push({ pathPrefix, left: times });
    },
    async close() {
      clearInterval(sweep);
      delivery.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The sandbox's one server: a health check, the hosted checkout pages, and the API under /v1/. */
function requestHandler(
  api: (req: IncomingMessage, res: ServerResponse, url: URL, method: string) => Promise<void>,
  checkout: (req: IncomingMessage, res: ServerResponse, id: string, method: string) => Promise<void>,
) {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok' });
    const pay = /^\/c\/pay\/([A-Za-z0-9_]+)$/.exec(path);
    if (pay) return checkout(req, res, pay[1]!, method);
    if (!path.startsWith('/v1/')) return sendHtml(res, 404, noticePage('Page not found', 'The page you were looking for could not be found.'));
    return api(req, res, url, method);
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((err: unknown) => {
      console.error('stripe sandbox: request failed', err);
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      else res.end();
    });
  };
}
