import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { ORIGIN, startPayment, type Guest, type PaymentUnderTest } from './payment-test-kit';

let kit: PaymentUnderTest;
beforeAll(async () => {
  // The tests deliver every event themselves: the sandbox sends none.
  kit = await startPayment({ webhooks: false });
});
afterAll(async () => {
  await kit?.close();
});

async function openSession(guest: Guest): Promise<{ bookingId: string; sessionId: string; url: string }> {
  const booking = await kit.bookingCreated(guest);
  const res = await kit.call('POST', '/api/payments/create-checkout-session', { token: guest.token, body: { booking_id: booking.bookingId, origin_url: ORIGIN } });
  const body = (await res.json()) as { session_id: string; checkout_url: string };
  return { bookingId: booking.bookingId, sessionId: body.session_id, url: body.checkout_url };
}

/** The sandbox's own event about a session (as Stripe would have sent it). */
function eventFor(sessionId: string, type: string): Stripe.Event {
  const event = kit.sandbox.events().find((e) => e.type === type && (e.data.object as { id?: string }).id === sessionId);
  if (!event) throw new Error(`no ${type} event for ${sessionId}`);
  return event as unknown as Stripe.Event;
}

const deliver = (event: object, options?: { secret?: string; timestamp?: number }) => {
  const { body, signature } = kit.signed(event, options);
  return kit.call('POST', '/api/payments/webhook', { rawBody: body, headers: { 'stripe-signature': signature } });
};

const counts = async (bookingId: string) => ({
  payments: Number((await kit.service.deps.pool.query('SELECT count(*) FROM payments WHERE booking_id = $1', [bookingId])).rows[0].count),
  paid: (await kit.outbox('payment.paid')).filter((e) => e.key === bookingId).length,
  expired: (await kit.outbox('payment.expired')).filter((e) => e.key === bookingId).length,
});

describe('POST /api/payments/webhook', () => {
  it('when the signature is wrong or missing, or the body was changed, then 400 and nothing changes', async () => {
    const guest = await kit.guest();
    const { bookingId, sessionId, url } = await openSession(guest);
    await kit.pay(url);
    const event = eventFor(sessionId, 'checkout.session.completed');
    expect((await deliver(event, { secret: 'whsec_someone_else' })).status).toBe(400);
    const { body } = kit.signed(event);
    const unsigned = await kit.call('POST', '/api/payments/webhook', { rawBody: body });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ code: 'signature_missing' });
    const { signature } = kit.signed(event);
    const tampered = body.replace('"paid"', '"unpaid"');
    expect((await kit.call('POST', '/api/payments/webhook', { rawBody: tampered, headers: { 'stripe-signature': signature } })).status).toBe(400);
    // Re-serialised JSON is not the signed bytes either.
    expect((await kit.call('POST', '/api/payments/webhook', { rawBody: JSON.stringify(event), headers: { 'stripe-signature': signature } })).status).toBe(400);
    expect(await counts(bookingId)).toEqual({ payments: 0, paid: 0, expired: 0 });
  });

  it('when a correctly signed event is replayed with an old timestamp, then 400 and nothing changes', async () => {
    const guest = await kit.guest();
    const { bookingId, sessionId, url } = await openSession(guest);
    await kit.pay(url);
    const res = await deliver(eventFor(sessionId, 'checkout.session.completed'), { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'signature_invalid' });
    expect((await counts(bookingId)).paid).toBe(0);
  });

  it('when the event is about a session this service never opened, then it is acknowledged and recorded, not retried', async () => {
    const created = await kit.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'inr', unit_amount: 100_000, product_data: { name: 'Gift card' } }, quantity: 1 }],
      success_url: 'https://elsewhere.example/ok',
    });
    await kit.stripe.checkout.sessions.expire(created.id);
    const event = eventFor(created.id, 'checkout.session.expired');
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, outcome: 'unknown' });
    const { rows } = await kit.service.deps.pool.query('SELECT outcome FROM stripe_events WHERE event_id = $1', [event.id]);
    expect(rows).toEqual([{ outcome: 'unknown' }]);
  });

  it('when the same completed event arrives 10 times, some at once, then one payment and one payment.paid', async () => {
    const guest = await kit.guest();
    const { bookingId, sessionId, url } = await openSession(guest);
    await kit.pay(url);
    const event = eventFor(sessionId, 'checkout.session.completed');
    const answers = [...(await Promise.all([1, 2, 3, 4, 5].map(() => deliver(event))))];
    for (let i = 0; i < 5; i++) answers.push(await deliver(event));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await counts(bookingId)).toEqual({ payments: 1, paid: 1, expired: 0 });
    const [paid] = (await kit.outbox('payment.paid')).filter((e) => e.key === bookingId);
    expect(paid!.data).toMatchObject({ bookingId, userId: guest.id, sessionId, amountPaise: 15_456_000, currency: 'INR', paymentIntentId: expect.stringMatching(/^pi_/) });
  });

  it('when a booking is paid, then payment.paid (v2) carries the booking as its events told payment, addresses included', async () => {
    const guest = await kit.guest();
    const booking = await kit.bookingCreated(guest, { accountEmail: 'owner@example.com', accountEmailVerified: true, guestEmailConfirmed: false });
    const res = await kit.call('POST', '/api/payments/create-checkout-session', { token: guest.token, body: { booking_id: booking.bookingId, origin_url: ORIGIN } });
    const { session_id: sessionId, checkout_url: url } = (await res.json()) as { session_id: string; checkout_url: string };
    await kit.pay(url);
    expect((await deliver(eventFor(sessionId, 'checkout.session.completed'))).status).toBe(200);
    const [paid] = (await kit.outbox('payment.paid')).filter((e) => e.key === booking.bookingId);
    const { createdAt: _, ...facts } = booking;
    expect(paid!.data.booking).toEqual(facts);
  });

  it('when completed arrives and then expired, then the booking stays paid: one payment.paid, no payment.expired', async () => {
    const guest = await kit.guest();
    const { bookingId, sessionId, url } = await openSession(guest);
    await kit.pay(url);
    const completed = eventFor(sessionId, 'checkout.session.completed');
    // Stripe never expires a paid session: an expired event for it is a stale or forged copy.
    const expired = { ...completed, id: 'evt_forged_expiry_after_payment', type: 'checkout.session.expired', data: { object: { ...completed.data.object, status: 'expired', payment_status: 'unpaid' } } };
    expect((await deliver(completed)).status).toBe(200);
    expect((await deliver(expired)).status).toBe(200);
    expect(await counts(bookingId)).toEqual({ payments: 1, paid: 1, expired: 0 });
  });

  it('when expired arrives and then completed, then the money that moved wins: payment.expired, then one payment.paid', async () => {
    const guest = await kit.guest();
    const { bookingId, sessionId, url } = await openSession(guest);
    await kit.pay(url);
    const completed = eventFor(sessionId, 'checkout.session.completed');
    const expired = { ...completed, id: 'evt_expiry_before_payment', type: 'checkout.session.expired', data: { object: { ...completed.data.object, status: 'expired', payment_status: 'unpaid' } } };
    expect((await deliver(expired)).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);
    expect(await counts(bookingId)).toEqual({ payments: 1, paid: 1, expired: 1 });
    const types = (await kit.outbox()).filter((e) => e.key === bookingId).map((e) => e.type);
    expect(types).toEqual(['payment.checkout-opened', 'payment.expired', 'payment.paid']);
    // payment.expired (v2) carries the booking, as payment.paid does: its e-mail needs no booking event first.
    const [lapse] = (await kit.outbox('payment.expired')).filter((e) => e.key === bookingId);
    expect(lapse!.data).toMatchObject({ cause: 'timeout', booking: { bookingId, status: 'pending', paymentStatus: 'pending' } });
  });

  it('when the body is not a Stripe event or is huge, then 4xx with a detail', async () => {
    const { body, signature } = kit.signed({ hello: 'world' });
    const res = await kit.call('POST', '/api/payments/webhook', { rawBody: body, headers: { 'stripe-signature': signature } });
    expect(res.status).toBe(400);
    const huge = await kit.call('POST', '/api/payments/webhook', { rawBody: 'x'.repeat(200_000), headers: { 'stripe-signature': 't=1,v1=00' } });
    expect(huge.status).toBe(413);
  });
});
