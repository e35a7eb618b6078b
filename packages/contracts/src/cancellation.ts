import { z } from 'zod';
import { indiaStartOfDay } from './booking-rules';
import { checkedText } from './text';
import type { BookingStatus, PaymentStatus } from './booking';

/** Free cancellation, with a full refund, until this many hours before check-in (India time). */
export const FREE_CANCELLATION_HOURS = 48;

export const cancellationMessages = {
  windowClosed: `Free cancellation ends ${FREE_CANCELLATION_HOURS} hours before check-in, so this booking can no longer be cancelled online. Please call our reservations team for help.`,
  notCancellable: 'This booking can no longer be cancelled.',
  alreadyCancelled: 'This booking is already cancelled.',
} as const;

export interface CancellationPolicy {
  /** Whether the guest may cancel now. */
  allowed: boolean;
  /** The moment free cancellation ends: 48 hours before the start of check-in day in India. */
  deadline: Date;
  /** Why not, when not allowed. */
  reason: string | null;
}

/**
 * The guest's cancellation policy for a booking (spec: most bookings can be cancelled up to 24-48 hours before
 * arrival). A booking still waiting for its payment holds rooms and has cost nothing: it can always be
 * released, so that its rooms go back at once (and the account may book again under its hold caps).
 */
export function cancellationPolicy(booking: { status: BookingStatus; checkIn: string; paymentStatus?: PaymentStatus }, now: Date = new Date()): CancellationPolicy {
  const deadline = new Date(indiaStartOfDay(booking.checkIn).getTime() - FREE_CANCELLATION_HOURS * 60 * 60 * 1000);
  if (booking.status === 'cancelled') return { allowed: false, deadline, reason: cancellationMessages.alreadyCancelled };
  if (booking.status === 'completed') return { allowed: false, deadline, reason: cancellationMessages.notCancellable };
  if (booking.status === 'pending' && booking.paymentStatus === 'pending') return { allowed: true, deadline, reason: null };
  if (now.getTime() >= deadline.getTime()) return { allowed: false, deadline, reason: cancellationMessages.windowClosed };
  return { allowed: true, deadline, reason: null };
}

/** POST /api/admin/bookings/{id}/cancel */
export const adminCancelSchema = z.object({
  reason: z
    .string({ error: 'Please give a reason for the cancellation' })
    .pipe(checkedText('Reason', { multiline: true }))
    .pipe(z.string().min(1, 'Please give a reason for the cancellation').max(500, 'The reason must be at most 500 characters')),
});
