import type { Booking } from '@suvarna/contracts';

const columns: ReadonlyArray<[string, (b: Booking) => string | number]> = [
  ['Confirmation code', (b) => b.confirmation_code],
  ['Status', (b) => b.status],
  ['Payment status', (b) => b.payment_status],
  ['Hotel', (b) => b.hotel.name],
  ['City', (b) => b.hotel.location],
  ['Check-in', (b) => b.checkIn],
  ['Check-out', (b) => b.checkOut],
  ['Nights', (b) => b.nights],
  ['Guests', (b) => b.guests ?? ''],
  ['Rooms', (b) => b.rooms.map((r) => `${r.quantity} x ${r.type}`).join('; ')],
  ['Guest name', (b) => b.guestInfo.name],
  ['Guest email', (b) => b.guestInfo.email],
  ['Guest phone', (b) => b.guestInfo.phone],
  ['Room total (INR)', (b) => b.roomTotal],
  ['Taxes and fees (INR)', (b) => b.taxes],
  ['Total (INR)', (b) => b.totalAmount],
  ['Booked at', (b) => b.createdAt],
  ['Booking id', (b) => b.id],
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text a spreadsheet would run
 * as a formula (=, +, -, @, tab, carriage return first) is prefixed with an apostrophe; numbers stay numbers.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The bookings as CSV: a header row, then one row per booking, CRLF line ends. */
export function bookingsToCsv(bookings: readonly Booking[]): string {
  const header = columns.map(([name]) => csvField(name)).join(',');
  const rows = bookings.map((booking) => columns.map(([, read]) => csvField(read(booking))).join(','));
  return [header, ...rows].join('\r\n') + '\r\n';
}

/** `bookings-2026-11-23.csv`, with the filter in the name when there is one. */
export function csvFileName(today: string, status?: string): string {
  return status && status !== 'all' ? `bookings-${status}-${today}.csv` : `bookings-${today}.csv`;
}

/** Hands the text to the browser as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // A byte-order mark makes spreadsheet programs read UTF-8 text (names, cities) correctly.
  const blob = new Blob(['\ufeff', text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
