import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { availabilitySchema, bookingSchema, type Booking } from '@suvarna/contracts';
import { PAYMENT_CONSUMER_GROUP } from '../src/entry-points/events/payment-events-consumer';
import { bookingBody, startBooking, testHotel, type BookingUnderTest, type TestUser } from './booking-test-kit';

let kit: BookingUnderTest;
const hotel = testHotel({ rooms: [{ type: 'Riverside Room', pricePaise: 1_100_000, capacity: 2, available: 1 }] });
const roomy = testHotel();

beforeAll(async () => {
  kit = await startBooking({ env: { HOLD_SWEEP_SECONDS: '1' } });
  await kit.putHotel(hotel);
  await kit.putHotel(roomy);
});
afterAll(async () => {
  await kit?.close();
});

let nightOffset = 20;
/** Books one room of the one-room hotel on nights of its own, as the guest. */
async function book(guest: TestUser, h = hotel, from = (nightOffset += 3)): Promise<Booking> {
  const res = await kit.call('POST', '/api/bookings/create', { token: guest.token, body: bookingBody(h, { from }) });
  expect(res.status).toBe(201);
  const { booking_id } = (await res.json()) as { booking_id: string };
  return read(guest, booking_id);
}

async function read(user: TestUser, id: string): Promise<Booking> {
  return bookingSchema.parse(await (await kit.call('GET', `/api/bookings/${id}`, { token: user.token })).json());
}

async function free(b: Booking, h = hotel): Promise<number> {
  const res = await kit.call('GET', `/api/bookings/availability?hotel_id=${h.hotelId}&check_in=${b.checkIn}&check_out=${b.checkOut}`);
  return availabilitySchema.parse(await res.json()).rooms[0]!.free;
}

const paymentEvent = (type: string, b: Booking, data: Record<string, unknown> = {}) =>
  kit.deliver(type, b.id, { bookingId: b.id, userId: 'u', sessionId: `cs_test_${b.id.slice(0, 8)}`, ...data }, PAYMENT_CONSUMER_GROUP);
const paid = (b: Booking) =>
  paymentEvent('payment.paid', b, { paymentIntentId: 'pi_1', amountPaise: Math.round(b.totalAmount * 100), currency: 'INR', paidAt: new Date().toISOString() });
const expired = (b: Booking) => paymentEvent('payment.expired', b, { expiredAt: new Date().toISOString() });
const cancelledEvents = async (b: Booking) => (await kit.outbox()).filter((e) => e.type === 'booking.cancelled' && e.key === b.id);

describe('the booking follows its payment', () => {
  it('when payment.paid arrives, then payment_status is completed, the status stays pending, and revenue counts it', async () => {
    const guest = await kit.user();
    const admin = await kit.user('admin');
    const before = (await (await kit.call('GET', '/api/admin/bookings', { token: admin.token })).json()) as { summary: { revenue: number } };
    const b = await book(guest);
    expect(b.hold_expires_at).not.toBeNull();
    const paidAt = new Date(Date.now() - 1_000).toISOString();
    await paymentEvent('payment.paid', b, { paymentIntentId: 'pi_1', amountPaise: Math.round(b.totalAmount * 100), currency: 'INR', paidAt });
    const after = await read(guest, b.id);
    expect(after).toMatchObject({ status: 'pending', payment_status: 'completed', hold_expires_at: null });
    // The history says when the guest paid, as payment reports it.
    expect(after.statusHistory.at(-1)).toMatchObject({ status: 'pending', reason: 'Payment received' });
    expect(new Date(after.statusHistory.at(-1)!.at).toISOString()).toBe(paidAt);
    // The guest never reads a paid stay as pending.
    expect(after.guest_status).toEqual({ state: 'confirmed', label: 'Confirmed', payment_label: 'Paid' });
    expect(b.guest_status).toEqual({ state: 'awaiting_payment', label: 'Awaiting Payment', payment_label: 'Payment Pending' });
    const page = (await (await kit.call('GET', '/api/admin/bookings', { token: admin.token })).json()) as { summary: { revenue: number } };
    expect(page.summary.revenue - before.summary.revenue).toBe(b.totalAmount);
  });

  it('when the session opens, then the hold lasts until the session ends', async () => {
    const guest = await kit.user();
    const b = await book(guest);
    const until = new Date(Date.now() + 55 * 60_000).toISOString();
    await paymentEvent('payment.checkout-opened', b, { amountPaise: 1, expiresAt: until });
    expect(new Date((await read(guest, b.id)).hold_expires_at!).toISOString()).toBe(until);
  });

  it('when payment.expired arrives, then the booking is cancelled and its rooms are free again at once', async () => {
    const guest = await kit.user();
    const b = await book(guest);
    expect(await free(b)).toBe(0);
    await expired(b);
    expect(await read(guest, b.id)).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    expect(await free(b)).toBe(1);
    expect((await cancelledEvents(b))[0]!.data).toMatchObject({ kind: 'payment_expired', refund: false });
    await expired(b);
    expect(await free(b)).toBe(1);
  });

  it('when no session is paid before the hold passes, then the sweeper cancels the booking and frees its rooms', async () => {
    const guest = await kit.user();
    const b = await book(guest);
    await kit.service.deps.pool.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [b.id]);
    await vi.waitFor(async () => expect((await read(guest, b.id)).status).toBe('cancelled'), { timeout: 5000, interval: 100 });
    expect(await free(b)).toBe(1);
    expect((await cancelledEvents(b))[0]!.data).toMatchObject({ kind: 'hold_lapsed', refund: false });
  });

  it('when a late payment arrives and the rooms are still free, then the booking takes them back and is paid', async () => {
    const guest = await kit.user();
    const b = await book(guest);
    await expired(b);
    await paid(b);
    expect(await read(guest, b.id)).toMatchObject({ status: 'pending', payment_status: 'completed' });
    expect(await free(b)).toBe(0);
  });

  it('when a late payment arrives and the rooms were taken meanwhile, then the booking stays cancelled and is refunded', async () => {
    const guest = await kit.user();
    const b = await book(guest);
    await expired(b);
    const other = await kit.user();
    await book(other, hotel, daysFromToday(b.checkIn));
    await paid(b);
    expect(await read(guest, b.id)).toMatchObject({ status: 'cancelled', payment_status: 'completed' });
    const late = (await cancelledEvents(b)).at(-1)!;
    expect(late.data).toMatchObject({ kind: 'late_payment', refund: true });
    await paymentEvent('payment.refunded', b, {
      paymentIntentId: 'pi_1',
      amountPaise: Math.round(b.totalAmount * 100),
      totalRefundedPaise: Math.round(b.totalAmount * 100),
      fullyRefunded: true,
      currency: 'INR',
      reason: 'late',
      refundedAt: new Date().toISOString(),
    });
    expect(await read(guest, b.id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(await free(b)).toBe(0);
  });

  it('when payment.refunded arrives for a live booking, then it is cancelled and refunded, and its rooms are released', async () => {
    const guest = await kit.user();
    const b = await book(guest, roomy);
    await paid(b);
    await paymentEvent('payment.refunded', b, {
      paymentIntentId: 'pi_2',
      amountPaise: 100,
      totalRefundedPaise: Math.round(b.totalAmount * 100),
      fullyRefunded: true,
      currency: 'INR',
      reason: 'Refunded from the dashboard',
      refundedAt: new Date().toISOString(),
    });
    expect(await read(guest, b.id)).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(await free(b, roomy)).toBe(10);
  });
});

describe('cancellation', () => {
  it('when the guest cancels more than 48 hours before check-in, then the booking is cancelled, its rooms freed and a refund asked for what was paid', async () => {
    const guest = await kit.user();
    const b = await book(guest);
    await paid(b);
    expect((await read(guest, b.id)).cancellation).toMatchObject({ allowed: true, reason: null });
    const res = await kit.call('POST', `/api/bookings/${b.id}/cancel`, { token: guest.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', payment_status: 'completed' });
    expect(await free(b)).toBe(1);
    expect((await cancelledEvents(b))[0]!.data).toMatchObject({ kind: 'guest', refund: true, cancelledBy: { id: guest.id } });
    expect((await kit.call('POST', `/api/bookings/${b.id}/cancel`, { token: guest.token })).status).toBe(409);
  });

  it('when a paid booking\'s check-in is less than 48 hours away, then cancelling is refused with the reason and nothing changes', async () => {
    const guest = await kit.user();
    const b = await book(guest, roomy, 1);
    await paid(b);
    expect((await read(guest, b.id)).cancellation?.allowed).toBe(false);
    const res = await kit.call('POST', `/api/bookings/${b.id}/cancel`, { token: guest.token });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'cancellation_not_allowed', detail: expect.stringContaining('48 hours') });
    expect((await read(guest, b.id)).status).toBe('pending');
  });

  it('when an unpaid hold\'s check-in is less than 48 hours away, then its guest may still release it, and its rooms go back', async () => {
    const guest = await kit.user();
    const b = await book(guest, roomy, 1);
    expect((await read(guest, b.id)).cancellation?.allowed).toBe(true);
    const res = await kit.call('POST', `/api/bookings/${b.id}/cancel`, { token: guest.token });
    expect(res.status).toBe(200);
    expect((await read(guest, b.id)).status).toBe('cancelled');
  });

  it('when the guest leaves the checkout by its cancel link (payment.expired, cause abandoned), then the booking is cancelled by the guest, not lapsed', async () => {
    const guest = await kit.user();
    const b = await book(guest);
    await paymentEvent('payment.expired', b, { expiredAt: new Date().toISOString(), cause: 'abandoned' });
    const after = await read(guest, b.id);
    expect(after).toMatchObject({ status: 'cancelled', payment_status: 'pending', guest_status: { state: 'cancelled', label: 'Cancelled', payment_label: 'Not Charged' } });
    expect(after.statusHistory.at(-1)?.reason).toBe('You cancelled at the payment page; nothing was charged');
    expect((await cancelledEvents(b))[0]!.data).toMatchObject({ kind: 'guest', refund: false });
    expect(await free(b)).toBe(1);
  });

  it('when the guest releases the rooms of an unpaid hold, then it is cancelled by the guest, its rooms are free, and a paid, cancelled or someone else\'s booking is refused', async () => {
    const guest = await kit.user();
    const other = await kit.user();
    const b = await book(guest);
    expect((await kit.call('POST', `/api/bookings/${b.id}/release`, { token: other.token })).status).toBe(404);
    expect((await kit.call('POST', `/api/bookings/${b.id}/release`)).status).toBe(401);
    expect((await kit.call('POST', `/api/bookings/not-an-id/release`, { token: guest.token })).status).toBe(404);
    const res = await kit.call('POST', `/api/bookings/${b.id}/release`, { token: guest.token });
    expect(res.status).toBe(200);
    expect(bookingSchema.parse(await res.json())).toMatchObject({ status: 'cancelled', guest_status: { label: 'Cancelled', payment_label: 'Not Charged' }, hold_expires_at: null });
    expect((await cancelledEvents(b))[0]!.data).toMatchObject({ kind: 'guest', refund: false, reason: 'You released the rooms before paying; nothing was charged' });
    expect(await free(b)).toBe(1);
    const again = await kit.call('POST', `/api/bookings/${b.id}/release`, { token: guest.token });
    expect({ status: again.status, body: await again.json() }).toEqual({ status: 409, body: { detail: 'This booking is already cancelled; its rooms are released.', code: 'already_cancelled' } });

    const paidOne = await book(guest);
    await paid(paidOne);
    const refused = await kit.call('POST', `/api/bookings/${paidOne.id}/release`, { token: guest.token });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'already_paid', detail: expect.any(String) });
    expect((await read(guest, paidOne.id)).status).toBe('pending');
  });

  it("when someone else's booking or an unknown id is cancelled, then 404", async () => {
    const owner = await kit.user();
    const other = await kit.user();
    const b = await book(owner, roomy);
    expect((await kit.call('POST', `/api/bookings/${b.id}/cancel`, { token: other.token })).status).toBe(404);
    expect((await kit.call('POST', `/api/bookings/${randomUUID()}/cancel`, { token: owner.token })).status).toBe(404);
    expect((await kit.call('POST', `/api/bookings/not-an-id/cancel`, { token: owner.token })).status).toBe(404);
    expect((await kit.call('POST', `/api/bookings/${b.id}/cancel`)).status).toBe(401);
  });

  it('when an admin cancels any booking with a reason, then it is cancelled and a paid one refunded; guests and missing reasons are refused', async () => {
    const guest = await kit.user();
    const admin = await kit.user('manager');
    const b = await book(guest, roomy, 1);
    await paid(b);
    expect((await kit.call('POST', `/api/admin/bookings/${b.id}/cancel`, { token: guest.token, body: { reason: 'x' } })).status).toBe(403);
    expect((await kit.call('POST', `/api/admin/bookings/${b.id}/cancel`, { token: admin.token, body: {} })).status).toBe(400);
    const res = await kit.call('POST', `/api/admin/bookings/${b.id}/cancel`, { token: admin.token, body: { reason: 'Hotel closed for repairs' } });
    expect(res.status).toBe(200);
    expect((await cancelledEvents(b))[0]!.data).toMatchObject({ kind: 'admin', refund: true, reason: 'Hotel closed for repairs' });
    expect((await kit.call('POST', `/api/admin/bookings/${b.id}/cancel`, { token: admin.token, body: { reason: 'again' } })).status).toBe(409);
  });
});

function daysFromToday(isoDate: string): number {
  const today = new Date(`${new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)}T00:00:00Z`).getTime();
  return Math.round((new Date(`${isoDate}T00:00:00Z`).getTime() - today) / 86_400_000);
}
