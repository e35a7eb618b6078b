import Stripe from 'stripe';
import { addDays, availabilitySearchSchema, indiaToday, priceStay, rupeesToPaise } from '@suvarna/contracts';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@suvarna/platform/testing';
import { startSite, type RunningSite } from '../dev/site';
import { freePort, freeSitePorts, startMailCatcher, type MailCatcher } from '../testing';

/** The site as `npm start` runs it, with its Stripe sandbox sending webhooks through the gateway. */
let db: TestDatabase;
let mail: MailCatcher;
let site: RunningSite;

beforeAll(async () => {
  db = await createTestDatabase(inject('adminDatabaseUrl'));
  mail = await startMailCatcher(await freePort(), await freePort());
  const ports = { ...(await freeSitePorts()), stripe: 0 };
  site = await startSite({
    env: {
      DATABASE_URL: db.url,
      SMTP_URL: mail.smtpUrl,
      REDIS_URL: inject('redisUrl') || undefined,
      LOG_LEVEL: 'silent',
      SEED_DEMO_USERS: 'true',
    },
    ports,
  });
});

afterAll(async () => {
  await site?.close();
  await mail?.stop();
  await db?.drop();
});

describe('payments in the whole site', () => {
  it('when no Stripe key is given, then the site runs the sandbox and the payment service talks to it', async () => {
    expect(site.stripeSandbox).toBeDefined();
    const payment = site.services.find((s) => s.name === 'payment')!;
    const ready = await fetch(`${payment.url}/readyz`);
    expect(ready.status).toBe(200);
  });

  it("when the sandbox sends a webhook, then it reaches the payment service through the gateway with its signature intact", async () => {
    const sandbox = site.stripeSandbox!;
    const payment = site.services.find((s) => s.name === 'payment')!;
    const config = payment.deps.config as unknown as { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string };
    const base = new URL(sandbox.url);
    const stripe = new Stripe(config.STRIPE_SECRET_KEY, { host: base.hostname, port: Number(base.port), protocol: 'http' });
    const created = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'inr', unit_amount: 250_000, product_data: { name: 'Spa voucher' } }, quantity: 1 }],
      expires_at: sandbox.now() + 31 * 60,
    });
    await stripe.checkout.sessions.expire(created.id);
    const event = await vi.waitFor(
      () => {
        const found = sandbox.events().find((e) => e.type === 'checkout.session.expired' && (e.data.object as { id: string }).id === created.id);
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 10_000, interval: 50 },
    );
    await vi.waitFor(
      async () => {
        const { rows } = await payment.deps.pool.query('SELECT outcome FROM stripe_events WHERE event_id = $1', [event.id]);
        expect(rows).toEqual([{ outcome: 'unknown' }]);
      },
      { timeout: 10_000, interval: 50 },
    );
    // The sandbox records a delivery once the answer is back, which may be just after the service has stored the event.
    await vi.waitFor(
      () => expect(sandbox.deliveries().find((d) => d.eventId === event.id)).toMatchObject({ status: 200, endpoint: `${site.url}/api/payments/webhook` }),
      { timeout: 10_000, interval: 50 },
    );

    const body = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: config.STRIPE_WEBHOOK_SECRET });
    const tampered = await fetch(`${site.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: body.replace('"expired"', '"open"'),
    });
    expect(tampered.status).toBe(400);
  });

  interface CaughtMail {
    id: string;
    subject: string;
    to: { address: string }[];
    text: string;
    attachments?: { contentType: string }[];
  }
  const inbox = async (address: string) =>
    ((await (await fetch(`${mail.webUrl}/email`)).json()) as CaughtMail[]).filter((m) => m.to.some((t) => t.address === address));
  /** A booking's e-mails: they go to the account's own address (the typed guest address only once it asked). */
  const mailsAbout = async (confirmationCode: string) => (await inbox('guest@suvarnahotels.in')).filter((m) => m.text.includes(confirmationCode));

  async function guestToken(): Promise<string> {
    const res = await fetch(`${site.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'guest@suvarnahotels.in', password: 'Guest@123' }) });
    return ((await res.json()) as { access_token: string }).access_token;
  }

  let nextDay = 60;
  /** Books one room through the gateway and opens its Checkout Session, as the booking page does. */
  async function bookAndOpen(token: string, email: string) {
    const checkIn = addDays(indiaToday(), (nextDay += 2));
    const search = availabilitySearchSchema.parse(await (await fetch(`${site.url}/api/bookings/availability/search?check_in=${checkIn}&check_out=${addDays(checkIn, 1)}&guests=1`)).json());
    const hotel = search.hotels.find((h) => h.bookable && h.rooms.some((r) => r.free > 0))!;
    const room = hotel.rooms.find((r) => r.free > 0)!;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const created = await fetch(`${site.url}/api/bookings/create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        hotel_id: hotel.hotel_id,
        check_in: checkIn,
        check_out: addDays(checkIn, 1),
        rooms: [{ type: room.type, quantity: 1 }],
        guest_info: { name: 'Asha Verma', email },
        total_amount: priceStay([{ type: room.type, quantity: 1, pricePaise: rupeesToPaise(room.price) }], 1).totalPaise / 100,
      }),
    });
    expect(created.status).toBe(201);
    const { booking_id, confirmation_code: code } = (await created.json()) as { booking_id: string; confirmation_code: string };
    const session = await vi.waitFor(
      async () => {
        const res = await fetch(`${site.url}/api/payments/create-checkout-session`, { method: 'POST', headers, body: JSON.stringify({ booking_id, origin_url: site.url }) });
        expect(res.status).toBe(200);
        return (await res.json()) as { checkout_url: string; session_id: string };
      },
      { timeout: 5000, interval: 50 },
    );
    const read = async () => (await (await fetch(`${site.url}/api/bookings/${booking_id}`, { headers })).json()) as {
        status: string;
        payment_status: string;
        hotel: { id: string };
        checkIn: string;
        checkOut: string;
        guest_status?: { state: string; label: string; payment_label: string };
      };
    return { bookingId: booking_id, code, session, headers, read, hotelId: hotel.hotel_id, roomType: room.type, checkIn };
  }

  const pay = (url: string, card = '4242 4242 4242 4242') =>
    fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'x@example.com', cardNumber: card, cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Asha Verma' }).toString(),
    });

  it('when a guest books and pays with 4242 after a declined card, then the booking reads paid, the status endpoint says paid and the confirmation with its .ics arrives', async () => {
    const token = await guestToken();
    const b = await bookAndOpen(token, 'site-paid@example.com');
    expect(await (await pay(b.session.checkout_url, '4000 0000 0000 0002')).text()).toContain('Your card was declined.');
    const paid = await pay(b.session.checkout_url);
    expect(paid.headers.get('location')).toBe(`${site.url}/booking-success?session_id=${b.session.session_id}`);
    await vi.waitFor(async () => expect(await b.read()).toMatchObject({ status: 'pending', payment_status: 'completed' }), { timeout: 10_000, interval: 50 });
    const status = await (await fetch(`${site.url}/api/payments/checkout-status/${b.session.session_id}`, { headers: b.headers })).json();
    expect(status).toMatchObject({ payment_status: 'paid', currency: 'INR' });
    const [confirmation] = await vi.waitFor(
      async () => {
        const found = await mailsAbout(b.code);
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(confirmation!.subject).toContain('Booking confirmed');
    expect(confirmation!.attachments?.[0]?.contentType).toMatch(/^text\/calendar/);
  });

  it('when the guest leaves the checkout page by its cancel link, then the abandoned session is expired, the rooms are free at once, and the guest is told they cancelled it (not that it lapsed)', async () => {
    const token = await guestToken();
    const b = await bookAndOpen(token, 'site-abandon@example.com');
    const free = async () => {
      const res = await fetch(`${site.url}/api/bookings/availability?hotel_id=${b.hotelId}&check_in=${b.checkIn}&check_out=${addDays(b.checkIn, 1)}`);
      return ((await res.json()) as { rooms: { type: string; free: number }[] }).rooms.find((r) => r.type === b.roomType)!.free;
    };
    const before = await free();
    const res = await fetch(`${site.url}/api/payments/abandon-checkout`, { method: 'POST', headers: b.headers, body: JSON.stringify({ booking_id: b.bookingId }) });
    expect(await res.json()).toEqual({ success: true, status: 'expired' });
    await vi.waitFor(async () => expect(await b.read()).toMatchObject({ status: 'cancelled' }), { timeout: 10_000, interval: 50 });
    expect(await free()).toBe(before + 1);
    await vi.waitFor(async () => expect((await mailsAbout(b.code)).map((m) => m.subject)).toEqual([expect.stringMatching(new RegExp(`^Booking ${b.code} cancelled: `))]), { timeout: 10_000, interval: 100 });
    expect((await b.read()).guest_status).toEqual({ state: 'cancelled', label: 'Cancelled', payment_label: 'Not Charged' });
  });

  it('when a paid booking is cancelled within the policy, then it is refunded through Stripe and the guest gets the refund e-mail', async () => {
    const token = await guestToken();
    const b = await bookAndOpen(token, 'site-refund@example.com');
    await pay(b.session.checkout_url);
    await vi.waitFor(async () => expect((await b.read()).payment_status).toBe('completed'), { timeout: 10_000, interval: 50 });
    const cancel = await fetch(`${site.url}/api/bookings/${b.bookingId}/cancel`, { method: 'POST', headers: b.headers });
    expect(cancel.status).toBe(200);
    await vi.waitFor(async () => expect(await b.read()).toMatchObject({ status: 'cancelled', payment_status: 'refunded' }), { timeout: 15_000, interval: 100 });
    await vi.waitFor(
      async () => expect((await mailsAbout(b.code)).map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringContaining('Refund of ₹'), expect.stringContaining('cancelled')])),
      { timeout: 10_000, interval: 100 },
    );
  });
});
