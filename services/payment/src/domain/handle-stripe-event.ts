import { withTransaction } from '@suvarna/platform';
import type Stripe from 'stripe';
import { claimStripeEvent, recordOutcome } from '../data-access/stripe-event-repository';
import { applyChargeRefunds, applySessionState, type Applied } from './apply-stripe-state';
import type { PaymentDeps } from './payment-deps';

export type EventOutcome = Applied | 'duplicate' | 'ignored';

/**
 * Handles one Stripe event once, by its id: the claim and the effect commit together, so a redelivery,
 * a replay or the same event read again from the event list changes nothing. Events for sessions and
 * charges this service did not make are acknowledged and logged, never retried.
 */
export async function handleStripeEvent(deps: Pick<PaymentDeps, 'pool' | 'bus' | 'logger'>, event: Stripe.Event): Promise<EventOutcome> {
  const outcome = await withTransaction(deps.pool, async (client): Promise<EventOutcome> => {
    if (!(await claimStripeEvent(client, event))) return 'duplicate';
    let result: EventOutcome;
    // When Stripe says it happened: a webhook can arrive, or the event list be read, later.
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.expired':
        result = await applySessionState(deps, client, event.data.object, at);
        break;
      case 'charge.refunded':
        result = await applyChargeRefunds(deps, client, event.data.object, at);
        break;
      default:
        result = 'ignored';
    }
    await recordOutcome(client, event.id, result);
    return result;
  });
  if (outcome === 'unknown') deps.logger.warn({ eventId: event.id, type: event.type }, 'Stripe event for a session or charge this service does not know; acknowledged');
  else deps.logger.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event handled');
  return outcome;
}
