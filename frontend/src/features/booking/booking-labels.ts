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
