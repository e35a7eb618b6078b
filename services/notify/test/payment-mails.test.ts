import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingCreated } from '@suvarna/contracts';
import type { RunningService, Transport } from '@suvarna/platform';
import type { MailCatcher } from '@suvarna/infra/testing';
import type { NotifyConfig } from '../src/config';
import { startNotifyKit, type CaughtMail, type NotifyTestKit } from './notify-test-kit';

let kit: NotifyTestKit;
let mail: MailCatcher;
let transport: Transport;
let service: RunningService<NotifyConfig>;

beforeAll(async () => {
  kit = await startNotifyKit({ redeliveryDelayMs: 20, env: { SITE_URL: 'http://localhost:8001' } });
  ({ mail, transport, service } = kit);
  await send('catalog.hotel-changed', 'h-delhi', {
    hotelId: 'h-delhi',
    name: 'Suvarna Grand New Delhi',
    location: 'New Delhi',
    state: 'Delhi',
    status: 'active',
    contact: { phone: '+91 11 4000 1234', email: 'delhi@suvarnahotels.in', address: '12 Janpath, Connaught Place, New Delhi 110001' },
    rooms: [{ type: 'Deluxe Room', pricePaise: 1_200_000, capacity: 2, available: 10 }],
    revision: 1,
  }, 2);
  // The hotel's copy is there before any booking, as in a running site.
  await vi.waitFor(async () => {
    const { rowCount } = await service.deps.pool.query('SELECT 1 FROM payment_mail_hotels');
    if (!rowCount) throw new Error('hotel not yet known');
  });
});

afterAll(() => kit?.close());

async function send(type: string, key: string, data: Record<string, unknown>, version = 1, id: string = randomUUID()): Promise<string> {
  await transport.send({ topic: type.split('.')[0]!, key, value: JSON.stringify({ id, type, version, occurredAt: new Date().toISOString(), key, correlationId: id, data }) });
  return id;
}

function booking(email: string): BookingCreated {
  return {
    bookingId: `bk${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    confirmationCode: 'SUV-K7PQ-3MZT',
    userId: 'user-1',
    hotelId: 'h-delhi',
    hotelName: 'Suvarna Grand New Delhi',
    hotelLocation: 'New Delhi',
    checkIn: '2026-03-12',
    checkOut: '2026-03-14',
    nights: 2,
    guests: 3,
    rooms: [
      { type: 'Deluxe Room', quantity: 2, pricePaise: 1_200_000 },
      { type: 'Presidential Suite', quantity: 1, pricePaise: 4_500_000 },
    ],
    roomTotalPaise: 13_800_000,
    taxesPaise: 1_656_000,
    totalPaise: 15_456_000,
    currency: 'INR',
    guestName: 'Asha Verma',
    guestEmail: email,
    status: 'pending',
    paymentStatus: 'pending',
    createdAt: new Date().toISOString(),
  };
}

const paid = (b: BookingCreated) => ({
  bookingId: b.bookingId,
  userId: b.userId,
  sessionId: 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV',
  paymentIntentId: 'pi_3Qx1',
  amountPaise: 15_456_000,
  currency: 'INR',
  paidAt: '2026-03-01T10:00:00.000Z',
});

async function inbox(address: string): Promise<CaughtMail[]> {
  const all = (await (await fetch(`${mail.webUrl}/email`)).json()) as CaughtMail[];
  return all.filter((m) => m.to.some((t) => t.address === address));
}

const waitForMails = (address: string, count: number) =>
  vi.waitFor(
    async () => {
      const found = await inbox(address);
      if (found.length < count) throw new Error(`only ${found.length} e-mails for ${address}`);
      return found;
    },
    { timeout: 8000, interval: 50 },
  );

describe('payment e-mails', () => {
  it('when a booking is paid, then the guest receives the confirmation with the stay, prices, payment and an .ics of the stay', async () => {
    const b = booking('confirm@example.com');
    await send('booking.created', b.bookingId, b as unknown as Record<string, unknown>);
    await send('payment.paid', b.bookingId, paid(b));
    const [m] = await waitForMails('confirm@example.com', 1);
    expect(m!.subject).toBe('Booking confirmed: Suvarna Grand New Delhi, Thu, 12 Mar 2026 (SUV-K7PQ-3MZT)');
    for (const part of [m!.text, m!.html]) {
      for (const expected of ['SUV-K7PQ-3MZT', 'Suvarna Grand New Delhi', '12 Janpath, Connaught Place, New Delhi 110001', '+91 11 4000 1234', 'Thu, 12 Mar 2026', 'Sat, 14 Mar 2026', 'Deluxe Room × 2', 'Presidential Suite × 1', '₹1,38,000', '₹16,560', '₹1,54,560 INR', 'cs_test_a1B2c3D4e5F6']) {
        expect(part).toContain(expected.replace('&', '&amp;'));
      }
    }
    expect(m!.text).toContain('Taxes & fees (12%): ₹16,560');
    expect(m!.text).toContain('Nights: 2');
    expect(m!.text).toContain('Guests: 3');
    expect(m!.text).not.toContain('cs_test_a1B2c3D4e5F6g7');
    const attachment = m!.attachments?.[0];
    expect(attachment?.contentType).toMatch(/^text\/calendar/);
    const ics = await (await fetch(`${mail.webUrl}/email/${m!.id}/attachment/${attachment!.generatedFileName ?? attachment!.fileName}`)).text();
    expect(ics).toContain('DTSTART;VALUE=DATE:20260312');
    expect(ics).toContain('DTEND;VALUE=DATE:20260314');
    expect(ics).toContain('SUMMARY:Stay at Suvarna Grand New Delhi');
  });

  it('when the same payment.paid arrives 10 times, then one e-mail', async () => {
    const b = booking('once@example.com');
    await send('booking.created', b.bookingId, b as unknown as Record<string, unknown>);
    const id = randomUUID();
    for (let i = 0; i < 10; i++) await send('payment.paid', b.bookingId, paid(b), 1, id);
    await waitForMails('once@example.com', 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(await inbox('once@example.com')).toHaveLength(1);
  });

  it('when payment.paid overtakes booking.created, then the confirmation goes out once the booking is known', async () => {
    const b = booking('early@example.com');
    await send('payment.paid', b.bookingId, paid(b));
    await new Promise((r) => setTimeout(r, 300));
    expect(await inbox('early@example.com')).toHaveLength(0);
    await send('booking.created', b.bookingId, b as unknown as Record<string, unknown>);
    const [m] = await waitForMails('early@example.com', 1);
    expect(m!.subject).toContain('Booking confirmed');
  });

  it('when the session expires, then the guest is told the reservation lapsed and nothing was charged', async () => {
    const b = booking('lapsed@example.com');
    await send('booking.created', b.bookingId, b as unknown as Record<string, unknown>);
    await send('payment.expired', b.bookingId, { bookingId: b.bookingId, userId: b.userId, sessionId: 'cs_test_x', expiredAt: new Date().toISOString() });
    const [m] = await waitForMails('lapsed@example.com', 1);
    expect(m!.subject).toBe('Your reservation at Suvarna Grand New Delhi lapsed: nothing was charged');
    expect(m!.text).toContain('Nothing was charged to your card.');
    expect(m!.html).toContain('Nothing was charged to your card.');
  });

  it('when a payment is refunded, then the guest is told the amount and when it arrives', async () => {
    const b = booking('refund@example.com');
    await send('booking.created', b.bookingId, b as unknown as Record<string, unknown>);
    await send('payment.refunded', b.bookingId, {
      bookingId: b.bookingId,
      userId: b.userId,
      sessionId: 'cs_test_a1B2c3D4e5F6g7H8i9J0',
      paymentIntentId: 'pi_1',
      amountPaise: 15_456_000,
      totalRefundedPaise: 15_456_000,
      fullyRefunded: true,
      currency: 'INR',
      reason: 'Cancelled by guest within policy',
      refundedAt: new Date().toISOString(),
    });
    const [m] = await waitForMails('refund@example.com', 1);
    expect(m!.subject).toBe('Refund of ₹1,54,560 for your booking SUV-K7PQ-3MZT');
    expect(m!.text).toContain('₹1,54,560 INR');
    expect(m!.text).toContain('within 5–10 business days');
    expect(m!.text).toContain('Cancelled by guest within policy');
  });

  it('when the guest cancels, then they are told what was cancelled, why, and that a refund follows', async () => {
    const b = booking('cancelled@example.com');
    await send('booking.created', b.bookingId, b as unknown as Record<string, unknown>);
    const { createdAt: _, ...snapshot } = b;
    await send('booking.cancelled', b.bookingId, { ...snapshot, status: 'cancelled', paymentStatus: 'completed', kind: 'guest', reason: 'Cancelled by the guest', refund: true, cancelledBy: { id: 'u', name: 'Asha', role: 'guest' }, cancelledAt: new Date().toISOString() });
    const [m] = await waitForMails('cancelled@example.com', 1);
    expect(m!.subject).toBe('Booking SUV-K7PQ-3MZT cancelled: Suvarna Grand New Delhi');
    expect(m!.text).toContain('A full refund of ₹1,54,560 is on its way');
  });

  it('when a hold lapses and its session then expires, then the guest gets one lapse e-mail', async () => {
    const b = booking('lapsed-once@example.com');
    await send('booking.created', b.bookingId, b as unknown as Record<string, unknown>);
    const { createdAt: _, ...snapshot } = b;
    await send('booking.cancelled', b.bookingId, { ...snapshot, status: 'cancelled', kind: 'hold_lapsed', reason: 'No payment', refund: false, cancelledBy: null, cancelledAt: new Date().toISOString() });
    await send('payment.expired', b.bookingId, { bookingId: b.bookingId, userId: b.userId, sessionId: 'cs_test_y', expiredAt: new Date().toISOString() });
    await waitForMails('lapsed-once@example.com', 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(await inbox('lapsed-once@example.com')).toHaveLength(1);
  });
});
