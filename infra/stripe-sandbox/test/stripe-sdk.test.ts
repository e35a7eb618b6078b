import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAID_AT_HEADER, startStripeSandbox, type StripeSandbox } from '../src';

const KEY = 'sk_test_sandbox_sdk_tests';

interface Received {
  body: string;
  signature: string;
}

/** A webhook receiver that refuses its first `failFirst` deliveries. */
async function receiver(failFirst = 0) {
  const received: Received[] = [];
  let calls = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls++;
      if (calls <= failFirst) {
        res.writeHead(500).end();
        return;
      }
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature']) });
      res.writeHead(200).end('{"received":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    calls: () => calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function until<T>(read: () => T | undefined, ms = 5000): Promise<T> {
  return vi.waitFor(
    () => {
      const v = read();
      if (v === undefined) throw new Error('condition not met yet');
      return v;
    },
    { timeout: ms, interval: 20 },
  );
}

let clock = () => Math.floor(Date.now() / 1000);

const sessionParams = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    { price_data: { currency: 'inr', unit_amount: 2_400_000, product_data: { name: 'Deluxe Room', description: '2 nights · 12–14 Mar 2026' } }, quantity: 2 },
    { price_data: { currency: 'inr', unit_amount: 576_000, product_data: { name: 'Taxes & fees (12%)' } }, quantity: 1 },
  ],
  customer_email: 'asha@example.com',
  client_reference_id: 'booking-1',
  metadata: { booking_id: 'booking-1' },
  payment_intent_data: { metadata: { booking_id: 'booking-1' } },
  success_url: 'http://localhost:8001/booking-success?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://localhost:8001/booking-cancel',
  expires_at: clock() + 31 * 60,
  ...overrides,
});

async function payWith(sandbox: StripeSandbox, sessionId: string, cardNumber: string, headers: Record<string, string> = {}) {
  return fetch(`${sandbox.publicUrl}/c/pay/${sessionId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ email: 'asha@example.com', cardNumber, cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Asha Verma' }).toString(),
  });
}

describe('the Stripe sandbox through the official stripe SDK', () => {
  let sandbox: StripeSandbox;
  let stripe: Stripe;
  let hook: Awaited<ReturnType<typeof receiver>>;
  const secret = 'whsec_sdk_tests_secret';

  beforeAll(async () => {
    hook = await receiver();
    sandbox = await startStripeSandbox({ apiKeys: [KEY], webhookEndpoints: [{ url: hook.url, secret }], delivery: { baseDelayMs: 20 } });
    clock = sandbox.now;
    const base = new URL(sandbox.url);
    stripe = new Stripe(KEY, { host: base.hostname, port: Number(base.port), protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await sandbox?.close();
    await hook?.close();
  });

  it('when a Checkout Session is created, then it comes back open and unpaid in INR with its url, metadata and expiry', async () => {
    const params = sessionParams();
    const session = await stripe.checkout.sessions.create(params);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      currency: 'inr',
      amount_total: 5_376_000,
      customer_email: 'asha@example.com',
      client_reference_id: 'booking-1',
      metadata: { booking_id: 'booking-1' },
      expires_at: params.expires_at,
      url: `${sandbox.publicUrl}/c/pay/${session.id}`,
    });
    expect(session.lastResponse.requestId).toMatch(/^req_/);
  });

  it("when the checkout page is served, then its form may post to the sandbox and be redirected to the site's success address", async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const page = await fetch(`${sandbox.publicUrl}/c/pay/${session.id}`);
    expect(page.status).toBe(200);
    // Browsers check CSP form-action on the redirect after a form post as well: without the site's origin the 303 to success_url is blocked.
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:8001;");
  });

  it('when a session is retrieved with expand line_items, then the line items come with it', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const session = await stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items'] });
    expect(session.line_items?.data.map((i) => [i.description, i.quantity, i.amount_total])).toEqual([
      ['Deluxe Room', 2, 4_800_000],
      ['Taxes & fees (12%)', 1, 576_000],
    ]);
  });

  it('when the same idempotency key is sent twice with the same parameters, then the same session answers; with other parameters, an idempotency error', async () => {
    const params = sessionParams();
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'booking-1-checkout' });
    const second = await stripe.checkout.sessions.create(params, { idempotencyKey: 'booking-1-checkout' });
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    const other = stripe.checkout.sessions.create({ ...params, client_reference_id: 'booking-2' }, { idempotencyKey: 'booking-1-checkout' });
    await expect(other).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('when parameters are wrong or objects unknown, then the SDK raises Stripe-shaped errors with codes, params and statuses', async () => {
    const { line_items: _, ...withoutItems } = sessionParams();
    await expect(stripe.checkout.sessions.create(withoutItems)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'parameter_missing',
      param: 'line_items',
    });
    await expect(stripe.checkout.sessions.create(sessionParams({ expires_at: clock() + 60 }))).rejects.toMatchObject({
      statusCode: 400,
      param: 'expires_at',
    });
    await expect(stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_nope'",
    });
    const huge = sessionParams({ line_items: [{ price_data: { currency: 'inr', unit_amount: 50_000_000, product_data: { name: 'Suite' } }, quantity: 3 }] });
    await expect(stripe.checkout.sessions.create(huge)).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    const wrongKey = new Stripe('sk_test_wrong_key_000000', { host: new URL(sandbox.url).hostname, port: Number(new URL(sandbox.url).port), protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrongKey.checkout.sessions.retrieve('cs_test_x')).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
  });

  it('when a session is expired, then it is expired, cannot be expired again, and checkout.session.expired is sent signed', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const expired = await stripe.checkout.sessions.expire(created.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await expect(stripe.checkout.sessions.expire(created.id)).rejects.toMatchObject({ statusCode: 400 });
    const delivered = await until(() => hook.received.find((r) => r.body.includes(created.id) && r.body.includes('checkout.session.expired')));
    const event = stripe.webhooks.constructEvent(delivered.body, delivered.signature, secret);
    expect(event.type).toBe('checkout.session.expired');
    expect((event.data.object as Stripe.Checkout.Session).id).toBe(created.id);
    expect(() => stripe.webhooks.constructEvent(delivered.body, delivered.signature, 'whsec_other')).toThrow(/signature/i);
  });

  it('when the clock passes expires_at, then the session expires by itself', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    sandbox.advanceClock(32 * 60);
    expect((await stripe.checkout.sessions.retrieve(created.id)).status).toBe('expired');
    expect(sandbox.events().some((e) => e.type === 'checkout.session.expired' && (e.data.object as { id: string }).id === created.id)).toBe(true);
  });

  it('when the hosted page is opened, then it shows the amount in rupees, the line items and a cancel link', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const html = await (await fetch(created.url!)).text();
    expect(html).toContain('₹53,760.00');
    expect(html).toContain('Deluxe Room');
    expect(html).toContain('2 nights · 12–14 Mar 2026');
    expect(html).toContain('href="http://localhost:8001/booking-cancel"');
  });

  it('when test cards are used, then 0002 is declined, 9995 lacks funds, other numbers are refused, and 4242 pays and redirects', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const declined = await payWith(sandbox, created.id, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect(await (await payWith(sandbox, created.id, '4000 0000 0000 9995')).text()).toContain('Your card has insufficient funds.');
    expect(await (await payWith(sandbox, created.id, '5555 5555 5555 4444')).text()).toContain('used a non test card');
    expect(await (await payWith(sandbox, created.id, '1234 5678 9012 3456')).text()).toContain('Your card number is invalid.');
    expect((await stripe.checkout.sessions.retrieve(created.id)).status).toBe('open');

    const paid = await payWith(sandbox, created.id, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:8001/booking-success?session_id=${created.id}`);
    const session = await stripe.checkout.sessions.retrieve(created.id, { expand: ['payment_intent'] });
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect((session.payment_intent as Stripe.PaymentIntent).status).toBe('succeeded');
    await until(() => hook.received.find((r) => r.body.includes(created.id) && r.body.includes('checkout.session.completed')));
  });

  it('when a payment is dated in the past by the history header, then its charge and event carry that moment, and a future one is ignored', async () => {
    const past = clock() - 200 * 86_400;
    const created = await stripe.checkout.sessions.create(sessionParams());
    expect((await payWith(sandbox, created.id, '4242424242424242', { [PAID_AT_HEADER]: String(past) })).status).toBe(303);
    const delivered = await until(() => hook.received.find((r) => r.body.includes(created.id) && r.body.includes('checkout.session.completed')));
    expect(stripe.webhooks.constructEvent(delivered.body, delivered.signature, secret).created).toBe(past);
    const { payment_intent } = await stripe.checkout.sessions.retrieve(created.id);
    const intent = await stripe.paymentIntents.retrieve(payment_intent as string, { expand: ['latest_charge'] });
    expect((intent.latest_charge as Stripe.Charge).created).toBe(past);

    const later = await stripe.checkout.sessions.create(sessionParams());
    const before = clock();
    await payWith(sandbox, later.id, '4242424242424242', { [PAID_AT_HEADER]: String(before + 86_400) });
    const event = await until(() => hook.received.find((r) => r.body.includes(later.id) && r.body.includes('checkout.session.completed')));
    expect(stripe.webhooks.constructEvent(event.body, event.signature, secret).created).toBeGreaterThanOrEqual(before);
    expect(stripe.webhooks.constructEvent(event.body, event.signature, secret).created).toBeLessThan(before + 86_400);
  });

  it('when a paid session is refunded, then the refund succeeds once, charge.refunded is sent, and a second refund is refused', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    await payWith(sandbox, created.id, '4242424242424242');
    const session = await stripe.checkout.sessions.retrieve(created.id);
    const refund = await stripe.refunds.create({ payment_intent: session.payment_intent as string, reason: 'requested_by_customer', metadata: { booking_id: 'booking-1' } });
    expect(refund).toMatchObject({ object: 'refund', status: 'succeeded', amount: 5_376_000, currency: 'inr' });
    await expect(stripe.refunds.create({ payment_intent: session.payment_intent as string })).rejects.toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
    const delivered = await until(() => hook.received.find((r) => r.body.includes('charge.refunded') && r.body.includes(session.payment_intent as string)));
    const event = stripe.webhooks.constructEvent(delivered.body, delivered.signature, secret);
    expect(event.data.object).toMatchObject({ object: 'charge', refunded: true, amount_refunded: 5_376_000 });
  });

  it('when events are listed by type, then the newest come first, in Stripe list shape', async () => {
    const list = await stripe.events.list({ type: 'checkout.session.completed', limit: 100 });
    expect(list.object).toBe('list');
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((e) => e.type === 'checkout.session.completed')).toBe(true);
    const created = list.data.map((e) => e.created);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
  });
});

describe('webhook delivery', () => {
  it('when the endpoint fails, then the event is retried with backoff until it answers 2xx, each attempt signed anew', async () => {
    const hook = await receiver(2);
    const sandbox = await startStripeSandbox({ apiKeys: [KEY], webhookEndpoints: [{ url: hook.url, secret: 'whsec_retry' }], delivery: { baseDelayMs: 30 } });
    try {
      const base = new URL(sandbox.url);
      const stripe = new Stripe(KEY, { host: base.hostname, port: Number(base.port), protocol: 'http' });
      const created = await stripe.checkout.sessions.create(sessionParams());
      await stripe.checkout.sessions.expire(created.id);
      const delivered = await until(() => hook.received[0]);
      expect(hook.calls()).toBe(3);
      expect(stripe.webhooks.constructEvent(delivered.body, delivered.signature, 'whsec_retry').type).toBe('checkout.session.expired');
      await until(() => (sandbox.deliveries().length >= 3 ? true : undefined));
      const attempts = sandbox.deliveries().map((d) => [d.attempt, d.status]);
      expect(attempts).toEqual([[1, 500], [2, 500], [3, 200]]);
    } finally {
      await sandbox.close();
      await hook.close();
    }
  });

  it('when duplicates are switched on, then a delivered event arrives a second time with the same id', async () => {
    const hook = await receiver();
    const sandbox = await startStripeSandbox({ apiKeys: [KEY], webhookEndpoints: [{ url: hook.url, secret: 'whsec_dup' }], delivery: { baseDelayMs: 20, duplicateRate: 1 } });
    try {
      const base = new URL(sandbox.url);
      const stripe = new Stripe(KEY, { host: base.hostname, port: Number(base.port), protocol: 'http' });
      await stripe.checkout.sessions.expire((await stripe.checkout.sessions.create(sessionParams())).id);
      await until(() => (hook.received.length >= 2 ? true : undefined));
      const ids = hook.received.map((r) => (JSON.parse(r.body) as { id: string }).id);
      expect(ids[0]).toBe(ids[1]);
    } finally {
      await sandbox.close();
      await hook.close();
    }
  });
});
