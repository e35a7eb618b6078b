import type { BookingCreated, PaymentPaid, PaymentRefunded } from '@suvarna/contracts';
import type { EffectStatement, Queryable } from '@suvarna/platform';
import { addDifferencePayment, recordPayment, recordRefund, upsertBooking, upsertBookingStatement, type BookingFact } from '../data-access/read-models';

/** The fields of any booking.* event's booking snapshot the AI keeps. */
export type BookingSnapshot = Pick<BookingFact, 'bookingId' | 'hotelId' | 'checkIn' | 'checkOut' | 'rooms' | 'totalPaise' | 'status' | 'paymentStatus'>;

function bookingFact(data: BookingSnapshot, createdAt: string): BookingFact {
  return {
    bookingId: data.bookingId,
    hotelId: data.hotelId,
    checkIn: data.checkIn,
    checkOut: data.checkOut,
    rooms: data.rooms.map(({ type, quantity, pricePaise }) => ({ type, quantity, pricePaise })),
    totalPaise: data.totalPaise,
    status: data.status,
    paymentStatus: data.paymentStatus,
    createdAt,
  };
}

/** booking.created: the booking's row, as the statement that records the event as processed runs it. */
export function bookingCreatedCopy(data: BookingCreated, occurredAt: string): EffectStatement {
  return upsertBookingStatement(bookingFact(data, data.createdAt), occurredAt);
}

/**
 * A later booking event (status, cancellation, dates): the booking as it now is. One seen first this way is
 * kept with the time of the event as when it was made.
 */
export async function copyBookingChange(db: Queryable, data: BookingSnapshot, occurredAt: string): Promise<void> {
  await upsertBooking(db, bookingFact(data, occurredAt), occurredAt);
}

/** payment.paid: what the booking paid; a change of dates' difference adds to it. */
export async function copyPayment(db: Queryable, data: PaymentPaid): Promise<void> {
  if (data.dateChangeId) await addDifferencePayment(db, data.bookingId, data.amountPaise);
  else await recordPayment(db, data.bookingId, data.amountPaise, data.paidAt);
}

/** payment.refunded: how much of the booking's payment went back. */
export async function copyRefund(db: Queryable, data: PaymentRefunded): Promise<void> {
  await recordRefund(db, data.bookingId, data.totalRefundedPaise);
}
