import { paymentCheckoutOpenedSchema, paymentExpiredSchema, paymentPaidSchema, paymentRefundedSchema } from '@suvarna/contracts';
import type { BookingDeps } from '../../domain/booking-deps';
import { checkoutOpenedStatement, onExpired, onPaid, onRefunded, paidStatement } from '../../domain/follow-payment';

export const PAYMENT_CONSUMER_GROUP = 'booking-payments';

/**
 * The booking follows its payment: held while a session is open, paid, lapsed, refunded. A session opened and
 * a payment received are one statement each with the event's processed record; a payment that finds the booking
 * cancelled or its rooms let go, and a change's difference, go to their handlers.
 */
export async function subscribePaymentEvents(deps: BookingDeps): Promise<void> {
  await deps.bus.subscribe({
    group: PAYMENT_CONSUMER_GROUP,
    handlers: {
      'payment.checkout-opened': {
        statement: (event) => checkoutOpenedStatement(paymentCheckoutOpenedSchema.parse(event.data)),
      },
      'payment.paid': {
        statement: (event) => paidStatement(paymentPaidSchema.parse(event.data)),
        handle: (event, client) => onPaid(deps, client, paymentPaidSchema.parse(event.data)),
      },
      'payment.expired': (event, client) => onExpired(deps, client, paymentExpiredSchema.parse(event.data)),
      'payment.refunded': (event, client) => onRefunded(deps, client, paymentRefundedSchema.parse(event.data)),
    },
  });
}
