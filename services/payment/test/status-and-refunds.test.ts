import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, startPayment, type Guest, type PaymentUnderTest } from './payment-test-kit';

let kit: PaymentUnderTest;
let silent: PaymentUnderTest;
beforeAll(async () => {
  [kit, silent] = await Promise.all([startPayment(), startPayment({ webhooks: false })]);
});
afterAll(async () => {
  await Promise.all([kit?.close(), silent?.close()]);
});

async function openSession(k: PaymentUnderTest, guest: Guest) {
  const booking = await k.bookingCreated(guest);
  const res = await k.call('POST', '/api/payments/create-checkout-session', { token: guest.token, body: { booking_id: booking.bookingId, origin_url: ORIGIN } });
  const body = (await res.json()) as { session_id: string; checkout_url: string };
  return { booking, sessionId: body.session_id, url: body.checkout_url };
}

const status = (k: PaymentUnderTest, token: string | undefined, sessionId: string) => k.call('GET', `/api/payments/checkout-status/${sessionId}`, { token });

describe('GET /api/payments/checkout-status/{sessionId}', () => {
  it('when the session is unpaid, then its owner reads unpaid with the amount in rupees and the booking', async () => {
    const guest = await kit.guest();
    const { booking, sessionId } = await openSession(kit, guest);
    const res = await status(kit, guest.token, sessionId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      session_id: sessionId,
      payment_status: 'unpaid',
      status: 'open',
      amount: 154_560,
      currency: 'INR',
      booking_id: booking.bookingId,
      booking: {
        id: booking.bookingId,
        confirmation_code: 'SUV-ABCD-EFGH',
        hotelName: 'Suvarna Grand New Delhi',
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        guestInfo: { name: 'Asha Verma', email: 'asha@example.com' },
      },
    });
  });

  it("when anyone but the owner asks, or the id is unknown or malformed, then 404; without a token 401", async () => {
    const owner = await kit.guest();
    const other = await kit.guest();
    const { sessionId } = await openSession(kit, owner);
    expect((await status(kit, other.token, sessionId)).status).toBe(404);
    expect((await status(kit, owner.token, 'cs_test_doesnotexist')).status).toBe(404);
    expect((await status(kit, owner.token, `cs_test_${'x'.repeat(400)}`)).status).toBe(404);
    expect((await status(kit, owner.token, '%00')).status).toBe(404);
    expect((await status(kit, undefined, sessionId)).status).toBe(401);
  });

  it('when the guest paid but no webhook came, then the status reads the session from Stripe and fulfils it once', async () => {
    const guest = await silent.guest();
    const { booking, sessionId, url } = await openSession(silent, guest);
    expect((await silent.pay(url)).status).toBe(303);
    const answers = await Promise.all([status(silent, guest.token, sessionId), status(silent, guest.token, sessionId)]);
    for (const res of answers) expect(await res.json()).toMatchObject({ payment_status: 'paid', status: 'complete', amount: 154_560 });
    expect((await status(silent, guest.token, sessionId)).status).toBe(200);
    expect((await silent.outbox('payment.paid')).filter((e) => e.key === booking.bookingId)).toHaveLength(1);
  });
});

describe('the payment follows Stripe', () => {
  it('when the guest pays on the checkout page, then the webhook records it and payment.paid is published', async () => {
    const guest = await kit.guest();
    const { booking, sessionId, url } = await openSession(kit, guest);
    const declined = await kit.pay(url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    const paid = await kit.pay(url);
    expect(paid.headers.get('location')).toBe(`${ORIGIN}/booking-success?session_id=${sessionId}`);
    const [event] = await kit.until(async () => {
      const found = (await kit.outbox('payment.paid')).filter((e) => e.key === booking.bookingId);
      return found.length ? found : undefined;
    });
    expect(event!.data).toMatchObject({ sessionId, amountPaise: 15_456_000 });
  });

  it('when the session reaches its expires_at unpaid, then payment.expired is published', async () => {
    const guest = await kit.guest();
    const { booking } = await openSession(kit, guest);
    kit.sandbox.advanceClock(31 * 60);
    const expired = await kit.until(async () => (await kit.outbox('payment.expired')).find((e) => e.key === booking.bookingId));
    kit.sandbox.advanceClock(-31 * 60);
    expect(expired.data).toMatchObject({ bookingId: booking.bookingId, userId: guest.id, cause: 'timeout' });
  });

  it('when the guest abandons checkout, then the session is expired at Stripe at once and payment.expired follows once', async () => {
    const guest = await kit.guest();
    const { booking, sessionId } = await openSession(kit, guest);
    const other = await kit.guest();
    expect((await kit.call('POST', '/api/payments/abandon-checkout', { token: other.token, body: { booking_id: booking.bookingId } })).status).toBe(404);
    const res = await kit.call('POST', '/api/payments/abandon-checkout', { token: guest.token, body: { booking_id: booking.bookingId } });
    expect(await res.json()).toEqual({ success: true, status: 'expired' });
    expect((await kit.stripe.checkout.sessions.retrieve(sessionId)).status).toBe('expired');
    // Stripe tells of the expiry by webhook too: once the service has answered it, nothing more follows.
    const expiry = await kit.until(async () =>
      (await kit.stripe.events.list({ type: 'checkout.session.expired', limit: 100 })).data.find((e) => (e.data.object as { id?: string }).id === sessionId),
    );
    await kit.until(async () => kit.sandbox.deliveries().some((d) => d.eventId === expiry.id && d.status === 200));
    const expired = (await kit.outbox('payment.expired')).filter((e) => e.key === booking.bookingId);
    expect(expired).toHaveLength(1);
    // The guest cancelled: the booking and the e-mail say so, not that the reservation lapsed.
    expect(expired[0]!.data).toMatchObject({ cause: 'abandoned' });
    const again = await kit.call('POST', '/api/payments/abandon-checkout', { token: guest.token, body: { booking_id: booking.bookingId } });
    expect(await again.json()).toEqual({ success: true, status: 'none' });
  });

  it('when a paid booking is cancelled, then it is refunded in full through Stripe once and payment.refunded is published once', async () => {
    const guest = await kit.guest();
    const { booking, url } = await openSession(kit, guest);
    await kit.pay(url);
    await kit.until(async () => (await kit.outbox('payment.paid')).find((e) => e.key === booking.bookingId));
    await kit.bookingStatusChanged({ ...booking, paymentStatus: 'completed' }, 'cancelled', 'Cancelled by guest within policy');
    const refunded = await kit.until(async () => (await kit.outbox('payment.refunded')).find((e) => e.key === booking.bookingId));
    expect(refunded.data).toMatchObject({ amountPaise: 15_456_000, totalRefundedPaise: 15_456_000, fullyRefunded: true, currency: 'INR', reason: 'Cancelled by guest within policy' });
    // v2 carries the booking, as payment.paid does: the refund e-mail needs no booking event first.
    expect(refunded.data).toMatchObject({ booking: { bookingId: booking.bookingId, confirmationCode: booking.confirmationCode, totalPaise: 15_456_000 } });
    // The charge.refunded webhook arrives too: it changes nothing more.
    await kit.until(async () => kit.sandbox.deliveries().find((d) => d.type === 'charge.refunded' && d.status === 200));
    expect((await kit.outbox('payment.refunded')).filter((e) => e.key === booking.bookingId)).toHaveLength(1);
    const intents = kit.sandbox.events().filter((e) => e.type === 'charge.refunded');
    expect(intents.length).toBeGreaterThan(0);
  });

  it('when an unpaid booking with an open session is cancelled, then the session is expired so it can no longer be paid', async () => {
    const guest = await kit.guest();
    const { booking, sessionId, url } = await openSession(kit, guest);
    await kit.bookingStatusChanged(booking, 'cancelled', 'Cancelled by an admin');
    expect((await kit.stripe.checkout.sessions.retrieve(sessionId)).status).toBe('expired');
    expect((await kit.pay(url)).status).toBe(410);
    expect((await kit.outbox('payment.refunded')).filter((e) => e.key === booking.bookingId)).toHaveLength(0);
  });

  it('when Stripe fails while a refund is owed, then the refund is retried until it is made, once', async () => {
    const guest = await kit.guest();
    const { booking, url } = await openSession(kit, guest);
    await kit.pay(url);
    await kit.until(async () => (await kit.outbox('payment.paid')).find((e) => e.key === booking.bookingId));
    // The SDK retries twice itself: four failures outlast one attempt of the worker.
    kit.sandbox.failRequests('/v1/refunds', 4);
    await kit.bookingStatusChanged({ ...booking, paymentStatus: 'completed' }, 'cancelled', 'Cancelled by an admin');
    const refunded = await kit.until(async () => (await kit.outbox('payment.refunded')).find((e) => e.key === booking.bookingId), 20_000);
    expect(refunded.data).toMatchObject({ amountPaise: 15_456_000, fullyRefunded: true });
    // The charge.refunded webhook may publish payment.refunded before the worker records its refund as made.
    const request = await kit.until(async () => {
      const { rows } = await kit.service.deps.pool.query('SELECT attempts, done_at IS NOT NULL AS done FROM refund_requests WHERE booking_id = $1', [booking.bookingId]);
      return rows[0]?.done ? rows[0] : undefined;
    }, 20_000);
    expect(request.attempts).toBeGreaterThanOrEqual(1);
    expect(kit.sandbox.events().filter((e) => e.type === 'charge.refunded' && JSON.stringify(e.data.object).includes(booking.bookingId))).toHaveLength(1);
  });
});
