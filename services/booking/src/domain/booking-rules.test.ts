import { describe, expect, it } from 'vitest';
import { CONFIRMATION_CODE_PATTERN } from '@suvarna/contracts';
import { isIdempotencyKey, listNights, newConfirmationCode, roomsUnavailableDetail, totalMismatchDetail } from './booking-rules';
import { lastMonths } from './manage-bookings';

describe('refusal details', () => {
  it('when a room type is sold out, then the detail names it and the nights', () => {
    expect(roomsUnavailableDetail('Deluxe Room', 1, 0, ['2026-12-24', '2026-12-25'])).toBe(
      'Deluxe Room is sold out on 24 December 2026, 25 December 2026. Please choose other dates or another room type.',
    );
  });

  it('when some rooms are left, then the detail says how many, and long lists of nights are shortened', () => {
    const nights = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
    expect(roomsUnavailableDetail('Suite', 3, 1, nights)).toBe(
      'Only 1 Suite is free on every night of your stay (you asked for 3); not enough on 1 December 2026, 2 December 2026, 3 December 2026, 4 December 2026 and 2 more.',
    );
    expect(listNights([])).toBe('');
  });

  it('when the total differs, then the detail gives the current total with its parts in rupees', () => {
    expect(totalMismatchDetail(13_440_000, 12_000_000)).toBe(
      'The total for this stay is ₹1,34,400 (rooms ₹1,20,000 + taxes and fees ₹14,400). Please review the price and book again.',
    );
  });
});

describe('keys and codes', () => {
  it('when a confirmation code is drawn, then it reads over the phone', () => {
    for (let i = 0; i < 50; i++) expect(newConfirmationCode()).toMatch(CONFIRMATION_CODE_PATTERN);
  });

  it('when an Idempotency-Key is checked, then visible ASCII up to 200 characters passes', () => {
    expect(isIdempotencyKey('0b7c4a1e-5d0f-4a8e-9b1c-2f3d4e5f6a7b')).toBe(true);
    expect(isIdempotencyKey('')).toBe(false);
    expect(isIdempotencyKey('a b')).toBe(false);
    expect(isIdempotencyKey('é')).toBe(false);
    expect(isIdempotencyKey('k'.repeat(201))).toBe(false);
  });
});

describe('analytics months', () => {
  it('when the last 12 months are listed in January, then they reach back into the previous year, oldest first', () => {
    expect(lastMonths('2027-01-15', 12)).toEqual([
      '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01',
    ]);
  });
});
