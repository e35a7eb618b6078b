import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingCreated, BookingGuestEmailConfirmed } from '@suvarna/contracts';
import type { RunningService, Transport } from '@suvarna/platform';
import type { MailCatcher } from '@suvarna/infra/testing';
import type { NotifyConfig } from '../src/config';
import { startNotifyKit, type CaughtMail, type NotifyTestKit } from './notify-test-kit';

/*
 * Booking e-mails go only where they are wanted: to the account's own address (impersonal and limited until
 * it is verified), and to a typed guest address only once it asked for them.
 */

let kit: NotifyTestKit;
let mail: MailCatcher;
let service: RunningService<NotifyConfig>;
let transport: Transport;

beforeAll(async () => {
  kit = await startNotifyKit({ env: { UNVERIFIED_MAIL_MAX_PER_RECIPIENT: '2' } });
  ({ mail, service, transport } = kit);
});

afterAll(() => kit?.close());

const unique = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

async function send(type: string, key: string, data: object): Promise<string> {
  const id = randomUUID();
  await transport.send({ topic: type.split('.')[0]!, key, value: JSON.stringify({ id, type, version: 1, occurredAt: new Date().toISOString(), key, correlationId: id, data }) });
  return id;
}

function booking(addresses: { accountEmail: string; guestEmail: string; token?: string }): BookingCreated {
  return {
    bookingId: randomUUID(),
    confirmationCode: 'SUV-W9XY-2KLM',
    userId: 'attacker-1',
    hotelId: 'h-16',
    hotelName: 'Suvarna Lake Palace Udaipur',
    hotelLocation: 'Udaipur',
    checkIn: '2026-11-02',
    checkOut: '2026-11-03',
    nights: 1,
    guests: 2,
    rooms: [{ type: 'Lake View Room', quantity: 1, pricePaise: 1_800_000 }],
    roomTotalPaise: 1_800_000,
    taxesPaise: 216_000,
    totalPaise: 2_016_000,
    currency: 'INR',
    guestName: 'Buy cheap watches at spam.example',
    guestEmail: addresses.guestEmail,
    accountEmail: addresses.accountEmail,
    guestEmailConfirmed: addresses.guestEmail === addresses.accountEmail,
    status: 'pending',
    paymentStatus: 'pending',
    createdAt: new Date().toISOString(),
    ...(addresses.token ? { guestEmailConfirmationToken: addresses.token } : {}),
  };
}

const expired = (b: BookingCreated) => ({ bookingId: b.bookingId, userId: b.userId, sessionId: 'cs_test_x1', expiredAt: new Date().toISOString() });

async function inbox(address: string): Promise<CaughtMail[]> {
  const all = (await (await fetch(`${mail.webUrl}/email`)).json()) as CaughtMail[];
  return all.filter((m) => m.to.some((t) => t.address === address));
}

const mailsTo = (address: string, count: number) =>
  vi.waitFor(
    async () => {
      const found = await inbox(address);
      expect(found).toHaveLength(count);
      return found;
    },
    { timeout: 10_000, interval: 100 },
  );

/** Every event up to `eventId` has been handled by the payment e-mails' group: a barrier, not a sleep. */
const handled = (eventId: string) =>
  vi.waitFor(
    async () => {
      const { rowCount } = await service.deps.pool.query("SELECT 1 FROM processed_events WHERE event_id = $1 AND consumer_group = 'notify-payment-mailer'", [eventId]);
      expect(rowCount).toBe(1);
    },
    { timeout: 10_000, interval: 100 },
  );

const everything = (m: CaughtMail) => `${m.subject}\n${m.text}\n${m.html}`;

describe('a booking with a typed guest address', () => {
  it('when three bookings name a victim\'s address and are abandoned, then the victim gets one impersonal question each and no lapse e-mail; the account gets the lapses', async () => {
    const account = unique('booker');
    const victim = unique('victim');
    await service.deps.pool.query('INSERT INTO verified_addresses (email, verified_at) VALUES ($1, now())', [account]);
    const made = [0, 1, 2].map((i) => booking({ accountEmail: account, guestEmail: victim, token: `Question-Token-${i}-abcdefghijkl` }));
    let last = '';
    for (const b of made) {
      await send('booking.created', b.bookingId, b);
      last = await send('payment.expired', b.bookingId, expired(b));
    }
    await handled(last);

    const lapses = await mailsTo(account, 3);
    expect(lapses.every((m) => m.subject.includes('lapsed'))).toBe(true);
    const questions = await mailsTo(victim, 3);
    for (const question of questions) {
      expect(question.subject).toBe('Would you like e-mails about a stay at Suvarna Lake Palace Udaipur?');
      expect(everything(question)).not.toContain('spam.example');
      expect(everything(question)).not.toMatch(/lapsed|Dear/);
    }
    for (const b of made) {
      expect(questions.some((q) => q.text.includes(`https://suvarna.example/guest-emails?token=${b.guestEmailConfirmationToken}`))).toBe(true);
    }
    // The one-time token is not kept in notify's copy of the booking.
    const { rows } = await service.deps.pool.query("SELECT 1 FROM payment_mail_bookings WHERE snapshot::text LIKE '%Question-Token%'");
    expect(rows).toHaveLength(0);
  });

  it('when the guest address has confirmed, then the next e-mails go to it as well, greeting the guest by name', async () => {
    const account = unique('booker');
    const guest = unique('guest');
    await service.deps.pool.query('INSERT INTO verified_addresses (email, verified_at) VALUES ($1, now())', [account]);
    const b = { ...booking({ accountEmail: account, guestEmail: guest }), guestName: 'Ira Sen' };
    await send('booking.created', b.bookingId, b);
    const confirmed: BookingGuestEmailConfirmed = { ...b, guestEmailConfirmed: true, confirmedAt: new Date().toISOString() };
    const { createdAt: _c, guestEmailConfirmationToken: _t, ...snapshot } = confirmed as BookingGuestEmailConfirmed & Partial<BookingCreated>;
    // The booking and payment topics are not ordered with each other: the lapse is sent once the confirmation is in.
    await handled(await send('booking.guest-email-confirmed', b.bookingId, snapshot));
    await send('payment.expired', b.bookingId, expired(b));

    const [toGuest] = await mailsTo(guest, 1);
    expect(toGuest!.text).toContain('Dear Ira,');
    const [toAccount] = await mailsTo(account, 1);
    expect(toAccount!.subject).toBe(toGuest!.subject);
  });
});

describe('an account whose address is not verified', () => {
  it('when its bookings lapse, then its e-mails repeat nothing typed, stop at the recipient limit, and turn personal once the address is verified', async () => {
    const account = unique('unverified');
    const made = [0, 1, 2].map(() => booking({ accountEmail: account, guestEmail: account }));
    let last = '';
    for (const b of made) {
      await send('booking.created', b.bookingId, b);
      last = await send('payment.expired', b.bookingId, expired(b));
    }
    await handled(last);
    const lapses = await mailsTo(account, 2);
    for (const m of lapses) {
      expect(m.text).toContain('Dear guest,');
      expect(everything(m)).not.toContain('spam.example');
    }

    await send('user.email-verified', 'user-9', { userId: 'user-9', email: account, verifiedAt: new Date().toISOString() });
    const later = booking({ accountEmail: account, guestEmail: account });
    await vi.waitFor(
      async () => {
        const { rowCount } = await service.deps.pool.query('SELECT 1 FROM verified_addresses WHERE email = $1', [account]);
        expect(rowCount).toBe(1);
      },
      { timeout: 10_000, interval: 100 },
    );
    await send('booking.created', later.bookingId, { ...later, guestName: 'Kabir Malhotra' });
    await send('payment.expired', later.bookingId, expired(later));
    const all = await mailsTo(account, 3);
    expect(all.some((m) => m.text.includes('Dear Kabir,'))).toBe(true);
  });
});
