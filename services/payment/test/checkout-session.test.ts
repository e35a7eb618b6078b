import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, startPayment, type PaymentUnderTest } from './payment-test-kit';

let kit: PaymentUnderTest;
beforeAll(async () => {
  kit = await startPayment();
});
afterAll(async () => {
  await kit?.close();
});

const create = (token: string, booking_id: string, origin_url = ORIGIN) =>
  kit.call('POST', '/api/payments/create-checkout-session', { token, body: { booking_id, origin_url } });

describe('POST /api/payments/create-checkout-session', () => {
  it("when the owner pays a pending booking, then Stripe's session carries the server's total in INR, a line item per room type with nights, the guest, the booking id and the site's return addresses", async () => {
    const guest = await kit.guest();
    const booking = await kit.bookingCreated(guest);
    const res = await create(guest.token, booking.bookingId);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; checkout_url: string; session_id: string };
    expect(body).toMatchObject({ success: true, checkout_url: expect.stringContaining('/c/pay/cs_test_') });

    const session = await kit.stripe.checkout.sessions.retrieve(body.session_id, { expand: ['line_items'] });
    expect(session).toMatchObject({
      amount_total: 15_456_000,
      currency: 'inr',
      customer_email: 'asha@example.com',
      client_reference_id: booking.bookingId,
      metadata: { booking_id: booking.bookingId },
      success_url: `${ORIGIN}/booking-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/booking-cancel?booking=${booking.bookingId}`,
    });
    const minutesAhead = (session.expires_at - Math.floor(Date.now() / 1000)) / 60;
    expect(minutesAhead).toBeGreaterThan(29.9);
    expect(minutesAhead).toBeLessThan(31);
    const items = session.line_items!.data;
    expect(items.map((i) => [i.description, i.quantity, i.amount_total])).toEqual([
      ['Deluxe Room · Suvarna Grand New Delhi', 2, 4_800_000],
      ['Presidential Suite · Suvarna Grand New Delhi', 1, 9_000_000],
      ['Taxes & fees (12%)', 1, 1_656_000],
    ]);
    const page = await (await fetch(body.checkout_url)).text();
    expect(page).toContain('2 nights');
    expect(page).toContain('₹1,54,560.00');
    const opened = await kit.outbox('payment.checkout-opened');
    expect(opened.at(-1)).toMatchObject({ key: booking.bookingId, data: { sessionId: body.session_id, amountPaise: 15_456_000 } });
  });

  it('when it is called twice, even at once, then both answers carry the same open session', async () => {
    const guest = await kit.guest();
    const booking = await kit.bookingCreated(guest);
    const answers = await Promise.all([create(guest.token, booking.bookingId), create(guest.token, booking.bookingId)]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { checkout_url: string }[];
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(bodies[0]!.checkout_url).toBe(bodies[1]!.checkout_url);
    const later = (await (await create(guest.token, booking.bookingId)).json()) as { checkout_url: string };
    expect(later.checkout_url).toBe(bodies[0]!.checkout_url);
    expect(kit.sandbox.events().length).toBeGreaterThanOrEqual(0);
  });

  it('when the first session nears its end, then no second one is opened to renew the hold: 409 hold_expired', async () => {
    const guest = await kit.guest();
    const booking = await kit.bookingCreated(guest);
    expect((await create(guest.token, booking.bookingId)).status).toBe(200);
    // The guest comes back a minute before the session ends (after 29 minutes), as an attacker renewing the hold would.
    await kit.service.deps.pool.query("UPDATE checkout_sessions SET expires_at = now() + interval '1 minute' WHERE booking_id = $1", [booking.bookingId]);
    const res = await create(guest.token, booking.bookingId);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'hold_expired', detail: expect.stringMatching(/^The time to pay for this booking has run out: its rooms will be released at .+ IST/) });
    const { rows } = await kit.service.deps.pool.query('SELECT attempt FROM checkout_sessions WHERE booking_id = $1', [booking.bookingId]);
    expect(rows).toEqual([{ attempt: 1 }]);
    expect((await kit.outbox('payment.checkout-opened')).filter((e) => e.key === booking.bookingId)).toHaveLength(1);
  });

  it('when the call arrives before booking.created, then the booking is read from the booking service with the guest\'s token and the session opens without the event', async () => {
    const guest = await kit.guest();
    const booking = kit.bookingMade(guest);
    const res = await create(guest.token, booking.bookingId);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { session_id: string };
    expect((await kit.stripe.checkout.sessions.retrieve(body.session_id)).amount_total).toBe(booking.totalPaise);
    expect(kit.bookingService.reads.filter((r) => r.bookingId === booking.bookingId)).toEqual([{ bookingId: booking.bookingId, token: guest.token }]);

    // A second call uses payment's copy; the event arriving later changes nothing.
    expect((await create(guest.token, booking.bookingId)).status).toBe(200);
    await kit.deliverCreated(booking);
    expect(kit.bookingService.reads.filter((r) => r.bookingId === booking.bookingId)).toHaveLength(1);
  });

  it('when a booking read from the booking service is then cancelled, then the later event is what payment follows', async () => {
    const guest = await kit.guest();
    const booking = kit.bookingMade(guest);
    expect((await create(guest.token, booking.bookingId)).status).toBe(200);
    await kit.deliverCreated(booking);
    await kit.bookingStatusChanged(booking, 'cancelled', 'Guest cancelled');
    expect(await (await create(guest.token, booking.bookingId)).json()).toMatchObject({ code: 'booking_not_payable' });
  });

  it('when the booking service reads it already paid or cancelled, then the same 409 as from the events', async () => {
    const guest = await kit.guest();
    const paid = kit.bookingMade(guest, { paymentStatus: 'completed' });
    expect(await (await create(guest.token, paid.bookingId)).json()).toMatchObject({ code: 'already_paid' });
    const cancelled = kit.bookingMade(guest, { status: 'cancelled' });
    expect(await (await create(guest.token, cancelled.bookingId)).json()).toMatchObject({ code: 'booking_not_payable' });
  });

  it('when neither payment nor the booking service knows the booking, or it is another guest\'s, then 404 and nothing is opened', async () => {
    const guest = await kit.guest();
    const other = await kit.guest();
    const before = kit.sandbox.events().length;
    const unknown = await create(guest.token, '0b7e3c1a-4d2f-4e8a-9c3b-5f6a7d8e9f01');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'booking_not_found', detail: expect.any(String) });
    const theirs = kit.bookingMade(other);
    expect((await create(guest.token, theirs.bookingId)).status).toBe(404);
    expect(kit.sandbox.events().length).toBe(before);
    expect(await kit.service.deps.pool.query('SELECT 1 FROM bookings WHERE id = $1', [theirs.bookingId])).toMatchObject({ rowCount: 0 });
  });

  it('when the booking service cannot be reached for a booking payment has not seen, then a retryable 503 with a detail, and the session opens once it is back', async () => {
    const guest = await kit.guest();
    const booking = kit.bookingMade(guest);
    await kit.bookingService.stop();
    try {
      const res = await create(guest.token, booking.bookingId);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'booking_unavailable', detail: expect.any(String) });
    } finally {
      await kit.bookingService.start();
    }
    expect((await create(guest.token, booking.bookingId)).status).toBe(200);
  });

  it("when someone else's booking, no token or a bad token is used, then 404 or 401 and no session is opened", async () => {
    const owner = await kit.guest();
    const other = await kit.guest();
    const booking = await kit.bookingCreated(owner);
    const before = kit.sandbox.events().length;
    expect((await create(other.token, booking.bookingId)).status).toBe(404);
    expect((await kit.call('POST', '/api/payments/create-checkout-session', { body: { booking_id: booking.bookingId, origin_url: ORIGIN } })).status).toBe(401);
    expect((await create('not-a-token', booking.bookingId)).status).toBe(401);
    expect((await kit.outbox('payment.checkout-opened')).some((e) => e.key === booking.bookingId)).toBe(false);
    expect(kit.sandbox.events().length).toBe(before);
  });

  it("when origin_url is not one of the site's origins, then 400 and nothing is opened", async () => {
    const guest = await kit.guest();
    const booking = await kit.bookingCreated(guest);
    for (const origin of ['https://evil.example', 'javascript:alert(1)', 'not a url', `${ORIGIN}.evil.example`]) {
      const res = await create(guest.token, booking.bookingId, origin);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'origin_not_allowed' });
    }
  });

  it('when the booking is cancelled, already paid, or its hold lapsed without a session, then 409 with a reason', async () => {
    const guest = await kit.guest();
    const cancelled = await kit.bookingCreated(guest);
    await kit.bookingStatusChanged(cancelled, 'cancelled', 'Guest cancelled');
    expect(await (await create(guest.token, cancelled.bookingId)).json()).toMatchObject({ code: 'booking_not_payable' });

    const paid = await kit.bookingCreated(guest, { paymentStatus: 'completed' });
    expect(await (await create(guest.token, paid.bookingId)).json()).toMatchObject({ code: 'already_paid' });

    const lapsed = await kit.bookingCreated(guest, { createdAt: new Date(Date.now() - 31 * 60_000).toISOString() });
    const res = await create(guest.token, lapsed.bookingId);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'hold_expired' });
  });

  it('when the body is malformed, of the wrong types, huge or holds a NUL, then 4xx with a detail', async () => {
    const guest = await kit.guest();
    const bodies: unknown[] = [
      {},
      { booking_id: 12, origin_url: ORIGIN },
      { booking_id: 'x'.repeat(100_000), origin_url: ORIGIN },
      { booking_id: 'bk\u0000x', origin_url: ORIGIN },
      { booking_id: 'bk1', origin_url: ['http://localhost:8001'] },
      [],
    ];
    for (const body of bodies) {
      const res = await kit.call('POST', '/api/payments/create-checkout-session', { token: guest.token, body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.json()).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
    }
    const broken = await kit.call('POST', '/api/payments/create-checkout-session', { token: guest.token, rawBody: '{"booking_id":' });
    expect(broken.status).toBe(400);
  });

  it('when the total is above what a card payment can take, then 422 with a reason and the guest can still be helped', async () => {
    const guest = await kit.guest();
    const booking = await kit.bookingCreated(guest, {
      rooms: [{ type: 'Presidential Suite', quantity: 20, pricePaise: 4_500_000 }],
      nights: 30,
      roomTotalPaise: 2_700_000_000,
      taxesPaise: 324_000_000,
      totalPaise: 3_024_000_000,
    });
    const res = await create(guest.token, booking.bookingId);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'amount_not_payable' });
  });
});
