import { describe, expect, it } from 'vitest';
import { hotelChangedAsV2 } from './catalog';
import { checkEventPayload, currentEventVersion } from './events';
import { bookingOfPaymentEvent } from './payment';

const v2 = {
  hotelId: '1',
  name: 'Suvarna Imperial Delhi',
  location: 'Delhi',
  state: 'Delhi',
  status: 'active',
  contact: { phone: '+91 11 4567 8901', email: 'delhi@suvarnahotels.in', address: 'Janpath Road' },
  rooms: [{ type: 'Deluxe Room', pricePaise: 1_500_000, capacity: 2, available: 10 }],
  revision: 3,
};

describe('event versions', () => {
  it('when a publisher asks which version to write, then it is the newest known, and 1 for a type without schemas', () => {
    expect(currentEventVersion('catalog.hotel-changed')).toBe(2);
    expect(currentEventVersion('booking.created')).toBe(1);
    expect(currentEventVersion('something.happened')).toBe(1);
  });

  it('when a payload is checked, then it is checked against its own version and an unknown version is refused', () => {
    expect(checkEventPayload('catalog.hotel-changed', 2, v2)).toEqual({ ok: true });
    expect(checkEventPayload('catalog.hotel-changed', 1, v2)).toMatchObject({ ok: false });
    expect(checkEventPayload('catalog.hotel-changed', 3, v2)).toEqual({ ok: false, problem: expect.stringContaining('unknown version 3') });
  });

  it('when money arrives as a fraction of paise, then the v2 payload is refused', () => {
    const rooms = [{ ...v2.rooms[0], pricePaise: 1500.5 }];
    expect(checkEventPayload('catalog.hotel-changed', 2, { ...v2, rooms })).toMatchObject({ ok: false });
  });

  it('when a v1 hotel change in float rupees is read, then it becomes v2 in paise', () => {
    const { contact: _contact, rooms: _rooms, ...rest } = v2;
    const v1 = { ...rest, rooms: [{ type: 'Deluxe Room', price: 15000.5, capacity: 2, available: 10 }] };
    expect(hotelChangedAsV2(1, v1)).toEqual({
      ...rest,
      contact: { phone: '', email: '', address: 'Delhi, Delhi' },
      rooms: [{ type: 'Deluxe Room', pricePaise: 1_500_050, capacity: 2, available: 10 }],
    });
    expect(hotelChangedAsV2(2, v2)).toEqual(v2);
    expect(() => hotelChangedAsV2(7, v2)).toThrow(/version 7/);
  });
});

describe('payment events carry their booking', () => {
  const v1 = { bookingId: 'b1', userId: 'u1', sessionId: 'cs_1', paymentIntentId: 'pi_1', amountPaise: 1_120_000, currency: 'INR', paidAt: '2026-03-01T10:00:00.000Z' };
  const booking = {
    bookingId: 'b1', confirmationCode: 'SUV-K7PQ-3MZT', userId: 'u1', hotelId: 'h1', hotelName: 'Suvarna Grand', hotelLocation: 'Delhi',
    checkIn: '2026-03-12', checkOut: '2026-03-13', nights: 1, guests: 2, rooms: [{ type: 'Deluxe Room', quantity: 1, pricePaise: 1_000_000 }],
    roomTotalPaise: 1_000_000, taxesPaise: 120_000, totalPaise: 1_120_000, currency: 'INR', guestName: 'Asha Verma', guestEmail: 'asha@example.com',
    accountEmail: 'asha@example.com', accountEmailVerified: true, status: 'pending', paymentStatus: 'pending',
  };

  it('when payment publishes payment.paid, then it writes v2, which must carry the booking; v1 is still read', () => {
    expect(currentEventVersion('payment.paid')).toBe(2);
    expect(checkEventPayload('payment.paid', 2, { ...v1, booking })).toEqual({ ok: true });
    expect(checkEventPayload('payment.paid', 2, v1)).toMatchObject({ ok: false, problem: expect.stringContaining('booking') });
    expect(checkEventPayload('payment.paid', 1, v1)).toEqual({ ok: true });
    expect(bookingOfPaymentEvent('payment.paid', 2, { ...v1, booking })).toEqual(booking);
    expect(bookingOfPaymentEvent('payment.paid', 1, v1)).toBeUndefined();
  });

  it('when payment publishes payment.expired or payment.refunded, then it writes v2 with the booking; v1 is still read', () => {
    const expired = { bookingId: 'b1', userId: 'u1', sessionId: 'cs_1', expiredAt: '2026-03-01T10:30:00.000Z', cause: 'timeout' };
    const refunded = {
      bookingId: 'b1', userId: 'u1', sessionId: 'cs_1', paymentIntentId: 'pi_1', amountPaise: 1_120_000, totalRefundedPaise: 1_120_000,
      fullyRefunded: true, currency: 'INR', reason: null, refundedAt: '2026-03-02T10:00:00.000Z',
    };
    for (const [type, v1Data] of [['payment.expired', expired], ['payment.refunded', refunded]] as const) {
      expect(currentEventVersion(type)).toBe(2);
      expect(checkEventPayload(type, 2, { ...v1Data, booking })).toEqual({ ok: true });
      expect(checkEventPayload(type, 2, v1Data)).toMatchObject({ ok: false, problem: expect.stringContaining('booking') });
      expect(checkEventPayload(type, 1, v1Data)).toEqual({ ok: true });
      expect(bookingOfPaymentEvent(type, 2, { ...v1Data, booking })).toEqual(booking);
      expect(bookingOfPaymentEvent(type, 1, v1Data)).toBeUndefined();
    }
    expect(bookingOfPaymentEvent('payment.checkout-opened', 2, { booking })).toBeUndefined();
  });
});
