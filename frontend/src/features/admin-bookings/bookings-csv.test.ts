import type { Booking } from '@suvarna/contracts';
import { describe, expect, it } from 'vitest';
import { bookingsToCsv, csvField, csvFileName } from './bookings-csv';
import { sampleBooking } from './test-bookings';

describe('csvField', () => {
  it('when text holds a comma, quote or line break, then it is quoted with quotes doubled', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Kapoor, Meera')).toBe('"Kapoor, Meera"');
    expect(csvField('the "Royal" suite')).toBe('"the ""Royal"" suite"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('when text would run as a spreadsheet formula, then it is neutralised; numbers stay numbers', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(161280)).toBe('161280');
  });
});

describe('bookingsToCsv', () => {
  it('when bookings are exported, then there is a header and one CRLF row per booking with its figures', () => {
    const second: Booking = { ...sampleBooking, id: 'b-2', confirmation_code: 'SUV-AAAA-BBBB', guestInfo: { ...sampleBooking.guestInfo, name: 'Rao, Ananya' } };
    const lines = bookingsToCsv([sampleBooking, second]).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0]).toBe(
      'Confirmation code,Status,Payment status,Hotel,City,Check-in,Check-out,Nights,Guests,Rooms,Guest name,Guest email,Guest phone,Room total (INR),Taxes and fees (INR),Total (INR),Booked at,Booking id',
    );
    expect(lines[1]).toBe(
      "SUV-7K3M-Q9PX,pending,pending,Suvarna Palace Jaipur,Jaipur,2026-12-04,2026-12-06,2,2,1 x Palace Room,Asha Verma,asha@example.com,'+91 98765 43210,32000,3840,35840,2026-11-20T10:00:00.000Z,b-1",
    );
    expect(lines[2]).toContain(',"Rao, Ananya",');
  });

  it('when nothing matches, then only the header is written', () => {
    expect(bookingsToCsv([]).split('\r\n')).toHaveLength(2);
  });
});

describe('csvFileName', () => {
  it('names the file by date and, when filtered, by status', () => {
    expect(csvFileName('2026-11-23')).toBe('bookings-2026-11-23.csv');
    expect(csvFileName('2026-11-23', 'all')).toBe('bookings-2026-11-23.csv');
    expect(csvFileName('2026-11-23', 'pending')).toBe('bookings-pending-2026-11-23.csv');
  });
});
