import {
  bookingCancelledSchema,
  bookingCreatedSchema,
  bookingDateChangeLapsedSchema,
  bookingDateChangeRequestedSchema,
  bookingDatesChangedSchema,
  bookingStatusChangedSchema,
} from '@suvarna/contracts';
import { learnDateChangeLapsed, learnDateChangeRequested, learnDatesChanged } from '../../domain/date-change-payments';
import { learnBookingCancelled, learnBookingCreated, learnBookingCreatedStatement, learnBookingStatus } from '../../domain/learn-bookings';
import type { PaymentDeps } from '../../domain/payment-deps';

export const BOOKING_CONSUMER_GROUP = 'payment-bookings';

/** Keeps payment's copy of each booking from booking events (payment never reads booking's tables). */
export async function subscribeBookingEvents(deps: PaymentDeps): Promise<void> {
  await deps.bus.subscribe({
    group: BOOKING_CONSUMER_GROUP,
    handlers: {
      // The one event of every booking: the copy written in the statement that records it as processed.
      'booking.created': {
        statement: (event) => learnBookingCreatedStatement(bookingCreatedSchema.parse(event.data)),
        handle: (event, client) => learnBookingCreated(client, bookingCreatedSchema.parse(event.data)),
      },
      'booking.status-changed': (event, client, afterCommit) => learnBookingStatus(deps, client, bookingStatusChangedSchema.parse(event.data), afterCommit),
      'booking.cancelled': (event, client, afterCommit) => learnBookingCancelled(deps, client, bookingCancelledSchema.parse(event.data), afterCommit),
      'booking.date-change-requested': (event, client) => learnDateChangeRequested(client, bookingDateChangeRequestedSchema.parse(event.data)),
      'booking.dates-changed': (event, client) => learnDatesChanged(client, bookingDatesChangedSchema.parse(event.data)),
      'booking.date-change-lapsed': (event, client) => learnDateChangeLapsed(client, bookingDateChangeLapsedSchema.parse(event.data)),
    },
  });
}
