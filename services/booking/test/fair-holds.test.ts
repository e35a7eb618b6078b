import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelChanged } from '@suvarna/contracts';
import { PAYMENT_CONSUMER_GROUP } from '../src/entry-points/events/payment-events-consumer';
import { bookingBody, startBooking, testHotel, type BookingUnderTest, type TestUser } from './booking-test-kit';

/*
 * One account cannot hold a hotel: its unpaid holds are capped (2 pending bookings, 6 rooms, overall and at
 * one hotel, the defaults), and a hold is not renewed past its first Checkout Session.
 */

let kit: BookingUnderTest;
// Hotel 16 as the attack found it: 80 rooms.
const bigHotel = testHotel({ rooms: [{ type: 'Lake View Room', pricePaise: 1_500_000, capacity: 2, available: 80 }] });

beforeAll(async () => {
  kit = await startBooking({
    env: {
      HOLD_MAX_BOOKINGS: '2',
      HOLD_MAX_ROOMS: '6',
      HOLD_MAX_BOOKINGS_PER_HOTEL: '2',
      HOLD_MAX_ROOMS_PER_HOTEL: '6',
      UNVERIFIED_MAIL_MAX_PER_RECIPIENT: '3',
      UNVERIFIED_MAIL_MAX_PER_ADDRESS: '5',
    },
  });
  await kit.putHotel(bigHotel);
});
afterAll(async () => {
  await kit?.close();
});

const octet = () => 1 + Math.floor(Math.random() * 250);
const randomIp = () => `10.${octet()}.${octet()}.${octet()}`;

let from = 20;
function book(guest: TestUser, options: { quantity?: number; hotel?: HotelChanged; guestEmail?: string; ip?: string } = {}) {
  const body = bookingBody(options.hotel ?? bigHotel, { from: (from += 2), quantity: options.quantity ?? 1 });
  if (options.guestEmail) body.guest_info.email = options.guestEmail;
  return kit.call('POST', '/api/bookings/create', { token: guest.token, body, headers: { 'x-forwarded-for': options.ip ?? randomIp() } });
}

async function bookingId(res: Response): Promise<string> {
  expect(res.status).toBe(201);
  return ((await res.json()) as { booking_id: string }).booking_id;
}

const deliverPayment = (type: string, id: string, data: Record<string, unknown>) =>
  kit.deliver(type, id, { bookingId: id, userId: 'u', sessionId: `cs_test_${id.slice(0, 8)}`, ...data }, PAYMENT_CONSUMER_GROUP);

interface Refusal {
  detail: string;
  code: string;
  held_bookings: { booking_id: string; confirmation_code: string; page: string; resume: { path: string; body: { booking_id: string } }; release: { path: string } }[];
}

describe('hold caps', () => {
  it('when a new account tries to take a whole hotel with 9 unpaid bookings, then only 2 are held and the rest are refused with 409 naming them', async () => {
    const attacker = await kit.user();
    const statuses: number[] = [];
    let refusal: Refusal | undefined;
    for (let i = 0; i < 9; i++) {
      const res = await book(attacker, { quantity: 3 });
      statuses.push(res.status);
      if (res.status === 409) refusal = (await res.json()) as Refusal;
    }
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409]);
    expect(refusal!.code).toBe('holds_limit');
    const held = (await kit.service.deps.pool.query<{ id: string; confirmation_code: string }>('SELECT id, confirmation_code FROM bookings WHERE user_id = $1 ORDER BY created_at', [attacker.id])).rows;
    expect(held).toHaveLength(2);
    expect(refusal!.detail).toContain(`you already hold ${held[0]!.confirmation_code} at ${bigHotel.name} (3 rooms`);
    expect(refusal!.detail).toContain(held[1]!.confirmation_code);
    expect(refusal!.detail).toContain('complete the payment of one of them (Resume payment) or release it (Release rooms)');
    expect(refusal!.held_bookings.map((h) => [h.booking_id, h.page, h.resume.path, h.resume.body.booking_id, h.release.path])).toEqual(
      held.map((b) => [b.id, `/booking/${b.id}`, '/api/payments/create-checkout-session', b.id, `/api/bookings/${b.id}/release`]),
    );
  });

  it('when one booking asks for more than 6 rooms, then it is refused before any room is taken', async () => {
    const res = await book(await kit.user(), { quantity: 7 });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'holds_limit', held_bookings: [], detail: expect.stringContaining('this booking asks for 7 rooms') });
  });

  it('when 6 bookings from one account arrive at once, then exactly 2 are made', async () => {
    const guest = await kit.user();
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => book(guest)))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
  });

  it('when a held booking is released or paid, then it no longer counts and the account may book again', async () => {
    const guest = await kit.user();
    const first = await bookingId(await book(guest));
    const second = await bookingId(await book(guest));
    expect((await book(guest)).status).toBe(409);

    expect((await kit.call('POST', `/api/bookings/${first}/release`, { token: guest.token })).status).toBe(200);
    const third = await bookingId(await book(guest));
    expect((await book(guest)).status).toBe(409);

    await deliverPayment('payment.paid', second, { paymentIntentId: 'pi_1', amountPaise: 3_360_000, currency: 'INR', paidAt: new Date().toISOString() });
    expect((await book(guest)).status).toBe(201);
    const { rows } = await kit.service.deps.pool.query<{ id: string }>("SELECT id FROM bookings WHERE user_id = $1 AND status = 'pending' AND payment_status = 'pending'", [guest.id]);
    expect(rows.map((r) => r.id)).toContain(third);
  });

  it('when a hold has lapsed, then it no longer counts', async () => {
    const guest = await kit.user();
    const first = await bookingId(await book(guest));
    await bookingId(await book(guest));
    await kit.service.deps.pool.query("UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [first]);
    expect((await book(guest)).status).toBe(201);
  });
});

describe('no renewal past the Stripe session', () => {
  it('when a second Checkout Session opens for a booking, then its hold stays at the end of the first', async () => {
    const guest = await kit.user();
    const id = await bookingId(await book(guest));
    const firstEnd = new Date(Date.now() + 30 * 60_000).toISOString();
    await deliverPayment('payment.checkout-opened', id, { sessionId: 'cs_test_first', amountPaise: 1, expiresAt: firstEnd });
    await deliverPayment('payment.checkout-opened', id, { sessionId: 'cs_test_second', amountPaise: 1, expiresAt: new Date(Date.now() + 60 * 60_000).toISOString() });
    const { rows } = await kit.service.deps.pool.query<{ hold: Date }>('SELECT hold_expires_at AS hold FROM bookings WHERE id = $1', [id]);
    expect(rows[0]!.hold.toISOString()).toBe(firstEnd);
  });
});

describe('the typed guest address', () => {
  const createdEvent = async (id: string) => (await kit.outbox()).find((e) => e.type === 'booking.created' && e.key === id)!.data;

  it('when the account holder is the guest, then no question is sent and the booking\'s e-mails go to that address', async () => {
    const guest = await kit.user();
    const id = await bookingId(await book(guest, { guestEmail: guest.email.toUpperCase() }));
    const data = await createdEvent(id);
    expect(data).toMatchObject({ accountEmail: guest.email, guestEmailConfirmed: true });
    expect(data).not.toHaveProperty('guestEmailConfirmationToken');
  });

  it('when another address is typed, then it is asked once with a token, and its one click makes later events carry it', async () => {
    const guest = await kit.user();
    const typed = `friend.${randomUUID().slice(0, 8)}@example.com`;
    const id = await bookingId(await book(guest, { guestEmail: typed }));
    const data = await createdEvent(id);
    expect(data).toMatchObject({ accountEmail: guest.email, guestEmail: typed, guestEmailConfirmed: false, guestEmailConfirmationToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const { rows } = await kit.service.deps.pool.query('SELECT 1 FROM bookings WHERE guest_email_token_hash = $1', [data.guestEmailConfirmationToken]);
    expect(rows).toHaveLength(0);

    const confirm = () => kit.call('POST', '/api/bookings/guest-email/confirm', { body: { token: data.guestEmailConfirmationToken } });
    const res = await confirm();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Thank you: the e-mails about this stay will come to you as well.', hotel_name: bigHotel.name });
    expect((await confirm()).status).toBe(200);
    const confirmed = (await kit.outbox()).filter((e) => e.type === 'booking.guest-email-confirmed' && e.key === id);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.data).toMatchObject({ guestEmail: typed, guestEmailConfirmed: true });

    expect((await kit.call('POST', `/api/bookings/${id}/cancel`, { token: guest.token })).status).toBe(200);
    const cancelled = (await kit.outbox()).find((e) => e.type === 'booking.cancelled' && e.key === id)!;
    expect(cancelled.data).toMatchObject({ guestEmailConfirmed: true });
  });

  it('when the link is unknown or the stay is over, then 404 or 409, and a malformed one 400', async () => {
    expect((await kit.call('POST', '/api/bookings/guest-email/confirm', { body: { token: 'A'.repeat(43) } })).status).toBe(404);
    expect((await kit.call('POST', '/api/bookings/guest-email/confirm', { body: { token: '<b>' } })).status).toBe(400);
    const guest = await kit.user();
    const id = await bookingId(await book(guest, { guestEmail: `late.${randomUUID().slice(0, 8)}@example.com` }));
    const token = (await createdEvent(id)).guestEmailConfirmationToken;
    await kit.call('POST', `/api/bookings/${id}/cancel`, { token: guest.token });
    expect((await kit.call('POST', '/api/bookings/guest-email/confirm', { body: { token } })).status).toBe(409);
  });

  it('when one victim\'s address is typed into 5 bookings, then it is asked 3 times at most; the bookings are made all the same', async () => {
    const victim = `victim.${randomUUID().slice(0, 8)}@example.com`;
    const tokens: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await bookingId(await book(await kit.user(), { guestEmail: victim }));
      tokens.push((await createdEvent(id)).guestEmailConfirmationToken);
    }
    expect(tokens.filter(Boolean)).toHaveLength(3);
  });
});
