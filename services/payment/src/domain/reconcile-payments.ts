import type Stripe from 'stripe';
import { overdueSessions } from '../data-access/session-repository';
import { wasHandled } from '../data-access/stripe-event-repository';
import { applySession } from './apply-stripe-state';
import { handleStripeEvent } from './handle-stripe-event';
import type { PaymentDeps } from './payment-deps';

const EVENT_TYPES = ['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired', 'charge.refunded'];
/** How far back the event list is read each time: Stripe retries a failed webhook for three days, we look back one. */
const LOOKBACK_SECONDS = 24 * 60 * 60;
const MAX_PAGES = 10;

/**
 * Catches up with what a lost webhook would have said: Stripe's recent events this service has not
 * handled go through the webhook's own path, and sessions still open past their expiry are read back.
 */
export async function reconcilePayments(deps: PaymentDeps): Promise<{ events: number; sessions: number }> {
  const stripe = deps.stripe;
  if (!stripe) return { events: 0, sessions: 0 };
  let handled = 0;
  let startingAfter: string | undefined;
  const since = Math.floor(Date.now() / 1000) - LOOKBACK_SECONDS;
  for (let page = 0; page < MAX_PAGES; page++) {
    const list: Stripe.ApiList<Stripe.Event> = await stripe.events.list({ types: EVENT_TYPES, created: { gte: since }, limit: 100, starting_after: startingAfter });
    for (const event of [...list.data].reverse()) {
      if (await wasHandled(deps.pool, event.id)) continue;
      await handleStripeEvent(deps, event);
      handled++;
    }
    if (!list.has_more || list.data.length === 0) break;
    startingAfter = list.data[list.data.length - 1]!.id;
  }
  let sessions = 0;
  for (const sessionId of await overdueSessions(deps.pool, 60, 100)) {
    await applySession(deps, await stripe.checkout.sessions.retrieve(sessionId));
    sessions++;
  }
  return { events: handled, sessions };
}

/** Runs reconcilePayments every STRIPE_EVENTS_POLL_SECONDS; returns the stop function. */
export function startReconciler(deps: PaymentDeps): () => Promise<void> {
  const seconds = deps.config.STRIPE_EVENTS_POLL_SECONDS;
  if (!deps.stripe || seconds === 0) return async () => undefined;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = reconcilePayments(deps)
      .then((r) => {
        if (r.events || r.sessions) deps.logger.info(r, 'payments reconciled with Stripe');
      })
      .catch((err: unknown) => deps.logger.warn({ err }, 'payment reconciliation failed'))
      .finally(() => (running = undefined));
  }, seconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
