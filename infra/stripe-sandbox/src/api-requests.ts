import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeForm, FormEncodingError, type FormObject } from './form-encoding';
import { apiKeyOf, BodyTooLargeError, canonical, headerOf, maskKey, readBody, safeEqual, sendError, sendRaw } from './http-io';
import { invalidRequest, StripeApiError, stripeId } from './stripe-errors';
import { SANDBOX_API_VERSION, type StripeState } from './stripe-state';

const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

interface SavedResponse {
  fingerprint: string;
  status: number;
  body: string;
  at: number;
}

export interface ApiDeps {
  state: StripeState;
  /** Secret keys the API accepts. */
  apiKeys: string[];
  now: () => number;
  /** Paths that answer Stripe's 500 for their next requests (failRequests). */
  outages: { pathPrefix: string; left: number }[];
}

type Request = { id: string; idempotency_key: string | null };

/** The API call a method and path name, on the sandbox's state. */
function route(state: StripeState, method: string, path: string, params: FormObject, request: Request): Record<string, unknown> {
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

/** Runs an API call into the answer Stripe would send, and whether it executed (an idempotency key then keeps it). */
function run(state: StripeState, method: string, path: string, params: FormObject, requestId: string, idempotencyKey: string | null): { status: number; body: string; executed: boolean } {
  const request = { id: requestId, idempotency_key: idempotencyKey };
  try {
    const result = route(state, method, path, params, request);
    return { status: 200, body: JSON.stringify(result, null, 2), executed: true };
  } catch (err) {
    if (!(err instanceof StripeApiError)) throw err;
    // Validation failures (parameter problems, unknown objects) are not replayed; refusals made while executing are.
    const executed = !err.body.code?.startsWith('parameter_') && err.body.code !== 'resource_missing' && err.status !== 404;
    return { status: err.status, body: JSON.stringify({ error: { ...err.body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } }, null, 2), executed };
  }
}

/** The caller's secret key, checked; false once a 401 has been sent. */
function authenticate(req: IncomingMessage, res: ServerResponse, apiKeys: string[]): string | false {
  const key = apiKeyOf(req);
  if (key === undefined) {
    sendError(res, 401, {
      type: 'invalid_request_error',
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    });
    return false;
  }
  if (!apiKeys.some((k) => safeEqual(k, key))) {
    sendError(res, 401, { type: 'invalid_request_error', message: `Invalid API Key provided: ${maskKey(key)}` });
    return false;
  }
  return key;
}

/** The call's parameters: a POST's form body, or a GET's query; undefined once a 4xx has been sent. */
async function readParams(req: IncomingMessage, res: ServerResponse, url: URL, method: string): Promise<FormObject | undefined> {
  try {
    const body = method === 'POST' ? await readBody(req) : '';
    if (method === 'POST' && body && !(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      throw invalidRequest('Invalid request: Stripe expects a form-encoded body (application/x-www-form-urlencoded).');
    }
    return decodeForm(method === 'POST' ? body : url.search.slice(1));
  } catch (err) {
    if (err instanceof StripeApiError) return void sendError(res, err.status, err.body);
    if (err instanceof FormEncodingError) return void sendError(res, 400, { type: 'invalid_request_error', message: err.message });
    if (err instanceof BodyTooLargeError) return void sendError(res, 413, { type: 'invalid_request_error', message: 'Request body too large.' });
    throw err;
  }
}

/**
 * The API under /v1/: authenticated by secret key, with injected outages, form-encoded parameters, and
 * idempotency keys honoured as Stripe honours them (the same key and parameters replay the saved answer).
 */
export function createApiHandler({ state, apiKeys, now, outages }: ApiDeps) {
  const idempotency = new Map<string, SavedResponse>();

  /** A POST with an Idempotency-Key: replayed when the key was used before with the same parameters. */
  function runOnce(res: ServerResponse, call: { method: string; path: string; params: FormObject; requestId: string }, slot: string, idempotencyKey: string): void {
    const { method, path, params, requestId } = call;
    res.setHeader('idempotency-key', idempotencyKey);
    if (idempotencyKey.length > 255) return sendError(res, 400, { type: 'invalid_request_error', message: 'Idempotency keys must be at most 255 characters long.' });
    // Parameters compare by meaning, not by the order they were written in.
    const fingerprint = createHash('sha256').update(`${method} ${path} ${canonical(params)}`).digest('hex');
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
    const { status, body, executed } = run(state, method, path, params, requestId, idempotencyKey);
    // As Stripe: a result is saved once the request began executing, not for a request refused by validation.
    if (executed) idempotency.set(slot, { fingerprint, status, body, at: now() });
    sendRaw(res, status, body);
  }

  return async (req: IncomingMessage, res: ServerResponse, url: URL, method: string): Promise<void> => {
    const path = url.pathname;
    const requestId = stripeId('req', 14);
    res.setHeader('request-id', requestId);
    res.setHeader('stripe-version', headerOf(req, 'stripe-version') ?? SANDBOX_API_VERSION);
    const key = authenticate(req, res, apiKeys);
    if (key === false) return;
    const outage = outages.find((o) => o.left > 0 && path.startsWith(o.pathPrefix));
    if (outage) {
      outage.left--;
      return sendError(res, 500, { type: 'api_error', message: 'An unknown error occurred' });
    }
    const params = await readParams(req, res, url, method);
    if (!params) return;
    const idempotencyKey = method === 'POST' ? headerOf(req, 'idempotency-key') : undefined;
    if (idempotencyKey !== undefined) return runOnce(res, { method, path, params, requestId }, `${key}:${idempotencyKey}`, idempotencyKey);
    const { status, body } = run(state, method, path, params, requestId, null);
    sendRaw(res, status, body);
  };
}
