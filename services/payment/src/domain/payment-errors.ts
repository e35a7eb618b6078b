import { AppError } from '@suvarna/platform';
import Stripe from 'stripe';

export const paymentsUnavailable = () =>
  new AppError('Card payments are not available right now. Please try again later.', { code: 'payments_unavailable', status: 503 });

export const bookingNotFound = () => AppError.notFound('Booking not found', 'booking_not_found');
export const sessionNotFound = () => AppError.notFound('Payment session not found', 'payment_session_not_found');

/** A Stripe failure as the client should see it; the details go to the log. */
export function fromStripeError(err: unknown): AppError {
  if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'amount_too_large') {
    return new AppError('This booking is above the largest amount a card payment can take. Please contact our reservations team.', {
      code: 'amount_not_payable',
      status: 422,
      cause: err,
    });
  }
  if (err instanceof Stripe.errors.StripeConnectionError || err instanceof Stripe.errors.StripeAPIError || err instanceof Stripe.errors.StripeRateLimitError) {
    return new AppError('The payment provider could not be reached. Please try again in a moment.', { code: 'payment_provider_unavailable', status: 503, cause: err });
  }
  return new AppError('The payment provider refused the request. Please try again or contact support.', { code: 'payment_provider_error', status: 502, cause: err });
}

/** Stripe errors that mean the request never changed anything and a fresh attempt is needed. */
export function isDefinitiveRefusal(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeIdempotencyError;
}
