import type { FormObject } from './form-encoding';
import { checkKnown, expandList, int, list, metadata, obj, requiredStr, str } from './params';
import {
  EMAIL,
  formatAmount,
  isUrl,
  MAX_AMOUNT,
  MAX_EXPIRY_SECONDS,
  MIN_AMOUNT_INR,
  MIN_EXPIRY_SECONDS,
  type CheckoutSession,
  type EventRequest,
  type LineItem,
  type StripeStore,
} from './stripe-objects';
import { invalidRequest, missingParam, noSuch, stripeId } from './stripe-errors';

const sessionParams = [
  'mode', 'line_items', 'success_url', 'cancel_url', 'customer_email', 'client_reference_id', 'metadata', 'expires_at',
  'payment_method_types', 'payment_intent_data', 'locale', 'expand', 'submit_type', 'ui_mode',
] as const;

/** line_items[]: price_data with product_data only (no stored prices), as Stripe checks them. */
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

/** The parameters of POST /v1/checkout/sessions, checked as Stripe checks them, with the amounts they add up to. */
function sessionFields(params: FormObject, created: number) {
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
  return { items, currency, total, successUrl, cancelUrl, customerEmail, reference, expiresAt, intentData, methodTypes };
}

/** A new open session of the checked parameters, paid on the sandbox's hosted page. */
function newSession(params: FormObject, fields: ReturnType<typeof sessionFields>, created: number, checkoutBase: string): CheckoutSession {
  const { total, cancelUrl, reference, currency, customerEmail, expiresAt, methodTypes, successUrl } = fields;
  const id = stripeId('cs_test', 58);
  return {
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
    url: `${checkoutBase}/c/pay/${id}`,
  };
}

/** Checkout Sessions: created, read, their line items, expired by request or when their time is up. */
export function sessionOperations(store: StripeStore) {
  const { sessions, lineItems, intents, intentMetadata, now } = store;

  function lineItemList(sessionId: string) {
    const items = (lineItems.get(sessionId) ?? []).map(({ productDescription: _, ...item }) => item);
    return { object: 'list', data: items, has_more: false, url: `/v1/checkout/sessions/${sessionId}/line_items` };
  }

  function view(session: CheckoutSession, expand: string[]): Record<string, unknown> {
    const copy: Record<string, unknown> = { ...structuredClone(session) };
    if (expand.includes('line_items')) copy.line_items = lineItemList(session.id);
    if (expand.includes('payment_intent') && session.payment_intent) copy.payment_intent = intents.get(session.payment_intent);
    return copy;
  }

  function sessionOf(id: string): CheckoutSession {
    const session = sessions.get(id);
    if (!session) throw noSuch('checkout.session', id, 'session');
    return session;
  }

  function expire(session: CheckoutSession, request?: EventRequest): void {
    session.status = 'expired';
    session.url = null;
    if (session.payment_intent) {
      const intent = intents.get(session.payment_intent);
      if (intent && intent.status !== 'succeeded') intent.status = 'canceled';
    }
    store.emit('checkout.session.expired', session, undefined, request);
  }

  return {
    createSession(params: FormObject): Record<string, unknown> {
      const created = now();
      const fields = sessionFields(params, created);
      const session = newSession(params, fields, created, store.checkoutBase());
      sessions.set(session.id, session);
      lineItems.set(session.id, fields.items);
      intentMetadata.set(session.id, fields.intentData ? metadata(fields.intentData) : {});
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
      expire(session, request);
      return view(session, expandList(params));
    },

    /** Expires every open session whose `expires_at` has passed. */
    sweepExpired(): void {
      const t = now();
      for (const session of sessions.values()) {
        if (session.status === 'open' && session.expires_at <= t) expire(session);
      }
    },

    /** For the hosted page. */
    sessionForPage(id: string): { session: CheckoutSession; items: LineItem[] } | undefined {
      const session = sessions.get(id);
      return session ? { session, items: lineItems.get(id) ?? [] } : undefined;
    },
  };
}
