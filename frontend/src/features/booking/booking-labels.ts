import { guestBookingStatus, type Booking, type GuestBookingStatus } from '@suvarna/contracts';

/**
 * What the guest reads of a booking: the service's own reading when it sent one, else the same rule here
 * (contracts: guestBookingStatus). A paid stay reads Confirmed, never Pending.
 */
export function guestStatusOf(booking: Pick<Booking, 'status' | 'payment_status' | 'guest_status'>): GuestBookingStatus {
  return booking.guest_status ?? guestBookingStatus(booking);
}

/** The badge tone of a guest state (statusTone's key). */
export function guestStatusTone(state: GuestBookingStatus['state']): string {
  return state === 'awaiting_payment' ? 'pending' : state;
}

/** The payment badge's tone key: nothing charged on a cancelled booking is no warning. */
export function guestPaymentTone(booking: Pick<Booking, 'status' | 'payment_status'>): string {
  return booking.status === 'cancelled' && booking.payment_status !== 'completed' && booking.payment_status !== 'refunded' ? 'neutral' : booking.payment_status;
}

const bookingStatusLabels: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  checked_in: 'Checked In',
  checked_out: 'Checked Out',
};

const paymentStatusLabels: Record<string, string> = {
  pending: 'Payment Pending',
  completed: 'Paid',
  failed: 'Payment Failed',
  refunded: 'Refunded',
};

/** A booking status as the guest reads it (spec §4: the guest dashboard also knows checked_in and checked_out). */
export function bookingStatusLabel(status: string): string {
  return bookingStatusLabels[status] ?? status.replace(/_/g, ' ');
}

export function paymentStatusLabel(status: string): string {
  return paymentStatusLabels[status] ?? status.replace(/_/g, ' ');
}

const clockFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** 10:45 am: a time of day on India's clock (a hold's end). */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : clockFormat.format(date);
}
