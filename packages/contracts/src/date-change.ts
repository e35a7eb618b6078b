import { z } from 'zod';
import { bookingMessages } from './booking-rules';
import { bookingFactsSchema, eventRoomSchema } from './booking';
import { checkedText } from './text';

/*
 * Moving a stay to other dates at the same hotel (the same rooms, repriced at today's tariffs). A lower or equal
 * total moves it at once (the difference refunded while free cancellation lasts); a higher one holds the new nights
 * while the guest pays the difference, and moves the stay once that payment succeeds.
 */

const dateField = z
  .string({ error: bookingMessages.datesRequired })
  .pipe(checkedText('Dates'))
  .pipe(z.string().min(1, bookingMessages.datesRequired).max(10, bookingMessages.invalidDate));

/**
 * POST /api/bookings/{id}/change-dates. `origin_url`: the site the guest is on, where Stripe Checkout returns them
 * (payment accepts only the site's own origins); without it the browser's Origin header is used.
 */
export const changeDatesSchema = z.object({
  check_in: dateField,
  check_out: dateField,
  origin_url: z.string({ error: 'origin_url must be text' }).trim().max(200, 'origin_url is too long').optional(),
});
export type ChangeDates = z.infer<typeof changeDatesSchema>;

/** How long the new nights of a change with a difference to pay stay held: one Checkout Session. */
export const DATE_CHANGE_HOLD_MINUTES = 30;

/** The answer to a date change (rupees). */
export const changeDatesAnswerSchema = z.object({
  booking_id: z.string(),
  /** changed: the stay is on the new dates now. payment_required: the new nights are held until the difference is paid. */
  status: z.enum(['changed', 'payment_required']),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  /** The stay's new total, taxes included. */
  total_amount: z.number(),
  previous_total: z.number(),
  /** New total − previous total: to pay when positive, refunded when negative (if the booking was paid). */
  difference: z.number(),
  /** What goes back to the card now. */
  refund: z.number(),
  /**
   * The change waiting for its payment. Its Checkout Session is opened with this (POST /api/payments/
   * create-checkout-session) only when `checkout_url` is null: the payment service did not answer in time.
   */
  date_change_id: z.string().nullable(),
  /** Until when the new nights are held unpaid. */
  hold_expires_at: z.string().nullable(),
  /** Stripe Checkout for the difference (payment_required), opened in the same call; null otherwise or when it could not be opened at once. */
  checkout_url: z.string().nullable().optional(),
  /** The Checkout Session of that address. */
  session_id: z.string().nullable().optional(),
});
export type ChangeDatesAnswer = z.infer<typeof changeDatesAnswerSchema>;

const stayOfSchema = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int().positive(),
  rooms: z.array(eventRoomSchema).min(1),
  roomTotalPaise: z.number().int().nonnegative(),
  taxesPaise: z.number().int().nonnegative(),
  totalPaise: z.number().int().nonnegative(),
});
export type StayOf = z.infer<typeof stayOfSchema>;

/**
 * booking.date-change-requested v1: a paid booking's new nights are held until the difference is paid (payment
 * opens a Checkout Session for `differencePaise`); the booking keeps its dates until then.
 */
export const bookingDateChangeRequestedSchema = z.object({
  bookingId: z.string(),
  userId: z.string(),
  dateChangeId: z.string(),
  to: stayOfSchema,
  differencePaise: z.number().int().positive(),
  holdExpiresAt: z.string(),
  requestedAt: z.string(),
});
export type BookingDateChangeRequested = z.infer<typeof bookingDateChangeRequestedSchema>;

/**
 * booking.dates-changed v1: the booking after its move (the new nights taken, the old released), with the stay
 * it left. `refundPaise`: what payment refunds now (the lower total's difference while free cancellation lasts).
 */
export const bookingDatesChangedSchema = bookingFactsSchema.extend({
  dateChangeId: z.string(),
  previous: stayOfSchema,
  differencePaise: z.number().int(),
  refundPaise: z.number().int().nonnegative(),
  changedAt: z.string(),
});
export type BookingDatesChanged = z.infer<typeof bookingDatesChangedSchema>;

/** booking.date-change-lapsed v1: the difference was not paid; the held nights went back, the stay is unchanged. */
export const bookingDateChangeLapsedSchema = z.object({
  bookingId: z.string(),
  userId: z.string(),
  dateChangeId: z.string(),
  reason: z.string(),
  lapsedAt: z.string(),
});
export type BookingDateChangeLapsed = z.infer<typeof bookingDateChangeLapsedSchema>;

export const dateChangeMessages = {
  same: 'These are already the dates of this stay.',
  notMovable: 'Only a pending or paid stay that is not yet over can be moved to other dates.',
  windowClosed: 'Dates can be changed online until free cancellation ends, 48 hours before check-in. Please call our reservations team for help.',
  paymentStarted: 'The payment of this booking has started: please finish or abandon it before changing the dates.',
  changePending: 'A change of dates is already waiting for its payment. Please pay or abandon it first.',
} as const;
