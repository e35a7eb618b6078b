import { z } from 'zod';
import { bookingFactsSchema, type BookingFacts } from './booking';
import { taxDocumentSchema } from './gst';

/*
 * Payments over HTTP and as events. The HTTP answers carry rupees as the spec shows them; events carry
 * integer paise. Card payments go through Stripe Checkout; the booking id travels in the session's
 * metadata and client_reference_id.
 */

/** How long a Checkout Session stays open: the rooms are held this long, and released when it expires. */
export const CHECKOUT_SESSION_MINUTES = 30;

/** The spec's message when the session answer lacks success or checkout_url. */
export const paymentMessages = {
  sessionFailed: 'Failed to create payment session',
  verifyFailed: 'Unable to verify payment status. Please contact support.',
  processing: 'Your payment is being processed. Please check back in a few minutes.',
} as const;

// ---------------------------------------------------------------- HTTP

/** POST /api/payments/create-checkout-session */
export const checkoutSessionCreateSchema = z.object({
  booking_id: z
    .string({ error: 'booking_id is required' })
    .trim()
    .min(1, 'booking_id is required')
    .max(64, 'booking_id is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'booking_id is not a booking id'),
  origin_url: z
    .string({ error: 'origin_url is required' })
    .trim()
    .min(1, 'origin_url is required')
    .max(200, 'origin_url is too long'),
  /** Pays the difference of this change of dates instead of the booking. */
  date_change_id: z.uuid({ error: 'date_change_id is not a change of dates' }).optional(),
});
export type CheckoutSessionCreate = z.infer<typeof checkoutSessionCreateSchema>;

export const checkoutSessionCreatedSchema = z.object({
  success: z.literal(true),
  checkout_url: z.string(),
  session_id: z.string(),
  /** When the session, and with it the hold on the rooms, ends (ISO date-time). */
  expires_at: z.string(),
});
export type CheckoutSessionCreated = z.infer<typeof checkoutSessionCreatedSchema>;

/** Stripe's payment_status of a Checkout Session. */
export const checkoutPaymentStatuses = ['paid', 'unpaid', 'no_payment_required'] as const;
export const checkoutSessionStatuses = ['open', 'complete', 'expired'] as const;

/** GET /api/payments/checkout-status/{sessionId} (spec: Payment session record), plus the booking it pays. */
export const checkoutStatusSchema = z.object({
  session_id: z.string(),
  payment_status: z.enum(checkoutPaymentStatuses),
  status: z.enum(checkoutSessionStatuses),
  /** Rupees. */
  amount: z.number(),
  currency: z.string(),
  booking_id: z.string(),
  booking: z
    .object({
      id: z.string(),
      confirmation_code: z.string(),
      hotelName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      guestInfo: z.object({ name: z.string(), email: z.string() }),
    })
    .nullable(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

// ---------------------------------------------------------------- events (money in paise, key = booking id)

/**
 * payment.checkout-opened v1: the booking got a Checkout Session; its rooms stay held until expiresAt
 * (the session's own end), when payment.expired follows unless it was paid.
 */
export const paymentCheckoutOpenedSchema = z.object({
  bookingId: z.string(),
  userId: z.string(),
  sessionId: z.string(),
  amountPaise: z.number().int().nonnegative(),
  expiresAt: z.string(),
  /** The session pays the difference of this change of dates: it does not move the booking's hold. */
  dateChangeId: z.string().optional(),
});
export type PaymentCheckoutOpened = z.infer<typeof paymentCheckoutOpenedSchema>;

/**
 * payment.paid v1: a Checkout Session was paid; the booking's payment is complete. Every version has these
 * fields: a consumer that needs no more parses any version with this schema.
 */
export const paymentPaidSchema = z.object({
  bookingId: z.string(),
  userId: z.string(),
  sessionId: z.string(),
  paymentIntentId: z.string(),
  amountPaise: z.number().int().nonnegative(),
  currency: z.literal('INR'),
  paidAt: z.string(),
  /** The GST tax invoice issued with the payment, in its transaction (absent in events of older versions). */
  invoice: taxDocumentSchema.optional(),
  /** A payment of the difference of a change of dates (not the booking's own payment). */
  dateChangeId: z.string().optional(),
});
export type PaymentPaid = z.infer<typeof paymentPaidSchema>;

/**
 * payment.paid v2: v1 and the booking as payment knew it when paid (guest, addresses, hotel, stay, rooms,
 * amounts), so that the confirmation e-mail needs no booking event first.
 */
export const paymentPaidV2Schema = paymentPaidSchema.extend({ booking: bookingFactsSchema });
export type PaymentPaidV2 = z.infer<typeof paymentPaidV2Schema>;


/** payment.expired v1: the session ended unpaid (its expires_at passed, or the guest abandoned it). */
export const paymentExpiredSchema = z.object({
  bookingId: z.string(),
  userId: z.string(),
  sessionId: z.string(),
  expiredAt: z.string(),
  /** The session paid the difference of this change of dates: the change lapses, the booking stays. */
  dateChangeId: z.string().optional(),
  /**
   * Why the session ended unpaid: its time ran out (`timeout`, also when absent), the guest left by the checkout's
   * cancel link (`abandoned`: the guest cancelled), or the booking was cancelled first (`cancelled`).
   */
  cause: z.enum(['timeout', 'abandoned', 'cancelled']).optional(),
});
export type PaymentExpired = z.infer<typeof paymentExpiredSchema>;

/** payment.refunded v1: money went back to the guest's card; amountPaise is this refund. */
export const paymentRefundedSchema = z.object({
  bookingId: z.string(),
  userId: z.string(),
  sessionId: z.string(),
  paymentIntentId: z.string(),
  amountPaise: z.number().int().positive(),
  /** Everything refunded on the payment so far, this refund included. */
  totalRefundedPaise: z.number().int().positive(),
  /** The whole payment is back with the guest. */
  fullyRefunded: z.boolean(),
  currency: z.literal('INR'),
  reason: z.string().nullable(),
  refundedAt: z.string(),
  /** The credit note issued for the refund, when the booking's invoice was cancelled by it. */
  creditNote: taxDocumentSchema.optional(),
});
export type PaymentRefunded = z.infer<typeof paymentRefundedSchema>;

/** payment.expired v2: v1 and the booking as payment knew it, so that the lapse e-mail needs no booking event first. */
export const paymentExpiredV2Schema = paymentExpiredSchema.extend({ booking: bookingFactsSchema });
export type PaymentExpiredV2 = z.infer<typeof paymentExpiredV2Schema>;

/** payment.refunded v2: v1 and the booking as payment knew it, so that the refund e-mail needs no booking event first. */
export const paymentRefundedV2Schema = paymentRefundedSchema.extend({ booking: bookingFactsSchema });
export type PaymentRefundedV2 = z.infer<typeof paymentRefundedV2Schema>;

const carryingBooking: Record<string, z.ZodType<{ booking: BookingFacts }>> = {
  'payment.paid': paymentPaidV2Schema,
  'payment.expired': paymentExpiredV2Schema,
  'payment.refunded': paymentRefundedV2Schema,
};

/** The booking a payment event carries (payment.paid, .expired and .refunded from v2): undefined before, which carry none. */
export function bookingOfPaymentEvent(type: string, version: number, data: unknown): BookingFacts | undefined {
  const schema = carryingBooking[type];
  return schema && version >= 2 ? schema.parse(data).booking : undefined;
}

// ---------------------------------------------------------------- display

const stayDateParts = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A stay's calendar date as guests read it on the payment pages and e-mails: 'Thu, 12 Mar 2026'. */
export function formatStayDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const p = Object.fromEntries(stayDateParts.formatToParts(new Date(`${isoDate}T00:00:00Z`)).map((x) => [x.type, x.value]));
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/**
 * A payment's reference as guests and staff read it: "PAY-" and the last 8 letters and digits of its Checkout
 * Session id, in capitals ("cs_test_a1b2…9XyZ" gives "PAY-…9XYZ"), instead of the long raw id.
 */
export function paymentReference(sessionId: string): string {
  return `PAY-${sessionId.replace(/[^A-Za-z0-9]/g, '').slice(-8).toUpperCase()}`;
}
