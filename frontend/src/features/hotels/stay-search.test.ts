import { bookingMessages } from '@suvarna/contracts';
import { describe, expect, it } from 'vitest';
import { guestsMessage, staySearchFromParams, staySearchProblem } from './stay-search';

const today = '2026-11-23';

describe('staySearchProblem', () => {
  it('when the stay is sound, then there is no problem', () => {
    expect(staySearchProblem({ checkIn: '2026-11-23', checkOut: '2026-11-24', guests: '2' }, today)).toBeUndefined();
  });

  it('when something is wrong, then the first problem comes with the booking page message, in its order', () => {
    expect(staySearchProblem({ checkIn: '', checkOut: '2026-11-24', guests: '2' }, today)).toBe(bookingMessages.datesRequired);
    expect(staySearchProblem({ checkIn: '2026-02-30', checkOut: '2026-03-02', guests: '2' }, today)).toBe(bookingMessages.invalidDate);
    expect(staySearchProblem({ checkIn: '2026-11-22', checkOut: '2026-11-22', guests: '2' }, today)).toBe(bookingMessages.checkOutAfterCheckIn);
    expect(staySearchProblem({ checkIn: '2026-11-22', checkOut: '2026-11-24', guests: '2' }, today)).toBe(bookingMessages.checkInInPast);
    expect(staySearchProblem({ checkIn: '2026-11-24', checkOut: '2026-12-25', guests: '2' }, today)).toBe(bookingMessages.tooManyNights);
    expect(staySearchProblem({ checkIn: '2026-11-24', checkOut: '2026-12-24', guests: '2' }, today)).toBeUndefined();
  });

  it('when the guests are not a whole number from 1 to 100, then the guests message shows', () => {
    for (const guests of ['', '0', '1.5', '101', 'two']) {
      expect(staySearchProblem({ checkIn: '2026-11-24', checkOut: '2026-11-25', guests }, today)).toBe(guestsMessage);
    }
    expect(staySearchProblem({ checkIn: '2026-11-24', checkOut: '2026-11-25', guests: '100' }, today)).toBeUndefined();
  });
});

describe('staySearchFromParams', () => {
  it('when the address names none of the stay values, then there is no search; when some, the rest are blank', () => {
    expect(staySearchFromParams(new URLSearchParams('state=Delhi'))).toBeUndefined();
    expect(staySearchFromParams(new URLSearchParams('checkIn=2026-11-24'))).toEqual({ checkIn: '2026-11-24', checkOut: '', guests: '' });
  });
});
