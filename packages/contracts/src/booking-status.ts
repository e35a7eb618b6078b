import type { BookingStatus, PaymentStatus } from './booking';
import { formatOpeningDate } from './catalog-rules';

/*
 * A booking's states, one truth for every screen, e-mail and answer. Inside, a booking is pending, confirmed,
 * cancelled or completed (spec §4) and its payment pending, completed, failed or refunded; the hotel's admin
 * moves it with Confirm and Complete along the one table below, which the booking service enforces and the
 * admin screens read. The guest reads one state made of both: a paid stay is never "Pending" to its guest.
 */

/** One move an admin may make: its button and, for Complete, that the stay must be over. */
export interface BookingStatusMove {
  from: BookingStatus;
  to: BookingStatus;
  /** The button on the admin screens (spec: Confirm, Complete). */
  action: 'Confirm' | 'Complete';
  /** Allowed only from the booking's check-out date on (India's calendar). */
  fromCheckOut: boolean;
}

/** The only moves an admin makes (spec §4): Confirm (pending → confirmed) and Complete (confirmed → completed, once the stay is over). */
export const bookingStatusMoves: readonly BookingStatusMove[] = [
  { from: 'pending', to: 'confirmed', action: 'Confirm', fromCheckOut: false },
  { from: 'confirmed', to: 'completed', action: 'Complete', fromCheckOut: true },
];

/** The move an admin can make next from `status`, if any. */
export function nextStatusMove(status: BookingStatus): BookingStatusMove | undefined {
  return bookingStatusMoves.find((move) => move.from === status);
}

/** The moves as a map from → to (what older callers read). */
export const adminStatusMoves: Readonly<Partial<Record<BookingStatus, BookingStatus>>> = Object.fromEntries(bookingStatusMoves.map((m) => [m.from, m.to]));

const articled: Record<BookingStatus, string> = {
  pending: 'A pending booking',
  confirmed: 'A confirmed booking',
  completed: 'A completed booking',
  cancelled: 'A cancelled booking',
};
const pastTense: Record<BookingStatusMove['action'], string> = { Confirm: 'confirmed', Complete: 'completed' };

export interface StatusMoveRefusal {
  detail: string;
  /** `status_move_not_allowed`: not a move of the table; `stay_not_over`: Complete before the check-out date. */
  code: 'status_move_not_allowed' | 'stay_not_over';
}

/**
 * Why an admin may not move `booking` to `to` on India's date `today` (YYYY-MM-DD), or undefined when the move is
 * allowed. The booking service answers 409 with it; the admin screens use it to explain a disabled button.
 */
export function statusMoveRefusal(booking: { status: BookingStatus; checkOut: string }, to: BookingStatus, today: string): StatusMoveRefusal | undefined {
  const move = nextStatusMove(booking.status);
  if (!move) return { detail: `${articled[booking.status]} cannot be changed.`, code: 'status_move_not_allowed' };
  if (move.to !== to) {
    return {
      detail: `${articled[booking.status]} can only be ${pastTense[move.action]} (${move.from} → ${move.to}), not moved to ${to}.`,
      code: 'status_move_not_allowed',
    };
  }
  if (move.fromCheckOut && today < booking.checkOut) {
    return {
      detail: `This stay cannot be completed before its check-out date, ${formatOpeningDate(booking.checkOut)} (India time).`,
      code: 'stay_not_over',
    };
  }
  return undefined;
}

/** What the guest reads of a booking. */
export type GuestBookingState = 'awaiting_payment' | 'confirmed' | 'completed' | 'cancelled';

export interface GuestBookingStatus {
  state: GuestBookingState;
  /** The booking's badge: Awaiting Payment, Confirmed, Completed, Cancelled. */
  label: string;
  /** The payment's badge: Payment Pending, Payment Failed, Paid, Refund on Its Way, Refunded, Not Charged. */
  payment_label: string;
}

/**
 * The guest's one reading of a booking's status and payment: paid and not cancelled is Confirmed (whether or not
 * the hotel has pressed Confirm yet); unpaid and pending is Awaiting Payment (its rooms held for a while);
 * cancelled says whether anything was charged.
 */
export function guestBookingStatus(booking: { status: BookingStatus; payment_status: PaymentStatus }): GuestBookingStatus {
  const { status, payment_status: payment } = booking;
  if (status === 'cancelled' || payment === 'refunded') {
    const paymentLabel = payment === 'refunded' ? 'Refunded' : payment === 'completed' ? 'Refund on Its Way' : 'Not Charged';
    return { state: 'cancelled', label: 'Cancelled', payment_label: paymentLabel };
  }
  const paymentLabel = payment === 'completed' ? 'Paid' : payment === 'failed' ? 'Payment Failed' : 'Payment Pending';
  if (status === 'completed') return { state: 'completed', label: 'Completed', payment_label: paymentLabel };
  if (status === 'confirmed' || payment === 'completed') return { state: 'confirmed', label: 'Confirmed', payment_label: paymentLabel };
  return { state: 'awaiting_payment', label: 'Awaiting Payment', payment_label: paymentLabel };
}
