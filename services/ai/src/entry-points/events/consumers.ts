import { bookingCancelledSchema, bookingCreatedSchema, bookingDatesChangedSchema, bookingStatusChangedSchema, paymentPaidSchema, paymentRefundedSchema } from '@suvarna/contracts';
import type { EventBus, Logger } from '@suvarna/platform';
import { bookingCreatedCopy, copyBookingChange, copyPayment, copyRefund } from '../../domain/booking-copy';
import { copyHotelChange, copyHotelRemoval } from '../../domain/catalog-copy';

export const CATALOG_CONSUMER_GROUP = 'ai-catalog';
export const BOOKING_CONSUMER_GROUP = 'ai-bookings';
export const PAYMENT_CONSUMER_GROUP = 'ai-payments';

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
          return bookingCreatedCopy(bookingCreatedSchema.parse(event.data), event.occurredAt);
        },
      },
      // A booking seen first through a later event is kept with the time of that event as when it was made.
      'booking.status-changed': async (event, client) => {
        await copyBookingChange(client, bookingStatusChangedSchema.parse(event.data), event.occurredAt);
      },
      'booking.cancelled': async (event, client) => {
        await copyBookingChange(client, bookingCancelledSchema.parse(event.data), event.occurredAt);
      },
      // A stay moved to other dates: its nights and total follow.
      'booking.dates-changed': async (event, client) => {
        await copyBookingChange(client, bookingDatesChangedSchema.parse(event.data), event.occurredAt);
      },
    },
  });
  await deps.bus.subscribe({
    group: PAYMENT_CONSUMER_GROUP,
    handlers: {
      'payment.paid': async (event, client) => {
        await copyPayment(client, paymentPaidSchema.parse(event.data));
      },
      'payment.refunded': async (event, client) => {
        await copyRefund(client, paymentRefundedSchema.parse(event.data));
      },
    },
  });
}
