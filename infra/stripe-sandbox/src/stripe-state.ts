import type { FormObject } from './form-encoding';
import { checkKnown, expandList, int, list, metadata, obj, requiredStr, str } from './params';
import { invalidRequest, missingParam, noSuch, StripeApiError, stripeId } from './stripe-errors';
import type { StripeEvent } from './webhooks';

/** The API version the sandbox's objects and events are shaped after. */
export const SANDBOX_API_VERSION = '2026-10-28.endive';

/** Stripe's largest amount for one charge, in the smallest unit (₹9,99,999.99). */
const MAX_AMOUNT = 99_999_999;
/** Stripe's smallest charge in INR: ₹0.50. */
const MIN_AMOUNT_INR = 50;
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

export interface LineItem {
  id: string;
  object: 'item';
  amount_discount: 0;
  amount_subtotal: number;
  amount_tax: 0;
  amount_total: number;
  currency: string;
  description: string;
  /** Not part of Stripe's item: the product's description, shown on the checkout page. */
  productDescription: string | null;
  price: {
    id: string;
    object: 'price';
    active: false;
    currency: string;
    product: string;
    type: 'one_time';
    unit_amount: number;
    unit_amount_decimal: string;
  };
  quantity: number;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  customer_details: { email: string | null; name: string | null; phone: null; address: null; tax_exempt: 'none'; tax_ids: [] } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  total_details: { amount_discount: 0; amount_shipping: 0; amount_tax: 0 };
  ui_mode: 'hosted';
  url: string | null;
}

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  created: number;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: { type: 'card_error'; code: string; decline_code?: string; message: string } | null;
  livemode: false;
}

interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: 'credit' } };
  refunded: boolean;
  status: 'succeeded';
  billing_details: { email: string | null; name: string | null };
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export interface CardResult {
  ok: boolean;
  /** What the checkout page says when the card is refused. */
  message?: string;
}

export interface StripeStateOptions {
  /** Seconds since the epoch, as the sandbox's clock reads it. */
  now: () => number;
  /** Where the hosted checkout page is served: `<checkoutBase>/c/pay/<id>`. */
  checkoutBase: string;
  emit: (event: StripeEvent) => void;
}

const currencySymbol = (currency: string) => (currency === 'inr' ? '₹' : `${currency.toUpperCase()} `);
const formatAmount = (amount: number, currency: string) =>
  `${currencySymbol(currency)}${(amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function isUrl(value: string): boolean {
  try {
    const u = new URL(value.replace('{CHECKOUT_SESSION_ID}', 'x'));
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Stripe's objects in memory and the operations on them, with the checks and errors Stripe makes. */
export function createStripeState(options: StripeStateOptions) {
  const sessions = new Map<string, CheckoutSession>();
  const lineItems = new Map<string, LineItem[]>();
  const intents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  /** payment_intent_data[metadata] of each session, given to its PaymentIntent and charge. */
  const intentMetadata = new Map<string, Record<string, string>>();
  const events: StripeEvent[] = [];
  const now = options.now;

  function emit(type: string, object: object, previous?: Record<string, unknown>, request: { id: string | null; idempotency_key: string | null } = { id: null, idempotency_key: null }): void {
    const event: StripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: SANDBOX_API_VERSION,
      created: now(),
      data: { object: structuredClone(object) as Record<string, unknown>, ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 0,
      request,
      type,
    };
    events.push(event);
    options.emit(event);
  }

  function view(session: CheckoutSession, expand: string[]): Record<string, unknown> {
    const copy: Record<string, unknown> = { ...structuredClone(session) };
    if (expand.includes('line_items')) copy.line_items = lineItemList(session.id);
    if (expand.includes('payment_intent') && session.payment_intent) copy.payment_intent = intents.get(session.payment_intent);
    return copy;
  }

  function lineItemList(sessionId: string) {
    const items = (lineItems.get(sessionId) ?? []).map(({ productDescription: _, ...item }) => item);
    return { object: 'list', data: items, has_more: false, url: `/v1/checkout/sessions/${sessionId}/line_items` };
  }

  function parseLineItems(params: FormObject): LineItem[] {
    const raw = list(params, 'line_items');
    if (!raw || raw.length === 0) throw missingParam('line_items');
    if (raw.length > 100) throw invalidRequest('You may only specify up to 100 line items.', { param: 'line_items' });
    return raw.map((entry, i) => {
      const p = `line_items[${i}]`;
      if (typeof entry !== 'object' || Array.isArray(entry)) throw invalidRequest('Invalid object', { param: p });
      checkKnown(entry, ['price_data', 'quantity', 'price'], p);
      if (entry.price !== undefined) throw invalidRequest(`No such price: '${String(entry.price)}'`, { code: 'resource_missing', param: `${p}[price]` });
      const priceData = obj(entry, 'price_data', `${p}[price_data]`);
      if (!priceData) throw missingParam(`${p}[price_data]`);
      checkKnown(priceData, ['currency', 'unit_amount', 'product_data', 'unit_amount_decimal', 'tax_behavior'], `${p}[price_data]`);
      const currency = requiredStr(priceData, 'currency', `${p}[price_data][currency]`).toLowerCase();
      if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currency}.`, { param: `${p}[price_data][currency]` });
      const unitAmount = int(priceData, 'unit_amount', `${p}[price_data][unit_amount]`);
      if (unitAmount === undefined) throw missingParam(`${p}[price_data][unit_amount]`);
      if (unitAmount < 0) throw invalidRequest('This value must be greater than or equal to 0.', { param: `${p}[price_data][unit_amount]` });
      const product = obj(priceData, 'product_data', `${p}[price_data][product_data]`);
      if (!product) throw missingParam(`${p}[price_data][product_data]`);
      checkKnown(product, ['name', 'description', 'metadata', 'images'], `${p}[price_data][product_data]`);
      const name = requiredStr(product, 'name', `${p}[price_data][product_data][name]`);
      const description = str(product, 'description', `${p}[price_data][product_data][description]`) ?? null;
      const quantity = int(entry, 'quantity', `${p}[quantity]`);
      if (quantity === undefined) throw missingParam(`${p}[quantity]`);
      if (quantity < 1 || quantity > 999_999) throw invalidRequest('This value must be greater than or equal to 1.', { param: `${p}[quantity]` });
      const total = unitAmount * quantity;
      return {
        id: stripeId('li'),
        object: 'item',
        amount_discount: 0,
        amount_subtotal: total,
        amount_tax: 0,
        amount_total: total,
        currency,
        description: name,
        productDescription: description,
        price: {
          id: stripeId('price'),
          object: 'price',
          active: false,
          currency,
          product: stripeId('prod', 14),
          type: 'one_time',
          unit_amount: unitAmount,
          unit_amount_decimal: String(unitAmount),
        },
        quantity,
      };
    });
  }

  const sessionParams = [
    'mode', 'line_items', 'success_url', 'cancel_url', 'customer_email', 'client_reference_id', 'metadata', 'expires_at',
    'payment_method_types', 'payment_intent_data', 'locale', 'expand', 'submit_type', 'ui_mode',
  ] as const;

  function sessionOf(id: string): CheckoutSession {
    const session = sessions.get(id);
    if (!session) throw noSuch('checkout.session', id, 'session');
    return session;
  }

  function expireSession(session: CheckoutSession, request?: { id: string | null; idempotency_key: string | null }): void {
    session.status = 'expired';
    session.url = null;
    if (session.payment_intent) {
      const intent = intents.get(session.payment_intent);
      if (intent && intent.status !== 'succeeded') intent.status = 'canceled';
    }
    emit('checkout.session.expired', session, undefined, request);
  }

  return {
    events,
    sessions,

    createSession(params: FormObject): Record<string, unknown> {
      checkKnown(params, sessionParams);
      const mode = str(params, 'mode');
      if (!mode) throw missingParam('mode');
      if (mode !== 'payment') throw invalidRequest(`The sandbox supports only \`mode=payment\`; received ${mode}.`, { param: 'mode' });
      const uiMode = str(params, 'ui_mode') ?? 'hosted';
      if (uiMode !== 'hosted') throw invalidRequest(`Invalid ui_mode: ${uiMode}`, { param: 'ui_mode' });
      const items = parseLineItems(params);
      const currency = items[0]!.currency;
      if (items.some((i) => i.currency !== currency)) {
        throw invalidRequest('All line items must use the same currency.', { param: 'line_items' });
      }
      const total = items.reduce((s, i) => s + i.amount_total, 0);
      if (total > MAX_AMOUNT) {
        throw invalidRequest(`The Checkout Session's total amount due must be no more than ${formatAmount(MAX_AMOUNT, currency)}.`, { code: 'amount_too_large', param: 'line_items' });
      }
      if (currency === 'inr' && total < MIN_AMOUNT_INR) {
        throw invalidRequest(`The Checkout Session's total amount due must add up to at least ${formatAmount(MIN_AMOUNT_INR, currency)} inr`, { code: 'amount_too_small', param: 'line_items' });
      }
      const successUrl = str(params, 'success_url') ?? null;
      const cancelUrl = str(params, 'cancel_url') ?? null;
      for (const [name, value] of [['success_url', successUrl], ['cancel_url', cancelUrl]] as const) {
        if (value !== null && (!isUrl(value) || value.length > 5000)) throw invalidRequest('Not a valid URL', { code: 'url_invalid', param: name });
      }
      const customerEmail = str(params, 'customer_email') ?? null;
      if (customerEmail !== null && !EMAIL.test(customerEmail)) throw invalidRequest(`Invalid email address: ${customerEmail}`, { code: 'email_invalid', param: 'customer_email' });
      const reference = str(params, 'client_reference_id') ?? null;
      if (reference !== null && reference.length > 200) throw invalidRequest('client_reference_id must be at most 200 characters.', { param: 'client_reference_id' });
      const created = now();
      const expiresAt = int(params, 'expires_at') ?? created + MAX_EXPIRY_SECONDS;
      if (expiresAt < created + MIN_EXPIRY_SECONDS) {
        throw invalidRequest('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', { param: 'expires_at' });
      }
      if (expiresAt > created + MAX_EXPIRY_SECONDS) {
        throw invalidRequest('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', { param: 'expires_at' });
      }
      const intentData = obj(params, 'payment_intent_data');
      if (intentData) checkKnown(intentData, ['metadata', 'description', 'receipt_email'], 'payment_intent_data');
      const methodTypes = list(params, 'payment_method_types')?.map(String) ?? ['card'];
      if (methodTypes.some((t) => t !== 'card')) throw invalidRequest('The sandbox accepts only card payments.', { param: 'payment_method_types' });
      const id = stripeId('cs_test', 58);
      const session: CheckoutSession = {
        id,
        object: 'checkout.session',
        amount_subtotal: total,
        amount_total: total,
        cancel_url: cancelUrl,
        client_reference_id: reference,
        created,
        currency,
        customer: null,
        customer_details: customerEmail ? { email: customerEmail, name: null, phone: null, address: null, tax_exempt: 'none', tax_ids: [] } : null,
        customer_email: customerEmail,
        expires_at: expiresAt,
        livemode: false,
        locale: str(params, 'locale') ?? null,
        metadata: metadata(params),
        mode: 'payment',
        payment_intent: null,
        payment_method_types: methodTypes,
        payment_status: 'unpaid',
        status: 'open',
        success_url: successUrl,
        total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
        ui_mode: 'hosted',
        url: `${options.checkoutBase}/c/pay/${id}`,
      };
      sessions.set(id, session);
      lineItems.set(id, items);
      intentMetadata.set(id, intentData ? metadata(intentData) : {});
      return view(session, expandList(params));
    },

    retrieveSession(id: string, params: FormObject): Record<string, unknown> {
      checkKnown(params, ['expand']);
      return view(sessionOf(id), expandList(params));
    },

    listLineItems(id: string): Record<string, unknown> {
      sessionOf(id);
      return lineItemList(id);
    },

    expireSession(id: string, params: FormObject, request: { id: string; idempotency_key: string | null }): Record<string, unknown> {
      checkKnown(params, ['expand']);
      const session = sessionOf(id);
      if (session.status !== 'open') {
        throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`, {});
      }
      expireSession(session, request);
      return view(session, expandList(params));
    },

    /** Expires every open session whose `expires_at` has passed. */
    sweepExpired(): void {
      const t = now();
      for (const session of sessions.values()) {
        if (session.status === 'open' && session.expires_at <= t) expireSession(session);
      }
    },

    /** The hosted page's payment: a test card either pays the session or is refused with Stripe's words. */
    pay(id: string, card: { number: string; name: string; email: string | null }): CardResult {
      const session = sessionOf(id);
      if (session.status !== 'open') return { ok: false, message: 'This Checkout Session is no longer active.' };
      const outcome = testCardOutcome(card.number);
      let intent = session.payment_intent ? intents.get(session.payment_intent) : undefined;
      if (!intent) {
        intent = {
          id: stripeId('pi'),
          object: 'payment_intent',
          amount: session.amount_total,
          amount_received: 0,
          currency: session.currency,
          created: now(),
          status: 'requires_payment_method',
          metadata: intentMetadata.get(id) ?? {},
          latest_charge: null,
          last_payment_error: null,
          livemode: false,
        };
        intents.set(intent.id, intent);
        session.payment_intent = intent.id;
      }
      if (!outcome.ok) {
        intent.last_payment_error = { type: 'card_error', code: outcome.code, decline_code: outcome.declineCode, message: outcome.message };
        return { ok: false, message: outcome.message };
      }
      const charge: Charge = {
        id: stripeId('ch'),
        object: 'charge',
        amount: session.amount_total,
        amount_captured: session.amount_total,
        amount_refunded: 0,
        captured: true,
        created: now(),
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
      charges.set(charge.id, charge);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = charge.id;
      intent.last_payment_error = null;
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
      session.customer_details = { email: card.email ?? session.customer_email, name: card.name || null, phone: null, address: null, tax_exempt: 'none', tax_ids: [] };
      emit('checkout.session.completed', session);
      return { ok: true };
    },

    /** For the hosted page. */
    sessionForPage(id: string): { session: CheckoutSession; items: LineItem[] } | undefined {
      const session = sessions.get(id);
      return session ? { session, items: lineItems.get(id) ?? [] } : undefined;
    },

    createRefund(params: FormObject, request: { id: string; idempotency_key: string | null }): Record<string, unknown> {
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
      emit('charge.refunded', charge, previous, request);
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

    retrieveEvent(id: string): Record<string, unknown> {
      const event = events.find((e) => e.id === id);
      if (!event) throw noSuch('event', id);
      return structuredClone(event) as unknown as Record<string, unknown>;
    },

    /** GET /v1/events: newest first, filtered by type(s) and created, paged by cursor. */
    listEvents(params: FormObject): Record<string, unknown> {
      checkKnown(params, ['type', 'types', 'created', 'limit', 'starting_after', 'ending_before', 'delivery_success', 'expand']);
      const limit = int(params, 'limit') ?? 10;
      if (limit < 1 || limit > 100) throw invalidRequest('This value must be between 1 and 100.', { param: 'limit' });
      const type = str(params, 'type');
      const types = list(params, 'types')?.map(String);
      const created = params.created;
      const range = typeof created === 'object' && !Array.isArray(created) ? created : undefined;
      const exact = typeof created === 'string' ? Number(created) : undefined;
      const bound = (k: string) => (range ? int(range, k, `created[${k}]`) : undefined);
      const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
      const matchesType = (t: string) => {
        if (type) return type.endsWith('.*') ? t.startsWith(type.slice(0, -1)) : t === type;
        if (types) return types.includes(t);
        return true;
      };
      let matching = [...events].reverse().filter(
        (e) =>
          matchesType(e.type) &&
          (exact === undefined || e.created === exact) &&
          (gt === undefined || e.created > gt) &&
          (gte === undefined || e.created >= gte) &&
          (lt === undefined || e.created < lt) &&
          (lte === undefined || e.created <= lte),
      );
      const after = str(params, 'starting_after');
      const before = str(params, 'ending_before');
      if (after) {
        const i = matching.findIndex((e) => e.id === after);
        if (i === -1) throw noSuch('event', after, 'starting_after');
        matching = matching.slice(i + 1);
      } else if (before) {
        const i = matching.findIndex((e) => e.id === before);
        if (i === -1) throw noSuch('event', before, 'ending_before');
        matching = matching.slice(Math.max(0, i - limit), i);
      }
      return { object: 'list', data: structuredClone(matching.slice(0, limit)), has_more: matching.length > limit, url: '/v1/events' };
    },
  };
}


export type StripeState = ReturnType<typeof createStripeState>;

type CardOutcome = { ok: true } | { ok: false; code: string; declineCode?: string; message: string };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Stripe's test cards, with the messages Stripe shows for them. */
export function testCardOutcome(number: string): CardOutcome {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { ok: false, code: 'incorrect_number', message: 'Your card number is invalid.' };
  switch (digits) {
    case '4242424242424242':
      return { ok: true };
    case '4000000000000002':
      return { ok: false, code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };
    case '4000000000009995':
      return { ok: false, code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    default:
      return {
        ok: false,
        code: 'card_declined',
        declineCode: 'test_mode_live_card',
        message:
          'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      };
  }
}

export { StripeApiError };
