import {
  bookingCancelledSchema,
  bookingCreatedSchema,
  bookingDatesChangedSchema,
  bookingGuestEmailConfirmedSchema,
  bookingOfPaymentEvent,
  bookingStatusChangedSchema,
  hotelChangedAsV2,
} from '@suvarna/contracts';
import type { EventBus, EventHandler, StatementHandler } from '@suvarna/platform';
import {
  queuePaymentMail,
  rememberBooking,
  rememberBookingStatement,
  rememberHotel,
  sendCancellationMail,
  sendStayMovedMail,
  type PaymentMailDeps,
} from '../../domain/send-payment-mails';

export const PAYMENT_MAIL_CONSUMER_GROUP = 'notify-payment-mailer';

/**
 * The booking and payment events the group handles (besides catalog.hotel-changed, for its hotel copies): what a
 * barrier waiting for the payment e-mails to catch up waits for (e2e/support/journey.ts). The handlers below must
 * name exactly these.
 */
export const PAYMENT_MAIL_EVENTS = [
  'booking.created',
  'booking.guest-email-confirmed',
  'booking.status-changed',
  'booking.cancelled',
  'booking.dates-changed',
  'payment.paid',
  'payment.expired',
  'payment.refunded',
] as const;

/**
 * The payment e-mails: confirmation (payment.paid), lapsed reservation (payment.expired) and refund
 * (payment.refunded), written from the booking and hotel copies this group keeps from their events.
 */
/** The snapshot booking.created carries; the guest address's one-time token is for its question only: it is not kept. */
function createdSnapshot(data: unknown) {
  const { createdAt: _, guestEmailConfirmationToken: _t, ...booking } = bookingCreatedSchema.parse(data);
  return booking;
}

export async function subscribePaymentMailConsumer(deps: PaymentMailDeps & { bus: EventBus }): Promise<void> {
  const payment: EventHandler = async (event, client) => {
    // A change of dates' difference: booking.dates-changed brings the guest's e-mail (the new dates), not a confirmation.
    if (event.type === 'payment.paid' && event.data.dateChangeId) return;
    const bookingId = String(event.data.bookingId);
    const booking = bookingOfPaymentEvent(event.type, event.version, event.data);
    await queuePaymentMail(deps, client, { eventId: event.id, type: event.type, bookingId, data: event.data, booking });
  };
  const handlers = {
    // The one event of every booking: its snapshot saved in the statement that records it as processed, unless
    // payment e-mails wait for it (the handler's transaction sends them).
    'booking.created': {
      statement: (event) => rememberBookingStatement(createdSnapshot(event.data)),
      handle: (event, client) => rememberBooking(deps, client, createdSnapshot(event.data)),
    },
    'booking.guest-email-confirmed': async (event, client) => {
      const { confirmedAt: _, ...booking } = bookingGuestEmailConfirmedSchema.parse(event.data);
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
      await sendCancellationMail(deps, client, event.id, cancelled);
    },
    'booking.dates-changed': async (event, client) => {
      const moved = bookingDatesChangedSchema.parse(event.data);
      const { dateChangeId: _i, previous: _p, differencePaise: _d, refundPaise: _r, changedAt: _a, ...booking } = moved;
      await sendStayMovedMail(deps, client, event.id, moved, booking);
    },
    'catalog.hotel-changed': async (event, client) => rememberHotel(client, hotelChangedAsV2(event.version, event.data)),
    'payment.paid': payment,
    'payment.expired': payment,
    'payment.refunded': payment,
  } satisfies Record<(typeof PAYMENT_MAIL_EVENTS)[number] | 'catalog.hotel-changed', EventHandler | StatementHandler>;
  await deps.bus.subscribe({ group: PAYMENT_MAIL_CONSUMER_GROUP, handlers });
}
