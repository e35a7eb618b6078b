import type { StripeEvent } from './webhooks';
import { stripeId } from './stripe-errors';

/** The API version the sandbox's objects and events are shaped after. */
export const SANDBOX_API_VERSION = '2026-10-28.endive';

/** Stripe's largest amount for one charge, in the smallest unit (₹9,99,999.99). */
export const MAX_AMOUNT = 99_999_999;
/** Stripe's smallest charge in INR: ₹0.50. */
export const MIN_AMOUNT_INR = 50;
export const MIN_EXPIRY_SECONDS = 30 * 60;
export const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

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

export interface PaymentIntent {
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

export interface Charge {
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

export interface Refund {
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
export const formatAmount = (amount: number, currency: string) =>
  `${currencySymbol(currency)}${(amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function isUrl(value: string): boolean {
  try {
    const u = new URL(value.replace('{CHECKOUT_SESSION_ID}', 'x'));
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Who asked for a change that emits an event: a request's id and idempotency key, or none (the sandbox's own doing). */
export type EventRequest = { id: string | null; idempotency_key: string | null };

/** Stripe's objects in memory, shared by the operations on them, and the events they emit. */
export interface StripeStore {
  sessions: Map<string, CheckoutSession>;
  lineItems: Map<string, LineItem[]>;
  intents: Map<string, PaymentIntent>;
  charges: Map<string, Charge>;
  refunds: Map<string, Refund>;
  /** payment_intent_data[metadata] of each session, given to its PaymentIntent and charge. */
  intentMetadata: Map<string, Record<string, string>>;
  events: StripeEvent[];
  now: () => number;
  /** Read at each session's creation: the sandbox knows its address only once it listens. */
  checkoutBase(): string;
  emit(type: string, object: object, previous?: Record<string, unknown>, request?: EventRequest): void;
}

export function createStripeStore(options: StripeStateOptions): StripeStore {
  const events: StripeEvent[] = [];
  const now = options.now;
  return {
    sessions: new Map(),
    lineItems: new Map(),
    intents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    intentMetadata: new Map(),
    events,
    now,
    checkoutBase: () => options.checkoutBase,
    emit(type, object, previous, request = { id: null, idempotency_key: null }) {
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
    },
  };
}
