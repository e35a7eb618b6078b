import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutPage, noticePage } from './checkout-page';
import { decodeForm, FormEncodingError, type FormObject } from './form-encoding';
import { invalidRequest, StripeApiError, stripeId, type StripeErrorBody } from './stripe-errors';
import { createStripeState, SANDBOX_API_VERSION } from './stripe-state';
import { createWebhookDelivery, newWebhookSecret, type DeliveryOptions, type DeliveryRecord, type StripeEvent, type WebhookEndpoint } from './webhooks';

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

const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
const MAX_BODY_BYTES = 1024 * 1024;

interface SavedResponse {
  fingerprint: string;
  status: number;
  body: string;
  at: number;
}

/**
 * A local stand-in for the part of Stripe's API the payment service uses, in Stripe's own wire
 * format: Checkout Sessions (create, retrieve, expire, line items), refunds, payment intents and
 * events, authenticated by secret key, with idempotency keys honoured; a hosted checkout page
 * taking Stripe's test cards; and webhooks signed and retried as Stripe sends them.
 */
export async function startStripeSandbox(options: StripeSandboxOptions): Promise<StripeSandbox> {
  let clockOffset = 0;
  const now = () => Math.floor(Date.now() / 1000) + clockOffset;
  const endpoints: WebhookEndpoint[] = [];
  const deliveryLog: DeliveryRecord[] = [];
  const delivery = createWebhookDelivery(
    {
      baseDelayMs: 1000,
      maxDelayMs: 60 * 60 * 1000,
      maxAttempts: 16,
      timeoutMs: 10_000,
      duplicateRate: 0,
      ...options.delivery,
    },
    (record) => {
      deliveryLog.push(record);
      if (deliveryLog.length > 10_000) deliveryLog.shift();
    },
  );
  const idempotency = new Map<string, SavedResponse>();
  const outages: { pathPrefix: string; left: number }[] = [];
  const businessName = options.businessName ?? 'Suvarna Hotels & Resorts';
  let publicUrl = options.publicUrl?.replace(/\/$/, '') ?? '';

  const state = createStripeState({
    now,
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

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('stripe sandbox: request failed', err);
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok' });
    const pay = /^\/c\/pay\/([A-Za-z0-9_]+)$/.exec(path);
    if (pay) return checkout(req, res, pay[1]!, method);
    if (!path.startsWith('/v1/')) return sendHtml(res, 404, noticePage('Page not found', 'The page you were looking for could not be found.'));

    const requestId = stripeId('req', 14);
    res.setHeader('request-id', requestId);
    res.setHeader('stripe-version', headerOf(req, 'stripe-version') ?? SANDBOX_API_VERSION);
    const key = apiKeyOf(req);
    if (key === undefined) {
      return sendError(res, 401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      });
    }
    if (!options.apiKeys.some((k) => safeEqual(k, key))) {
      return sendError(res, 401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${maskKey(key)}` });
    }

    const outage = outages.find((o) => o.left > 0 && path.startsWith(o.pathPrefix));
    if (outage) {
      outage.left--;
      return sendError(res, 500, { type: 'api_error', message: 'An unknown error occurred' });
    }

    let params: FormObject;
    try {
      const body = method === 'POST' ? await readBody(req) : '';
      if (method === 'POST' && body && !(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        throw invalidRequest('Invalid request: Stripe expects a form-encoded body (application/x-www-form-urlencoded).');
      }
      params = decodeForm(method === 'POST' ? body : url.search.slice(1));
    } catch (err) {
      if (err instanceof StripeApiError) return sendError(res, err.status, err.body);
      if (err instanceof FormEncodingError) return sendError(res, 400, { type: 'invalid_request_error', message: err.message });
      if (err instanceof BodyTooLargeError) return sendError(res, 413, { type: 'invalid_request_error', message: 'Request body too large.' });
      throw err;
    }

    const idempotencyKey = method === 'POST' ? headerOf(req, 'idempotency-key') : undefined;
    if (idempotencyKey !== undefined) {
      res.setHeader('idempotency-key', idempotencyKey);
      if (idempotencyKey.length > 255) return sendError(res, 400, { type: 'invalid_request_error', message: 'Idempotency keys must be at most 255 characters long.' });
      // Parameters compare by meaning, not by the order they were written in.
      const fingerprint = createHash('sha256').update(`${method} ${path} ${canonical(params)}`).digest('hex');
      const slot = `${key}:${idempotencyKey}`;
      const saved = idempotency.get(slot);
      if (saved && saved.at + IDEMPOTENCY_TTL_SECONDS > now()) {
        if (saved.fingerprint !== fingerprint) {
          return sendError(res, 400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        }
        res.setHeader('idempotent-replayed', 'true');
        return sendRaw(res, saved.status, saved.body);
      }
      const { status, body, executed } = run(method, path, params, requestId, idempotencyKey);
      // As Stripe: a result is saved once the request began executing, not for a request refused by validation.
      if (executed) idempotency.set(slot, { fingerprint, status, body, at: now() });
      return sendRaw(res, status, body);
    }
    const { status, body } = run(method, path, params, requestId, null);
    return sendRaw(res, status, body);
  }

  function run(method: string, path: string, params: FormObject, requestId: string, idempotencyKey: string | null): { status: number; body: string; executed: boolean } {
    const request = { id: requestId, idempotency_key: idempotencyKey };
    try {
      const result = route(method, path, params, request);
      return { status: 200, body: JSON.stringify(result, null, 2), executed: true };
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      // Validation failures (parameter problems, unknown objects) are not replayed; refusals made while executing are.
      const executed = !err.body.code?.startsWith('parameter_') && err.body.code !== 'resource_missing' && err.status !== 404;
      return { status: err.status, body: JSON.stringify({ error: { ...err.body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } }, null, 2), executed };
    }
  }

  function route(method: string, path: string, params: FormObject, request: { id: string; idempotency_key: string | null }): Record<string, unknown> {
    const parts = path.split('/').filter(Boolean).slice(1);
    const [a, b, c, d] = parts;
    if (a === 'checkout' && b === 'sessions') {
      if (method === 'POST' && parts.length === 2) return state.createSession(params);
      if (method === 'GET' && parts.length === 3 && c) return state.retrieveSession(c, params);
      if (method === 'GET' && parts.length === 4 && c && d === 'line_items') return state.listLineItems(c);
      if (method === 'POST' && parts.length === 4 && c && d === 'expire') return state.expireSession(c, params, request);
    }
    if (a === 'refunds') {
      if (method === 'POST' && parts.length === 1) return state.createRefund(params, request);
      if (method === 'GET' && parts.length === 2 && b) return state.retrieveRefund(b);
    }
    if (a === 'payment_intents' && method === 'GET' && parts.length === 2 && b) return state.retrievePaymentIntent(b, params);
    if (a === 'charges' && method === 'GET' && parts.length === 2 && b) return state.retrieveCharge(b);
    if (a === 'events') {
      if (method === 'GET' && parts.length === 1) return state.listEvents(params);
      if (method === 'GET' && parts.length === 2 && b) return state.retrieveEvent(b);
    }
    throw invalidRequest(`Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`, { status: 404 });
  }

  async function checkout(req: IncomingMessage, res: ServerResponse, id: string, method: string): Promise<void> {
    const found = state.sessionForPage(id);
    if (!found) return sendHtml(res, 404, noticePage('Something went wrong', 'The page you were looking for could not be found.'));
    const { session, items } = found;
    if (session.status === 'expired') {
      return sendHtml(res, 410, noticePage('This checkout session has expired', 'Nothing was charged. Return to the site to start again.', session.cancel_url ? { href: session.cancel_url, label: `Return to ${businessName}` } : undefined));
    }
    if (session.status === 'complete') {
      const href = session.success_url?.replace('{CHECKOUT_SESSION_ID}', session.id);
      return sendHtml(res, 200, noticePage('Payment complete', 'This checkout session has already been paid.', href ? { href, label: `Return to ${businessName}` } : undefined));
    }
    if (method === 'GET') return sendHtml(res, 200, checkoutPage({ session, items, businessName }), httpOrigin(session.success_url));
    if (method !== 'POST') return sendHtml(res, 405, noticePage('Method not allowed', 'Use the checkout form.'));

    let form: URLSearchParams;
    try {
      form = new URLSearchParams(await readBody(req));
    } catch {
      return sendHtml(res, 413, noticePage('Something went wrong', 'The form could not be read.'));
    }
    const field = (name: string) => (form.get(name) ?? '').trim();
    const values = { name: field('billingName').slice(0, 120), email: field('email').slice(0, 254) };
    const problem = cardProblem(field('cardNumber'), field('cardExpiry'), field('cardCvc'), values.name, values.email, new Date(now() * 1000));
    if (problem) return sendHtml(res, 402, checkoutPage({ session, items, businessName, error: problem, values }), httpOrigin(session.success_url));
    const result = state.pay(id, { number: field('cardNumber'), name: values.name, email: session.customer_email ?? values.email });
    if (!result.ok) return sendHtml(res, 402, checkoutPage({ session, items, businessName, error: result.message, values }), httpOrigin(session.success_url));
    const target = session.success_url?.replace('{CHECKOUT_SESSION_ID}', session.id);
    if (!target) return sendHtml(res, 200, noticePage('Thanks for your payment', `Your payment to ${businessName} is complete.`));
    res.writeHead(303, { location: target, 'cache-control': 'no-store' });
    res.end();
  }

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
    now,
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

class BodyTooLargeError extends Error {}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLargeError());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Bearer auth, or the key as the Basic-auth user name (both are how Stripe takes a key). */
function apiKeyOf(req: IncomingMessage): string | undefined {
  const auth = headerOf(req, 'authorization');
  if (!auth) return undefined;
  const [scheme, value = ''] = auth.split(' ');
  if (scheme?.toLowerCase() === 'bearer') return value.trim() || undefined;
  if (scheme?.toLowerCase() === 'basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0] || undefined;
  return undefined;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const maskKey = (key: string) => (key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(Math.min(24, key.length - 12))}${key.slice(-4)}` : '*'.repeat(key.length));

function cardProblem(number: string, expiry: string, cvc: string, name: string, email: string, today: Date): string | undefined {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'Your email address is invalid.';
  if (!number.replace(/[\s-]/g, '')) return 'Your card number is incomplete.';
  const m = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(expiry);
  if (!m) return "Your card's expiration date is incomplete.";
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  if (year < today.getUTCFullYear()) return "Your card's expiration year is in the past.";
  if (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1) return "Your card's expiration date is in the past.";
  if (!/^\d{3,4}$/.test(cvc)) return "Your card's security code is incomplete.";
  if (!name) return 'Please enter the cardholder name.';
  return undefined;
}

function sendRaw(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-cache, no-store', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendRaw(res, status, JSON.stringify(body, null, 2));
}

function sendError(res: ServerResponse, status: number, error: StripeErrorBody): void {
  sendJson(res, status, { error });
}

/** The origin of an address, or undefined when it is not an http(s) address. */
function httpOrigin(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address.replace('{CHECKOUT_SESSION_ID}', 'x'));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `formTarget`: the origin a form post may be redirected to. Browsers apply CSP form-action to the redirects
 * that follow a form post too, so the checkout form's 303 to the site's success_url needs its origin here.
 */
function sendHtml(res: ServerResponse, status: number, html: string, formTarget?: string): void {
  const formAction = formTarget ? `'self' ${formTarget}` : "'self'";
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(html);
}
