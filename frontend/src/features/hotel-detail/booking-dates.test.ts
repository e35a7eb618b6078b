import { describe, expect, it } from 'vitest';
import { addDays, defaultStayDates, nightsBetween, toIsoDate } from './booking-dates';

describe('booking dates', () => {
  it('when the page opens, then check-in is tomorrow and check-out two days from now', () => {
    expect(defaultStayDates(new Date(2026, 2, 10, 23, 30))).toEqual({ checkIn: '2026-03-11', checkOut: '2026-03-12' });
  });

  it('when today is the last day of the year, then the defaults roll into January', () => {
    expect(defaultStayDates(new Date(2025, 11, 31, 9, 0))).toEqual({ checkIn: '2026-01-01', checkOut: '2026-01-02' });
  });

  it('when days are added across a month end or a leap day, then the calendar date is right', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-04-30', 1)).toBe('2026-05-01');
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('when nights are counted, then whole days between the dates are returned and never below 0', () => {
    expect(nightsBetween('2026-03-11', '2026-03-14')).toBe(3);
    expect(nightsBetween('2026-03-29', '2026-03-30')).toBe(1);
    expect(nightsBetween('2026-03-14', '2026-03-11')).toBe(0);
  });
});
