import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface WebhookEndpoint {
  id: string;
  url: string;
  /** `whsec_...`: the signing secret the receiver verifies with. */
  secret: string;
  /** Event types sent to it; `*` for every type. */
  enabledEvents: string[];
}

export interface DeliveryOptions {
  /** Delay before the first retry; doubles per attempt up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts before an event is given up on for an endpoint (Stripe keeps trying for three days). */
  maxAttempts: number;
  /** An endpoint that has not answered by then has failed this attempt. */
  timeoutMs: number;
  /** Chance (0..1) that a delivered event is delivered once more, as Stripe may do. */
  duplicateRate: number;
}

export interface DeliveryRecord {
  eventId: string;
  type: string;
  endpoint: string;
  attempt: number;
  status: number | 'error' | 'timeout';
  /** When the request left the sandbox (ms since the epoch). */
  sentAt: number;
  /** When its answer came back, or the attempt failed. */
  at: number;
}

/**
 * The `Stripe-Signature` header as Stripe writes it, made by the Stripe SDK: the time of this attempt and
 * an HMAC-SHA256 of `<t>.<payload>` keyed with the endpoint's secret (scheme v1). Test-mode deliveries also
 * carry a v0 signature made with a key the receiver never has.
 */
export function signPayload(payload: string, secret: string, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
  const v0 = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_mode_v0', timestamp: timestampSeconds, scheme: 'v0' });
  return `${header},${v0.slice(v0.indexOf(',') + 1)}`;
}

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/**
 * Sends events to the endpoints as Stripe does: a POST of the event as pretty-printed JSON, signed per
 * attempt, retried with exponential backoff until the endpoint answers 2xx, each event on its own (no
 * order between events), now and then more than once.
 */
export function createWebhookDelivery(options: DeliveryOptions, onRecord: (record: DeliveryRecord) => void) {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<AbortController>();
  let closed = false;

  async function attempt(event: StripeEvent, endpoint: WebhookEndpoint, n: number, duplicate = false): Promise<void> {
    if (closed) return;
    const payload = JSON.stringify(event, null, 2);
    const controller = new AbortController();
    inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), options.timeoutMs);
    let status: DeliveryRecord['status'];
    const sentAt = Date.now();
    try {
      const res = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signPayload(payload, endpoint.secret),
          'cache-control': 'no-cache',
          accept: '*/*; q=0.5, application/xml',
        },
        body: payload,
        signal: controller.signal,
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch {
      status = controller.signal.aborted ? 'timeout' : 'error';
    } finally {
      clearTimeout(timeout);
      inFlight.delete(controller);
    }
    if (closed) return;
    onRecord({ eventId: event.id, type: event.type, endpoint: endpoint.url, attempt: n, status, sentAt, at: Date.now() });
    const ok = typeof status === 'number' && status >= 200 && status < 300;
    if (ok) {
      if (!duplicate && options.duplicateRate > 0 && Math.random() < options.duplicateRate) {
        later(() => attempt(event, endpoint, n + 1, true), options.baseDelayMs / 4);
      }
      return;
    }
    if (n >= options.maxAttempts) return;
    later(() => attempt(event, endpoint, n + 1, duplicate), Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (n - 1)));
  }

  function later(run: () => Promise<void>, ms: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timers.add(timer);
  }

  return {
    deliver(event: StripeEvent, endpoints: WebhookEndpoint[]): number {
      const targets = endpoints.filter((e) => e.enabledEvents.includes('*') || e.enabledEvents.includes(event.type));
      // Asynchronous, as Stripe: the API answer does not wait for the webhook.
      for (const endpoint of targets) later(() => attempt(event, endpoint, 1), 0);
      return targets.length;
    },
    close(): void {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const c of inFlight) c.abort();
    },
  };
}
