import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingStatusChanged } from '@suvarna/contracts';
import { withTransaction, type EventBus, type RunningService, type Transport } from '@suvarna/platform';
import type { MailCatcher } from '@suvarna/infra/testing';
import type { NotifyConfig } from '../src/config';
import { BOOKING_MAIL_CONSUMER_GROUP } from '../src/entry-points/events/booking-mail-consumer';
import { startNotifyKit, type CaughtMail, type NotifyTestKit } from './notify-test-kit';

let kit: NotifyTestKit;
let mail: MailCatcher;
let service: RunningService<NotifyConfig>;
let transport: Transport;
let bookingBus: EventBus;

beforeAll(async () => {
  kit = await startNotifyKit();
  ({ mail, service, transport } = kit);
  bookingBus = await kit.standIn('booking');
});

afterAll(() => kit?.close());

let n = 0;
const run = Math.random().toString(36).slice(2, 8);
function change(overrides: Partial<BookingStatusChanged>): BookingStatusChanged {
  n++;
  return {
    bookingId: `0b7c4a1e-5d0f-4a8e-9b1c-2f3d4e5f6a${String(n).padStart(2, '0')}`,
    confirmationCode: 'SUV-K7QX-M4TZ',
    userId: 'user-1',
    hotelId: '4',
    hotelName: 'Suvarna Cloud Manor Mussoorie',
    hotelLocation: 'Mussoorie',
    checkIn: '2026-12-24',
    checkOut: '2026-12-27',
    nights: 3,
    guests: 4,
    rooms: [
      { type: 'Himalayan Suite', quantity: 1, pricePaise: 2_400_000 },
      { type: 'Pine View Room', quantity: 1, pricePaise: 1_300_000 },
    ],
    roomTotalPaise: 11_100_000,
    taxesPaise: 1_332_000,
    totalPaise: 12_432_000,
    currency: 'INR',
    guestName: 'Ananya <i>Rao</i>',
    guestEmail: `ananya${n}.${run}@example.com`,
    // A regular customer: the account's own address, verified, is the guest's.
    accountEmail: `ananya${n}.${run}@example.com`,
    accountEmailVerified: true,
    guestEmailConfirmed: true,
    status: 'confirmed',
    paymentStatus: 'pending',
    from: 'pending',
    changedBy: { id: 'admin-1', name: 'Meera Kapoor', role: 'admin' },
    reason: 'Confirmed by the hotel',
    changedAt: new Date().toISOString(),
    ...overrides,
  };
}

const publish = (data: BookingStatusChanged) =>
  withTransaction(service.deps.pool, (client) => bookingBus.publish(client, { type: 'booking.status-changed', key: data.bookingId, data }));

const inbox = (address: string, count: number) => kit.inbox(address, count);

describe('booking e-mails', () => {
  it('when an admin confirms a booking, then the guest receives "your stay is confirmed" with the code, hotel, dates, rooms and amount, once', async () => {
    const data = change({});
    const event = await publish(data);
    const [confirmed] = await inbox(data.guestEmail, 1);
    expect(confirmed!.subject).toBe('Your stay is confirmed — SUV-K7QX-M4TZ');
    for (const part of [confirmed!.text, confirmed!.html]) {
      expect(part).toContain('SUV-K7QX-M4TZ');
      expect(part).toContain('Suvarna Cloud Manor Mussoorie');
      expect(part).toContain('Thu, 24 December 2026');
      expect(part).toContain('Sun, 27 December 2026');
      expect(part).toContain('1 × Himalayan Suite, 1 × Pine View Room');
      expect(part).toContain('₹1,24,320');
      expect(part).toContain(`https://suvarna.example/booking/${data.bookingId}`);
    }
    expect(confirmed!.text).toContain('Your stay is confirmed, Ananya <i>Rao</i>.');
    // The guest's own text is shown as text, never as markup.
    expect(confirmed!.html).toContain('Ananya &lt;i&gt;Rao&lt;/i&gt;');
    expect(confirmed!.html).not.toContain('<i>Rao</i>');

    // Delivered again (at least once): no second e-mail.
    await transport.send({ topic: 'booking', key: data.bookingId, value: JSON.stringify(event) });
    // Behind it on its topic and key: the same booking's status changed again to one that sends nothing (cancelled).
    const later = await publish({ ...data, status: 'cancelled', from: 'confirmed', reason: 'Cancelled by the hotel' });
    await kit.settled(BOOKING_MAIL_CONSUMER_GROUP, [later.id]);
    await inbox(data.guestEmail, 1);
    const { rows } = await service.deps.pool.query('SELECT kind FROM mail_log WHERE event_id = $1', [event.id]);
    expect(rows).toEqual([{ kind: 'booking-confirmed' }]);
  });

  it('when an admin completes a stay, then the guest is thanked with a link to review the hotel', async () => {
    const data = change({ status: 'completed', from: 'confirmed', hotelId: 'h-4b1c2d3e4f5a' });
    await publish(data);
    const [thanks] = await inbox(data.guestEmail, 1);
    expect(thanks!.subject).toBe('Thank you for staying at Suvarna Cloud Manor Mussoorie');
    expect(thanks!.text).toContain('Review it here: https://suvarna.example/hotels/h-4b1c2d3e4f5a');
    expect(thanks!.html).toContain('href="https://suvarna.example/hotels/h-4b1c2d3e4f5a"');
    expect(thanks!.html).toContain('SUV-K7QX-M4TZ');
  });

  it('when a booking changes to a status that calls for no e-mail, then none is sent', async () => {
    const cancelled = change({ status: 'cancelled', from: 'pending' });
    const event = await publish(cancelled);
    await vi.waitFor(
      async () => {
        // Other groups (the payment e-mails) read the same event: this one is the booking e-mails'.
        const { rowCount } = await service.deps.pool.query('SELECT 1 FROM processed_events WHERE event_id = $1 AND consumer_group = $2', [event.id, BOOKING_MAIL_CONSUMER_GROUP]);
        expect(rowCount).toBe(1);
      },
      { timeout: 10_000, interval: 100 },
    );
    const all = (await (await fetch(`${mail.webUrl}/email`)).json()) as CaughtMail[];
    expect(all.filter((m) => m.to.some((t) => t.address === cancelled.guestEmail))).toEqual([]);
  });
});
