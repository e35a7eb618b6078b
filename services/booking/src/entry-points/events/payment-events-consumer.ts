import { paymentCheckoutOpenedSchema, paymentExpiredSchema, paymentPaidSchema, paymentRefundedSchema } from '@suvarna/contracts';
import type { BookingDeps } from '../../domain/booking-deps';
import { onCheckoutOpened, onExpired, onPaid, onRefunded } from '../../domain/follow-payment';

export const PAYMENT_CONSUMER_GROUP = 'booking-payments';

/** The booking follows its payment: held while a session is open, paid, lapsed, refunded. */
export async function subscribePaymentEvents(deps: BookingDeps): Promise<void> {
  await deps.bus.subscribe({
    group: PAYMENT_CONSUMER_GROUP,
    handlers: {
      'payment.checkout-opened': (event, client) => onCheckoutOpened(client, paymentCheckoutOpenedSchema.parse(event.data)),
      'payment.paid': (event, client) => onPaid(deps, client, paymentPaidSchema.parse(event.data)),
      'payment.expired': (event, client) => onExpired(deps, client, paymentExpiredSchema.parse(event.data)),
      'payment.refunded': (event, client) => onRefunded(deps, client, paymentRefundedSchema.parse(event.data)),
    },
  });
}
