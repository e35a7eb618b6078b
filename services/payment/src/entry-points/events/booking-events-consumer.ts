import { bookingCancelledSchema, bookingCreatedSchema, bookingStatusChangedSchema } from '@suvarna/contracts';
import { learnBookingCancelled, learnBookingCreated, learnBookingStatus } from '../../domain/learn-bookings';
import type { PaymentDeps } from '../../domain/payment-deps';

export const BOOKING_CONSUMER_GROUP = 'payment-bookings';

/** Keeps payment's copy of each booking from booking events (payment never reads booking's tables). */
export async function subscribeBookingEvents(deps: PaymentDeps): Promise<void> {
  await deps.bus.subscribe({
    group: BOOKING_CONSUMER_GROUP,
    handlers: {
      'booking.created': (event, client) => learnBookingCreated(client, bookingCreatedSchema.parse(event.data)),
      'booking.status-changed': (event, client) => learnBookingStatus(deps, client, bookingStatusChangedSchema.parse(event.data)),
      'booking.cancelled': (event, client) => learnBookingCancelled(deps, client, bookingCancelledSchema.parse(event.data)),
    },
  });
}
