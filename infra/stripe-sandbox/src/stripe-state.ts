import { eventOperations } from './event-operations';
import { paymentOperations } from './payment-operations';
import { sessionOperations } from './session-operations';
import { createStripeStore, type StripeStateOptions } from './stripe-objects';

export { SANDBOX_API_VERSION, type CardResult, type CheckoutSession, type LineItem, type StripeStateOptions } from './stripe-objects';
export { StripeApiError } from './stripe-errors';
export { testCardOutcome } from './test-cards';

/**
 * Stripe's objects in memory and the operations on them, with the checks and errors Stripe makes: Checkout
 * Sessions (session-operations.ts), payments and refunds (payment-operations.ts), and the events every change
 * emits (event-operations.ts), over one store (stripe-objects.ts).
 */
export function createStripeState(options: StripeStateOptions) {
  const store = createStripeStore(options);
  return {
    events: store.events,
    sessions: store.sessions,
    ...sessionOperations(store),
    ...paymentOperations(store),
    ...eventOperations(store.events),
  };
}

export type StripeState = ReturnType<typeof createStripeState>;
