import { describe, expect, it } from 'vitest';
import { addMonths, compactRupees, monthWeeks, movedFocus, pickDate, sameDayIn, StayRules, type NightInfo } from './calendar-dates';

const nights = (entries: Record<string, NightInfo>) => new Map(Object.entries(entries));

describe('monthWeeks', () => {
  it('when a month starts on a Sunday, then its first week has six blanks before the 1st (weeks start on Monday)', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
  });

  it('when February has 28 days from a Monday, then it is exactly four weeks', () => {
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });
});

describe('months and focus moves', () => {
  it('when months are added across a year end, then the year turns', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
  });

  it('when a key of the date-picker grid is pressed, then focus moves by day, week, week end, month and year', () => {
    expect(movedFocus('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(movedFocus('2026-12-01', 'ArrowLeft')).toBe('2026-11-30');
    expect(movedFocus('2026-11-27', 'ArrowDown')).toBe('2026-12-04');
    expect(movedFocus('2026-11-27', 'ArrowUp')).toBe('2026-11-20');
    // 27 November 2026 is a Friday.
    expect(movedFocus('2026-11-27', 'Home')).toBe('2026-11-23');
    expect(movedFocus('2026-11-27', 'End')).toBe('2026-11-29');
    expect(movedFocus('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(movedFocus('2026-11-27', 'PageUp', true)).toBe('2025-11-27');
    expect(movedFocus('2026-11-27', 'Tab')).toBeUndefined();
    expect(sameDayIn('2028-03-31', -1)).toBe('2028-02-29');
  });

  it('when a price is shown in a day cell, then it is short', () => {
    expect([950, 8000, 12_500, 12_345, 1_00_000].map(compactRupees)).toEqual(['₹950', '₹8k', '₹12.5k', '₹12.3k', '₹100k']);
  });
});

describe('StayRules and pickDate', () => {
  const today = '2026-11-27';
  const rules = new StayRules(today, nights({ '2026-12-03': { price: null, soldOut: true }, '2026-12-01': { price: 8000, soldOut: false } }));

  it('when a date has passed or is sold out, then it cannot start a stay', () => {
    expect(rules.canCheckIn('2026-11-26')).toBe(false);
    expect(rules.canCheckIn(today)).toBe(true);
    expect(rules.canCheckIn('2026-12-03')).toBe(false);
    expect(pickDate(rules, {}, '2026-12-03')).toBeUndefined();
    expect(pickDate(rules, {}, '2026-11-26')).toBeUndefined();
  });

  it('when a check-in is picked, then the stay can end on the first sold-out night but not go through it', () => {
    expect(rules.lastCheckOut('2026-11-30')).toBe('2026-12-03');
    expect(pickDate(rules, { checkIn: '2026-11-30' }, '2026-12-03')).toEqual({ checkIn: '2026-11-30', checkOut: '2026-12-03' });
    // Past the sold-out night: that date starts a new stay instead.
    expect(pickDate(rules, { checkIn: '2026-11-30' }, '2026-12-05')).toEqual({ checkIn: '2026-12-05' });
    // On or before the check-in: a new check-in.
    expect(pickDate(rules, { checkIn: '2026-11-30' }, '2026-11-29')).toEqual({ checkIn: '2026-11-29' });
    expect(pickDate(rules, { checkIn: '2026-11-30' }, '2026-11-30')).toEqual({ checkIn: '2026-11-30' });
  });

  it('when nothing is sold out, then a stay ends at most 30 nights after check-in', () => {
    const open = new StayRules(today, new Map());
    expect(open.lastCheckOut('2026-12-10')).toBe('2027-01-09');
    expect(pickDate(open, { checkIn: '2026-12-10' }, '2027-01-09')).toEqual({ checkIn: '2026-12-10', checkOut: '2027-01-09' });
    expect(pickDate(open, { checkIn: '2026-12-10' }, '2027-01-10')).toEqual({ checkIn: '2027-01-10' });
  });

  it('when a stay is complete, then the next pick starts a new one', () => {
    expect(pickDate(rules, { checkIn: '2026-11-28', checkOut: '2026-11-30' }, '2026-12-01')).toEqual({ checkIn: '2026-12-01' });
  });
});
