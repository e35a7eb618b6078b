/**
 * An iCalendar (RFC 5545) event for a hotel stay: all-day from the check-in date up to the check-out
 * date, so that calendars show the nights booked. CRLF line ends, long lines folded at 75 octets.
 */
export interface StayEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  checkIn: string;
  checkOut: string;
  stamp?: Date;
  /** Raised each time the stay changes (RFC 5545 SEQUENCE): with the same UID, calendars replace the entry. */
  sequence?: number;
}

export const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets without splitting a UTF-8 character. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const date = (iso: string) => iso.replace(/-/g, '');
const stampOf = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function stayCalendar(event: StayEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Suvarna Hotels & Resorts//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${stampOf(event.stamp ?? new Date())}`,
    `DTSTART;VALUE=DATE:${date(event.checkIn)}`,
    `DTEND;VALUE=DATE:${date(event.checkOut)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'TRANSP:OPAQUE',
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
