import { bookingCancelledSchema, bookingCreatedSchema, bookingStatusChangedSchema, hotelChangedAsV2 } from '@suvarna/contracts';
import type { EventBus, EventHandler } from '@suvarna/platform';
import { saveHotel } from '../../data-access/payment-mail-repository';
import { queuePaymentMail, rememberBooking, sendCancellationMail, type PaymentMailDeps } from '../../domain/send-payment-mails';

export const PAYMENT_MAIL_CONSUMER_GROUP = 'notify-payment-mailer';

/**
 * The payment e-mails: confirmation (payment.paid), lapsed reservation (payment.expired) and refund
 * (payment.refunded), written from the booking and hotel copies this group keeps from their events.
 */
export async function subscribePaymentMailConsumer(deps: PaymentMailDeps & { bus: EventBus }): Promise<void> {
  const payment: EventHandler = async (event, client) => {
    const bookingId = String(event.data.bookingId);
    await queuePaymentMail(deps, client, { eventId: event.id, type: event.type, bookingId, data: event.data });
  };
  await deps.bus.subscribe({
    group: PAYMENT_MAIL_CONSUMER_GROUP,
    handlers: {
      'booking.created': async (event, client) => {
        const { createdAt: _, ...booking } = bookingCreatedSchema.parse(event.data);
        await rememberBooking(deps, client, booking);
      },
      'booking.status-changed': async (event, client) => {
        const { from: _f, changedBy: _c, changedAt: _a, ...booking } = bookingStatusChangedSchema.parse(event.data);
        await rememberBooking(deps, client, booking);
      },
      'booking.cancelled': async (event, client) => {
        const cancelled = bookingCancelledSchema.parse(event.data);
        const { kind: _k, reason: _r, refund: _f, cancelledBy: _b, cancelledAt: _a, ...booking } = cancelled;
        await rememberBooking(deps, client, booking);
        await sendCancellationMail(deps, event.id, cancelled);
      },
      'catalog.hotel-changed': async (event, client) => saveHotel(client, hotelChangedAsV2(event.version, event.data)),
      'payment.paid': payment,
      'payment.expired': payment,
      'payment.refunded': payment,
    },
  });
}
