import { describe, expect, it } from 'vitest';
import { stayCalendar } from './stay-calendar';

describe('stayCalendar', () => {
  const ics = stayCalendar({
    uid: 'bk1@suvarnahotels.in',
    summary: 'Stay at Suvarna Grand, New Delhi',
    location: '12 Janpath; New Delhi',
    description: `Confirmation SUV-ABCD-EFGH\nDeluxe Room × 2 ${'— a long line that must be folded '.repeat(4)}`,
    checkIn: '2026-03-12',
    checkOut: '2026-03-14',
    stamp: new Date('2026-03-01T10:20:30.456Z'),
  });

  it('when a stay is written, then it is one all-day event from check-in up to check-out, in CRLF lines', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20260312\r\n');
    expect(ics).toContain('\r\nDTEND;VALUE=DATE:20260314\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20260301T102030Z\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('when text holds commas, semicolons and new lines, then they are escaped, and long lines are folded at 75 octets', () => {
    expect(ics).toContain('SUMMARY:Stay at Suvarna Grand\\, New Delhi');
    expect(ics).toContain('LOCATION:12 Janpath\\; New Delhi');
    expect(ics).toContain('DESCRIPTION:Confirmation SUV-ABCD-EFGH\\nDeluxe Room');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('must be folded — a long line');
  });
});
