import type { FormObject } from './form-encoding';
import { checkKnown, expandList, int, metadata, str } from './params';
import { formatAmount, type CardResult, type Charge, type CheckoutSession, type PaymentIntent, type Refund, type StripeStore } from './stripe-objects';
import { invalidRequest, noSuch, stripeId } from './stripe-errors';
import { testCardOutcome } from './test-cards';

type Card = { number: string; name: string; email: string | null };

/** The session's PaymentIntent, made at its first payment attempt. */
function newIntent(session: CheckoutSession, intentMetadata: Record<string, string>, created: number): PaymentIntent {
  return {
    id: stripeId('pi'),
    object: 'payment_intent',
    amount: session.amount_total,
    amount_received: 0,
    currency: session.currency,
    created,
    status: 'requires_payment_method',
    metadata: intentMetadata,
    latest_charge: null,
    last_payment_error: null,
    livemode: false,
  };
}

/** The charge of a card that paid the session in full. */
function newCharge(session: CheckoutSession, intent: PaymentIntent, card: Card, created: number): Charge {
  return {
    id: stripeId('ch'),
    object: 'charge',
    amount: session.amount_total,
    amount_captured: session.amount_total,
    amount_refunded: 0,
    captured: true,
    created,
    currency: session.currency,
    livemode: false,
    metadata: intent.metadata,
    paid: true,
    payment_intent: intent.id,
    payment_method_details: { type: 'card', card: { brand: 'visa', last4: card.number.slice(-4), exp_month: 12, exp_year: 2034, funding: 'credit' } },
    refunded: false,
    status: 'succeeded',
    billing_details: { email: card.email ?? session.customer_email, name: card.name || null },
  };
}

/** The charge a refund request names, by itself or by its PaymentIntent, checked as Stripe checks it. */
function chargeToRefund({ charges, intents }: StripeStore, params: FormObject): { charge: Charge; amount: number; reason: string | null } {
  checkKnown(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
  const intentId = str(params, 'payment_intent');
  const chargeId = str(params, 'charge');
  if (!intentId && !chargeId) throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', {});
  let charge: Charge | undefined;
  if (chargeId) {
    charge = charges.get(chargeId);
    if (!charge) throw noSuch('charge', chargeId, 'charge');
  } else {
    const intent = intents.get(intentId!);
    if (!intent) throw noSuch('payment_intent', intentId!, 'payment_intent');
    charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (!charge || intent.status !== 'succeeded') {
      throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, { param: 'payment_intent' });
    }
  }
  const reason = str(params, 'reason') ?? null;
  if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
    throw invalidRequest(`Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, { param: 'reason' });
  }
  const remaining = charge.amount - charge.amount_refunded;
  if (charge.refunded || remaining <= 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  }
  const amount = int(params, 'amount') ?? remaining;
  if (amount <= 0) throw invalidRequest('Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' });
  if (amount > remaining) {
    throw invalidRequest(
      `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
  return { charge, amount, reason };
}

/** Payments on the hosted page, refunds, and reading PaymentIntents and charges. */
export function paymentOperations(store: StripeStore) {
  const { sessions, intents, charges, refunds, intentMetadata, now } = store;
  return {
    /** The hosted page's payment: a test card either pays the session or is refused with Stripe's words. */
    pay(id: string, card: Card): CardResult {
      const session = sessions.get(id);
      if (!session) throw noSuch('checkout.session', id, 'session');
      if (session.status !== 'open') return { ok: false, message: 'This Checkout Session is no longer active.' };
      const outcome = testCardOutcome(card.number);
      let intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
      if (!intent) {
        intent = newIntent(session, intentMetadata.get(id) ?? {}, now());
        intents.set(intent.id, intent);
        session.payment_intent = intent.id;
      }
      if (!outcome.ok) {
        intent.last_payment_error = { type: 'card_error', code: outcome.code, decline_code: outcome.declineCode, message: outcome.message };
        return { ok: false, message: outcome.message };
      }
      const charge = newCharge(session, intent, card, now());
      charges.set(charge.id, charge);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = charge.id;
      intent.last_payment_error = null;
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
      session.customer_details = { email: card.email ?? session.customer_email, name: card.name || null, phone: null, address: null, tax_exempt: 'none', tax_ids: [] };
      store.emit('checkout.session.completed', session);
      return { ok: true };
    },

    createRefund(params: FormObject, request: { id: string; idempotency_key: string | null }): Record<string, unknown> {
      const { charge, amount, reason } = chargeToRefund(store, params);
      const refund: Refund = {
        id: stripeId('re'),
        object: 'refund',
        amount,
        charge: charge.id,
        created: now(),
        currency: charge.currency,
        metadata: metadata(params),
        payment_intent: charge.payment_intent,
        reason,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      store.emit('charge.refunded', charge, previous, request);
      return structuredClone(refund) as unknown as Record<string, unknown>;
    },

    retrieveRefund(id: string): Record<string, unknown> {
      const refund = refunds.get(id);
      if (!refund) throw noSuch('refund', id);
      return structuredClone(refund) as unknown as Record<string, unknown>;
    },

    retrievePaymentIntent(id: string, params: FormObject): Record<string, unknown> {
      checkKnown(params, ['expand']);
      const intent = intents.get(id);
      if (!intent) throw noSuch('payment_intent', id, 'intent');
      const copy: Record<string, unknown> = { ...structuredClone(intent) };
      if (expandList(params).includes('latest_charge') && intent.latest_charge) copy.latest_charge = structuredClone(charges.get(intent.latest_charge));
      return copy;
    },

    retrieveCharge(id: string): Record<string, unknown> {
      const charge = charges.get(id);
      if (!charge) throw noSuch('charge', id, 'charge');
      return { ...structuredClone(charge) };
    },
  };
}
