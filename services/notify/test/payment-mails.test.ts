import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTaxDocument, type BookingCreated } from '@suvarna/contracts';
import { pdfText } from '@suvarna/documents/testing';
import type { RunningService, Transport } from '@suvarna/platform';
import type { MailCatcher } from '@suvarna/infra/testing';
import type { NotifyConfig } from '../src/config';
import { PAYMENT_MAIL_CONSUMER_GROUP } from '../src/entry-points/events/payment-mail-consumer';
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

/** Waits until the payment e-mails have processed these events and sent what they queued (see NotifyTestKit.settled). */
const settled = (eventIds: string[]) => kit.settled(PAYMENT_MAIL_CONSUMER_GROUP, eventIds);

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
      for (const expected of ['SUV-K7PQ-3MZT', 'Suvarna Grand New Delhi', '12 Janpath, Connaught Place, New Delhi 110001', '+91 11 4000 1234', 'Thu, 12 Mar 2026', 'Sat, 14 Mar 2026', 'Deluxe Room × 2', 'Presidential Suite × 1', '₹1,38,000', '₹16,560', '₹1,54,560 INR', 'PAY-OPQRSTUV']) {
        expect(part).toContain(expected.replace('&', '&amp;'));
      }
    }
    expect(m!.text).toContain('Taxes & fees (12%): ₹16,560');
    expect(m!.text).toContain('Nights: 2');
    expect(m!.text).toContain('Guests: 3');
    // A short payment reference, never the raw Stripe session id.
    expect(m!.text).toContain('Payment reference: PAY-OPQRSTUV');
    expect(m!.text).not.toContain('cs_test_');
    const attachment = m!.attachments?.[0];
    expect(attachment?.contentType).toMatch(/^text\/calendar/);
    const ics = await (await fetch(`${mail.webUrl}/email/${m!.id}/attachment/${attachment!.generatedFileName ?? attachment!.fileName}`)).text();
    expect(ics).toContain('DTSTART;VALUE=DATE:20260312');
    expect(ics).toContain('DTEND;VALUE=DATE:20260314');
    expect(ics).toContain('SUMMARY:Stay at Suvarna Grand New Delhi');
  });

  it('when payment.paid carries the GST invoice, then it is attached as a PDF beside the .ics; the refund e-mail attaches its credit note', async () => {
    const b = booking('gst@example.com');
    const seller = { legalName: 'Suvarna Hotels & Resorts Private Limited', tradeName: b.hotelName, address: '12 Janpath', state: 'Delhi', stateCode: '07', gstin: '07AAKCS4821L1Z0' };
    const stay = { id: b.bookingId, confirmationCode: b.confirmationCode, checkIn: b.checkIn, checkOut: b.checkOut, rooms: b.rooms };
    const buyer = { name: b.guestName, companyName: 'Acme Traders Pvt Ltd', gstin: '27AAPFU0939F1ZV' };
    const invoice = buildTaxDocument({ kind: 'invoice', number: 'SH07/2526/000031', issuedAt: new Date('2026-03-01T10:00:00Z'), seller, buyer, booking: stay, totalPaise: b.totalPaise });
    const creditNote = { ...invoice, kind: 'credit_note' as const, number: 'CN07/2526/000004', refersTo: { number: invoice.number, issueDate: invoice.issueDate }, reason: 'Cancelled by guest' };
    await send('booking.created', b.bookingId, b as unknown as Record<string, unknown>);
    await send('payment.paid', b.bookingId, { ...paid(b), invoice });
    const [confirmation] = await waitForMails('gst@example.com', 1);
    expect(confirmation!.text).toContain('GST invoice: SH07/2526/000031 (attached)');
    const pdf = confirmation!.attachments?.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.fileName).toBe('suvarna-invoice-SH07-2526-000031.pdf');
    expect(confirmation!.attachments?.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);
    const bytes = new Uint8Array(await (await fetch(`${mail.webUrl}/email/${confirmation!.id}/attachment/${pdf!.generatedFileName ?? pdf!.fileName}`)).arrayBuffer());
    expect(pdfText(bytes)).toEqual(expect.arrayContaining(['TAX INVOICE', 'SH07/2526/000031', 'GSTIN: 27AAPFU0939F1ZV', 'Rupees One Lakh Fifty-Four Thousand Five Hundred Sixty Only']));

    await send('payment.refunded', b.bookingId, {
      bookingId: b.bookingId,
      userId: b.userId,
      sessionId: paid(b).sessionId,
      paymentIntentId: 'pi_3Qx1',
      amountPaise: b.totalPaise,
      totalRefundedPaise: b.totalPaise,
      fullyRefunded: true,
      currency: 'INR',
      reason: 'Cancelled by guest',
      refundedAt: new Date().toISOString(),
      creditNote,
    });
    const mails = await waitForMails('gst@example.com', 2);
    const refund = mails.find((m) => m.subject.startsWith('Refund'))!;
    expect(refund.text).toContain('GST credit note CN07/2526/000004 is attached.');
    expect(refund.attachments?.map((a) => [a.fileName, a.contentType])).toEqual([['suvarna-credit-note-CN07-2526-000004.pdf', 'application/pdf']]);
  });

  it('when a paid stay moves to other dates, then the guest gets the new dates and a calendar file with the same UID and a higher SEQUENCE', async () => {
    const b = booking('moved@example.com');
    await send('booking.created', b.bookingId, b as unknown as Record<string, unknown>);
    await send('payment.paid', b.bookingId, paid(b));
    const [confirmation] = await waitForMails('moved@example.com', 1);
    const icsOf = async (m: CaughtMail) => {
      const a = m.attachments!.find((x) => x.contentType.startsWith('text/calendar'))!;
      return (await fetch(`${mail.webUrl}/email/${m.id}/attachment/${a.generatedFileName ?? a.fileName}`)).text();
    };
    const first = await icsOf(confirmation!);
    expect(first).toContain('SEQUENCE:0');
    const { createdAt: _c, ...snapshot } = b;
    await send('booking.dates-changed', b.bookingId, {
      ...snapshot,
      status: 'pending',
      paymentStatus: 'completed',
      checkIn: '2026-03-13',
      checkOut: '2026-03-14',
      nights: 1,
      roomTotalPaise: 6_900_000,
      taxesPaise: 828_000,
      totalPaise: 7_728_000,
      stayRevision: 1,
      dateChangeId: randomUUID(),
      previous: { checkIn: b.checkIn, checkOut: b.checkOut, nights: 2, rooms: b.rooms, roomTotalPaise: b.roomTotalPaise, taxesPaise: b.taxesPaise, totalPaise: b.totalPaise },
      differencePaise: -7_728_000,
      refundPaise: 7_728_000,
      changedAt: new Date().toISOString(),
    });
    const mails = await waitForMails('moved@example.com', 2);
    const movedMail = mails.find((m) => m.subject.startsWith('Your stay at'))!;
    expect(movedMail.subject).toBe('Your stay at Suvarna Grand New Delhi now starts Fri, 13 Mar 2026 (SUV-K7PQ-3MZT)');
    expect(movedMail.text).toContain('New dates: Fri, 13 Mar 2026 – Sat, 14 Mar 2026');
    expect(movedMail.text).toContain('Was: Thu, 12 Mar 2026 – Sat, 14 Mar 2026');
    expect(movedMail.text).toContain('The difference of ₹77,280 is being refunded');
    const second = await icsOf(movedMail);
    const uid = (ics: string) => /UID:(.+)\r\n/.exec(ics)?.[1];
    expect(uid(second)).toBe(uid(first));
    expect(second).toContain('SEQUENCE:1');
    expect(second).toContain('DTSTART;VALUE=DATE:20260313');
  });

  it('when the same payment.paid arrives 10 times, then one e-mail', async () => {
    const b = booking('once@example.com');
    await send('booking.created', b.bookingId, b as unknown as Record<string, unknown>);
    const id = randomUUID();
    for (let i = 0; i < 10; i++) await send('payment.paid', b.bookingId, paid(b), 1, id);
    await waitForMails('once@example.com', 1);
    // Behind the ten on their topic and key: a change of dates' payment, which sends nothing itself.
    await settled([await send('payment.paid', b.bookingId, { ...paid(b), dateChangeId: randomUUID() })]);
    expect(await inbox('once@example.com')).toHaveLength(1);
  });

  it('when payment.paid overtakes booking.created, then the confirmation goes out once the booking is known', async () => {
    const b = booking('early@example.com');
    await settled([await send('payment.paid', b.bookingId, paid(b))]);
    expect(await inbox('early@example.com')).toHaveLength(0);
    await send('booking.created', b.bookingId, b as unknown as Record<string, unknown>);
    const [m] = await waitForMails('early@example.com', 1);
    expect(m!.subject).toContain('Booking confirmed');
  });

  it('when payment.paid v2 arrives before booking.created, then the confirmation goes out at once, from the booking it carries', async () => {
    const b = booking('carried@example.com');
    const { createdAt: _, ...facts } = b;
    await send('payment.paid', b.bookingId, { ...paid(b), booking: facts }, 2);
    const [m] = await waitForMails('carried@example.com', 1);
    expect(m!.subject).toBe('Booking confirmed: Suvarna Grand New Delhi, Thu, 12 Mar 2026 (SUV-K7PQ-3MZT)');
    expect(m!.text).toContain('12 Janpath, Connaught Place, New Delhi 110001');
    const { rowCount } = await service.deps.pool.query('SELECT 1 FROM payment_mail_pending WHERE booking_id = $1', [b.bookingId]);
    expect(rowCount).toBe(0);
  });

  it('when the session expires, then the guest is told the reservation lapsed and nothing was charged', async () => {
    const b = booking('lapsed@example.com');
    await send('booking.created', b.bookingId, b as unknown as Record<string, unknown>);
    await send('payment.expired', b.bookingId, { bookingId: b.bookingId, userId: b.userId, sessionId: 'cs_test_x', expiredAt: new Date().toISOString() });
    const [m] = await waitForMails('lapsed@example.com', 1);
    expect(m!.subject).toBe('Your reservation at Suvarna Grand New Delhi lapsed: nothing was charged');
    expect(m!.text).toContain('Nothing was charged to your card.');
    expect(m!.html).toContain('Nothing was charged to your card.');
    // Book again opens the same stay: hotel, dates, guests and rooms travel in the link.
    const again = new URL(/Book again: (\S+)/.exec(m!.text)![1]!);
    expect(again.pathname).toBe('/book-now');
    expect(again.searchParams.get('hotel')).toBe(b.hotelId);
    expect([again.searchParams.get('checkIn'), again.searchParams.get('checkOut')]).toEqual([b.checkIn, b.checkOut]);
    expect(again.searchParams.getAll('room')).toEqual(b.rooms.map((r) => r.type));
    expect(again.searchParams.getAll('rooms')).toEqual(b.rooms.map((r) => String(r.quantity)));
  });

  it('when the guest left the checkout by its cancel link, then no lapse e-mail goes: the cancellation e-mail says the guest cancelled', async () => {
    const b = booking('left@example.com');
    await send('booking.created', b.bookingId, b as unknown as Record<string, unknown>);
    const expired = await send('payment.expired', b.bookingId, { bookingId: b.bookingId, userId: b.userId, sessionId: 'cs_test_z', expiredAt: new Date().toISOString(), cause: 'abandoned' });
    const { createdAt: _, ...snapshot } = b;
    const cancelled = await send('booking.cancelled', b.bookingId, {
      ...snapshot,
      status: 'cancelled',
      kind: 'guest',
      reason: 'You cancelled at the payment page; nothing was charged',
      refund: false,
      cancelledBy: null,
      cancelledAt: new Date().toISOString(),
    });
    const [m] = await waitForMails('left@example.com', 1);
    await settled([expired, cancelled]);
    expect(await inbox('left@example.com')).toHaveLength(1);
    expect(m!.subject).toBe('Booking SUV-K7PQ-3MZT cancelled: Suvarna Grand New Delhi');
    expect(m!.text).toContain('As you asked, we have cancelled this booking.');
    expect(m!.text).toContain('Nothing was charged for this booking.');
    expect(m!.text).not.toMatch(/lapsed/);
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
    const lapsed = await send('booking.cancelled', b.bookingId, { ...snapshot, status: 'cancelled', kind: 'hold_lapsed', reason: 'No payment', refund: false, cancelledBy: null, cancelledAt: new Date().toISOString() });
    const expired = await send('payment.expired', b.bookingId, { bookingId: b.bookingId, userId: b.userId, sessionId: 'cs_test_y', expiredAt: new Date().toISOString() });
    await waitForMails('lapsed-once@example.com', 1);
    await settled([lapsed, expired]);
    expect(await inbox('lapsed-once@example.com')).toHaveLength(1);
  });
  it('when payment.expired and payment.refunded v2 arrive before booking.created, then their e-mails go out at once, from the booking they carry', async () => {
    const lapsed = booking('carried-lapse@example.com');
    const { createdAt: _l, ...lapsedFacts } = lapsed;
    await send('payment.expired', lapsed.bookingId, { bookingId: lapsed.bookingId, userId: lapsed.userId, sessionId: 'cs_test_v2', expiredAt: new Date().toISOString(), booking: lapsedFacts }, 2);
    const [lapse] = await waitForMails('carried-lapse@example.com', 1);
    expect(lapse!.subject).toBe('Your reservation at Suvarna Grand New Delhi lapsed: nothing was charged');

    const refunded = booking('carried-refund@example.com');
    const { createdAt: _r, ...refundedFacts } = refunded;
    await send(
      'payment.refunded',
      refunded.bookingId,
      {
        bookingId: refunded.bookingId,
        userId: refunded.userId,
        sessionId: 'cs_test_v2r',
        paymentIntentId: 'pi_v2',
        amountPaise: 15_456_000,
        totalRefundedPaise: 15_456_000,
        fullyRefunded: true,
        currency: 'INR',
        reason: 'Cancelled by guest within policy',
        refundedAt: new Date().toISOString(),
        booking: { ...refundedFacts, status: 'cancelled', paymentStatus: 'refunded' },
      },
      2,
    );
    const [refund] = await waitForMails('carried-refund@example.com', 1);
    expect(refund!.subject).toBe('Refund of ₹1,54,560 for your booking SUV-K7PQ-3MZT');
    const { rowCount } = await service.deps.pool.query('SELECT 1 FROM payment_mail_pending WHERE booking_id = ANY($1)', [[lapsed.bookingId, refunded.bookingId]]);
    expect(rowCount).toBe(0);
  });
});
