import { nextStatusMove, type Booking, type BookingStatus, type PaymentStatus } from '@suvarna/contracts';

export const statusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const paymentLabels: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  completed: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

/** Spec §4: the admin's only moves, with the button each one gets (the table the booking service enforces). */
export function nextAdminMove(status: BookingStatus): { status: BookingStatus; label: string } | null {
  const move = nextStatusMove(status);
  return move ? { status: move.to, label: move.action } : null;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** 2026-12-04 → 4 Dec 2026 (a calendar date, shown as written). */
export function formatDay(isoDate: string): string {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

/** An instant in India time: 23 Nov 2026, 6:45 pm. */
export function formatInstant(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

export function roomsText(booking: Pick<Booking, 'rooms'>): string {
  return booking.rooms.map((r) => `${r.quantity} × ${r.type}`).join(', ');
}
