import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, priceStay, taxDocumentListSchema, type BookingCreated, type EventEnvelope } from '@suvarna/contracts';
import { ORIGIN, startPayment, type Guest, type PaymentUnderTest } from './payment-test-kit';

let kit: PaymentUnderTest;
beforeAll(async () => {
  kit = await startPayment();
});
afterAll(async () => {
  await kit?.close();
});

const rooms = [{ type: 'Deluxe Room', quantity: 1, pricePaise: 1_200_000 }];
const stay = (checkIn: string, nights: number) => {
  const price = priceStay(rooms, nights);
  return { checkIn, checkOut: addDays(checkIn, nights), nights, rooms, roomTotalPaise: price.roomTotalPaise, taxesPaise: price.taxesPaise, totalPaise: price.totalPaise };
};

async function send(type: string, key: string, data: Record<string, unknown>) {
  const envelope: EventEnvelope = { id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), key, correlationId: randomUUID(), data };
  await kit.transport.send({ topic: 'booking', key, value: JSON.stringify(envelope) });
  await kit.until(async () => ((await kit.service.deps.pool.query('SELECT 1 FROM processed_events WHERE event_id = $1', [envelope.id])).rowCount ? true : undefined));
}

/** A two-night booking of one Deluxe Room, paid. */
async function paidBooking(guest: Guest): Promise<BookingCreated> {
  const booking = await kit.bookingCreated(guest, { ...stay(kit.bookingMade(guest).checkIn, 2), hotelState: 'Delhi', hotelAddress: 'Janpath Road, New Delhi' });
  const res = await kit.call('POST', '/api/payments/create-checkout-session', { token: guest.token, body: { booking_id: booking.bookingId, origin_url: ORIGIN } });
  await kit.pay(((await res.json()) as { checkout_url: string }).checkout_url);
  await kit.until(async () => (await kit.outbox('payment.paid')).find((e) => e.key === booking.bookingId));
  return { ...booking, paymentStatus: 'completed' };
}

const moved = (b: BookingCreated, to: ReturnType<typeof stay>, extra: { dateChangeId?: string; refundPaise: number }) => ({
  ...b,
  ...to,
  createdAt: undefined,
  dateChangeId: extra.dateChangeId ?? randomUUID(),
  previous: { checkIn: b.checkIn, checkOut: b.checkOut, nights: b.nights, rooms: b.rooms, roomTotalPaise: b.roomTotalPaise, taxesPaise: b.taxesPaise, totalPaise: b.totalPaise },
  differencePaise: to.totalPaise - b.totalPaise,
  refundPaise: extra.refundPaise,
  stayRevision: 1,
  changedAt: new Date().toISOString(),
});
const documents = async (b: BookingCreated, guest: Guest) =>
  taxDocumentListSchema.parse(await (await kit.call('GET', `/api/payments/invoices/${b.bookingId}`, { token: guest.token })).json()).documents;

describe('a stay moved to other dates', () => {
  it('when a paid stay moves to one night, then the difference is refunded through Stripe and the invoice is replaced by a credit note and a new invoice', async () => {
    const guest = await kit.guest();
    const b = await paidBooking(guest);
    const to = stay(b.checkIn, 1);
    await send('booking.dates-changed', b.bookingId, moved(b, to, { refundPaise: b.totalPaise - to.totalPaise }));
    const refunded = await kit.until(async () => (await kit.outbox('payment.refunded')).find((e) => e.key === b.bookingId), 20_000);
    expect(refunded.data).toMatchObject({ amountPaise: 1_344_000, totalRefundedPaise: 1_344_000, fullyRefunded: false });
    expect(refunded.data.creditNote).toBeUndefined();
    const docs = await documents(b, guest);
    expect(docs.map((d) => [d.kind, d.total, d.credited])).toEqual([
      ['invoice', 26_880, true],
      ['credit_note', 26_880, false],
      ['invoice', 13_440, false],
    ]);
    expect(docs[1]!.refers_to).toBe(docs[0]!.number);
    // The current invoice is the new one.
    const pdf = await kit.call('GET', `/api/payments/invoice/${b.bookingId}`, { token: guest.token });
    expect(pdf.headers.get('content-disposition')).toContain(docs[2]!.number.replace(/\//g, '-'));
  });

  it('when a paid stay moves to dearer dates, then its difference has a Checkout Session of its own and the move replaces the invoice', async () => {
    const guest = await kit.guest();
    const b = await paidBooking(guest);
    const to = stay(addDays(b.checkIn, 1), 3);
    const dateChangeId = randomUUID();
    await send('booking.date-change-requested', b.bookingId, {
      bookingId: b.bookingId,
      userId: guest.id,
      dateChangeId,
      to,
      differencePaise: to.totalPaise - b.totalPaise,
      holdExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      requestedAt: new Date().toISOString(),
    });
    const open = () => kit.call('POST', '/api/payments/create-checkout-session', { token: guest.token, body: { booking_id: b.bookingId, origin_url: ORIGIN, date_change_id: dateChangeId } });
    const [first, again] = await Promise.all([open(), open()]);
    const session = (await first.json()) as { session_id: string; checkout_url: string };
    expect(((await again.json()) as { session_id: string }).session_id).toBe(session.session_id);
    expect((await kit.stripe.checkout.sessions.retrieve(session.session_id)).amount_total).toBe(1_344_000);
    const other = await kit.guest();
    expect((await kit.call('POST', '/api/payments/create-checkout-session', { token: other.token, body: { booking_id: b.bookingId, origin_url: ORIGIN, date_change_id: dateChangeId } })).status).toBe(404);

    await kit.pay(session.checkout_url);
    const paid = await kit.until(async () => (await kit.outbox('payment.paid')).find((e) => e.key === b.bookingId && e.data.dateChangeId === dateChangeId));
    expect(paid.data).toMatchObject({ amountPaise: 1_344_000, sessionId: session.session_id });
    expect(paid.data.invoice).toBeUndefined();
    const opened = (await kit.outbox('payment.checkout-opened')).find((e) => e.data.sessionId === session.session_id);
    expect(opened?.data.dateChangeId).toBe(dateChangeId);

    await send('booking.dates-changed', b.bookingId, moved(b, to, { dateChangeId, refundPaise: 0 }));
    expect((await documents(b, guest)).map((d) => [d.kind, d.total])).toEqual([
      ['invoice', 26_880],
      ['credit_note', 26_880],
      ['invoice', 40_320],
    ]);
    // The change is paid: a second session is refused.
    expect((await open()).status).toBe(409);
  });

  it('when the guest abandons the difference’s checkout, then payment.expired names the change and nothing is charged or refunded', async () => {
    const guest = await kit.guest();
    const b = await paidBooking(guest);
    const to = stay(b.checkIn, 4);
    const dateChangeId = randomUUID();
    await send('booking.date-change-requested', b.bookingId, {
      bookingId: b.bookingId,
      userId: guest.id,
      dateChangeId,
      to,
      differencePaise: to.totalPaise - b.totalPaise,
      holdExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      requestedAt: new Date().toISOString(),
    });
    const res = await kit.call('POST', '/api/payments/create-checkout-session', { token: guest.token, body: { booking_id: b.bookingId, origin_url: ORIGIN, date_change_id: dateChangeId } });
    expect(res.status).toBe(200);
    const abandoned = await kit.call('POST', '/api/payments/abandon-checkout', { token: guest.token, body: { booking_id: b.bookingId } });
    expect(await abandoned.json()).toEqual({ success: true, status: 'expired' });
    const expired = await kit.until(async () => (await kit.outbox('payment.expired')).find((e) => e.key === b.bookingId));
    expect(expired.data.dateChangeId).toBe(dateChangeId);
    await send('booking.date-change-lapsed', b.bookingId, { bookingId: b.bookingId, userId: guest.id, dateChangeId, reason: 'the difference was not paid', lapsedAt: new Date().toISOString() });
    const { rows } = await kit.service.deps.pool.query('SELECT 1 FROM refund_requests WHERE booking_id = $1', [b.bookingId]);
    expect(rows).toHaveLength(0);
    expect((await documents(b, guest)).map((d) => d.kind)).toEqual(['invoice']);
  });
});
