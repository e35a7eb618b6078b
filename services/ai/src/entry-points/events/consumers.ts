import { bookingCancelledSchema, bookingCreatedSchema, bookingDatesChangedSchema, bookingStatusChangedSchema, paymentPaidSchema, paymentRefundedSchema } from '@suvarna/contracts';
import type { EventBus, Logger } from '@suvarna/platform';
import { copyHotelChange, copyHotelRemoval } from '../../domain/catalog-copy';
import { addDifferencePayment, recordPayment, recordRefund, upsertBooking, upsertBookingStatement, type BookingFact } from '../../data-access/read-models';

export const CATALOG_CONSUMER_GROUP = 'ai-catalog';
export const BOOKING_CONSUMER_GROUP = 'ai-bookings';
export const PAYMENT_CONSUMER_GROUP = 'ai-payments';

/** The fields of any booking.* event's booking snapshot the AI keeps. */
function bookingFact(data: { bookingId: string; hotelId: string; checkIn: string; checkOut: string; rooms: BookingFact['rooms']; totalPaise: number; status: string; paymentStatus: string }, createdAt: string): BookingFact {
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

/**
 * The AI's read models, each event applied once in its transaction: hotels and rooms from the catalog,
 * bookings from booking, money from payment.
 */
export async function subscribeReadModels(deps: { bus: EventBus; logger: Logger }): Promise<void> {
  await deps.bus.subscribe({
    group: CATALOG_CONSUMER_GROUP,
    handlers: {
      'catalog.hotel-changed': async (event, client) => {
        const applied = await copyHotelChange(client, event.version, event.data);
        if (!applied) deps.logger.debug({ hotelId: event.key, eventId: event.id }, 'older or removed hotel change ignored');
      },
      'catalog.hotel-removed': (event, client) => copyHotelRemoval(client, event.data),
    },
  });
  await deps.bus.subscribe({
    group: BOOKING_CONSUMER_GROUP,
    handlers: {
      // The one event of every booking: its row written in the statement that records it as processed.
      'booking.created': {
        statement: (event) => {
          const data = bookingCreatedSchema.parse(event.data);
          return upsertBookingStatement(bookingFact(data, data.createdAt), event.occurredAt);
        },
      },
      // A booking seen first through a later event is kept with the time of that event as when it was made.
      'booking.status-changed': async (event, client) => {
        const data = bookingStatusChangedSchema.parse(event.data);
        await upsertBooking(client, bookingFact(data, event.occurredAt), event.occurredAt);
      },
      'booking.cancelled': async (event, client) => {
        const data = bookingCancelledSchema.parse(event.data);
        await upsertBooking(client, bookingFact(data, event.occurredAt), event.occurredAt);
      },
      // A stay moved to other dates: its nights and total follow.
      'booking.dates-changed': async (event, client) => {
        const data = bookingDatesChangedSchema.parse(event.data);
        await upsertBooking(client, bookingFact(data, event.occurredAt), event.occurredAt);
      },
    },
  });
  await deps.bus.subscribe({
    group: PAYMENT_CONSUMER_GROUP,
    handlers: {
      'payment.paid': async (event, client) => {
        const data = paymentPaidSchema.parse(event.data);
        // A change of dates' difference adds to what the booking paid.
        if (data.dateChangeId) await addDifferencePayment(client, data.bookingId, data.amountPaise);
        else await recordPayment(client, data.bookingId, data.amountPaise, data.paidAt);
      },
      'payment.refunded': async (event, client) => {
        const data = paymentRefundedSchema.parse(event.data);
        await recordRefund(client, data.bookingId, data.totalRefundedPaise);
      },
    },
  });
}
