import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingFormProblem,
  bookingMessages,
  cheapestRoomsFor,
  CONFIRMATION_CODE_PATTERN,
  confirmationCodeFrom,
  defaultStay,
  indiaStartOfDay,
  indiaToday,
  isIsoDate,
  nightsBetween,
  priceStay,
  roomsHoldGuests,
  stayNights,
} from './booking-rules';

describe('India dates', () => {
  it('when it is 18:29 UTC, then it is still the same day in India; at 18:30 UTC, then India is on the next day', () => {
    expect(indiaToday(new Date('2026-03-14T18:29:59Z'))).toBe('2026-03-14');
    expect(indiaToday(new Date('2026-03-14T18:30:00Z'))).toBe('2026-03-15');
  });

  it('when it is just after midnight in India on 1 January, then India is in the new year while UTC is not', () => {
    expect(indiaToday(new Date('2026-12-31T18:45:00Z'))).toBe('2027-01-01');
  });

  it('when the default stay is asked for late in the Indian evening, then it is tomorrow and the day after in India', () => {
    expect(defaultStay(new Date('2026-11-23T18:31:00Z'))).toEqual({ checkIn: '2026-11-25', checkOut: '2026-11-26', guests: 2 });
    expect(defaultStay(new Date('2026-11-23T18:29:00Z'))).toEqual({ checkIn: '2026-11-24', checkOut: '2026-11-25', guests: 2 });
  });

  it('when a stay starts, then the policy clock starts at midnight India time', () => {
    expect(indiaStartOfDay('2026-12-10').toISOString()).toBe('2026-12-09T18:30:00.000Z');
  });

  it('when days are added across month, year and leap-day ends, then the calendar is followed', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('when dates are checked, then only real YYYY-MM-DD dates pass', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('2026-02-28T00:00:00Z')).toBe(false);
    expect(isIsoDate(20260228)).toBe(false);
  });
});

describe('nights', () => {
  it('when check-out is after check-in, then the nights are the day difference, across months and years', () => {
    expect(nightsBetween('2026-11-24', '2026-11-25')).toBe(1);
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2028-02-27', '2028-03-01')).toBe(3);
  });

  it('when check-out is on or before check-in, then there are no nights to sell', () => {
    expect(nightsBetween('2026-11-24', '2026-11-24')).toBe(0);
    expect(nightsBetween('2026-11-24', '2026-11-22')).toBe(-2);
    expect(stayNights('2026-11-24', '2026-11-22')).toEqual([]);
  });

  it('when a stay is listed night by night, then each night is the date it starts on, check-out excluded', () => {
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });
});

describe('priceStay', () => {
  it('when rooms are priced, then room total = price × quantity × nights and the total is 1.12 × that', () => {
    const price = priceStay(
      [
        { type: 'Deluxe Room', quantity: 2, pricePaise: 1_500_000 },
        { type: 'Suite', quantity: 1, pricePaise: 3_500_000 },
        { type: 'Unchosen', quantity: 0, pricePaise: 9_900_000 },
      ],
      3,
    );
    expect(price.lines.map((l) => l.amountPaise)).toEqual([9_000_000, 10_500_000]);
    expect(price.roomTotalPaise).toBe(19_500_000);
    expect(price.totalPaise).toBe(21_840_000);
    expect(price.taxesPaise).toBe(2_340_000);
  });

  it('when 12 % gives fractions of a rupee, then the total is rounded to whole rupees, half up, and taxes take the difference', () => {
    // 12,345 × 1.12 = 13,826.4 → 13,826; 12,355 × 1.12 = 13,837.6 → 13,838.
    expect(priceStay([{ type: 'A', quantity: 1, pricePaise: 1_234_500 }], 1)).toMatchObject({ totalPaise: 1_382_600, taxesPaise: 148_100 });
    expect(priceStay([{ type: 'A', quantity: 1, pricePaise: 1_235_500 }], 1)).toMatchObject({ totalPaise: 1_383_800, taxesPaise: 148_300 });
    // 1,125 × 1.12 = 1,260 exactly.
    expect(priceStay([{ type: 'A', quantity: 1, pricePaise: 112_500 }], 1).totalPaise).toBe(126_000);
    // 10,005 × 1.12 = 11,205.6 → 11,206
    expect(priceStay([{ type: 'A', quantity: 1, pricePaise: 1_000_500 }], 1).totalPaise).toBe(1_120_600);
  });

  it('when no room is chosen or the dates give no nights, then every figure is 0', () => {
    expect(priceStay([{ type: 'A', quantity: 0, pricePaise: 1_000_000 }], 2)).toMatchObject({ roomTotalPaise: 0, taxesPaise: 0, totalPaise: 0 });
    expect(priceStay([{ type: 'A', quantity: 1, pricePaise: 1_000_000 }], -1)).toMatchObject({ nights: 0, totalPaise: 0 });
  });
});

describe('bookingFormProblem', () => {
  const today = '2026-11-23';
  const valid = { checkIn: '2026-11-24', checkOut: '2026-11-26', rooms: [{ quantity: 1 }], guestName: 'Asha Verma', guestEmail: 'asha@example.com' };

  it('when the form is complete, then there is no problem', () => {
    expect(bookingFormProblem(valid, today)).toBeUndefined();
    expect(bookingFormProblem({ ...valid, checkIn: today }, today)).toBeUndefined();
  });

  it('when several things are wrong, then the spec order decides which is reported', () => {
    const nothing = { checkIn: '', checkOut: '', rooms: [], guestName: '', guestEmail: '' };
    expect(bookingFormProblem(nothing, today)).toBe(bookingMessages.datesRequired);
    expect(bookingFormProblem({ ...nothing, checkIn: '2026-11-24', checkOut: '2026-11-24' }, today)).toBe(bookingMessages.checkOutAfterCheckIn);
    expect(bookingFormProblem({ ...nothing, checkIn: '2026-11-20', checkOut: '2026-11-22' }, today)).toBe(bookingMessages.checkInInPast);
    expect(bookingFormProblem({ ...nothing, checkIn: '2026-11-24', checkOut: '2026-11-25', rooms: [{ quantity: 0 }] }, today)).toBe(
      bookingMessages.roomRequired,
    );
    expect(bookingFormProblem({ ...valid, guestEmail: '  ' }, today)).toBe(bookingMessages.guestRequired);
  });

  it('when one date is missing or is not a real date, then the dates are what is reported', () => {
    expect(bookingFormProblem({ ...valid, checkOut: null }, today)).toBe(bookingMessages.datesRequired);
    expect(bookingFormProblem({ ...valid, checkOut: '2026-11-31' }, today)).toBe(bookingMessages.invalidDate);
  });

  it('when a stay is longer than 30 nights, then it is refused; 30 nights pass', () => {
    expect(bookingFormProblem({ ...valid, checkOut: addDays(valid.checkIn, 30) }, today)).toBeUndefined();
    expect(bookingFormProblem({ ...valid, checkOut: addDays(valid.checkIn, 31) }, today)).toBe(bookingMessages.tooManyNights);
  });
});

describe('confirmation codes', () => {
  it('when a code is made, then it has two groups of four readable characters and no 0, O, 1 or I', () => {
    const code = confirmationCodeFrom([0, 1, 2, 3, 255, 254, 31, 32]);
    expect(code).toMatch(CONFIRMATION_CODE_PATTERN);
    expect(code).toBe('SUV-ABCD-989A');
    for (let i = 0; i < 256; i++) expect(confirmationCodeFrom(Array<number>(8).fill(i)).slice(4)).not.toMatch(/[01OI]/);
  });
});

describe('cheapestRoomsFor', () => {
  const deluxe = { type: 'Deluxe Room', pricePaise: 1_200_000, capacity: 2, free: 10 };
  const suite = { type: 'Executive Suite', pricePaise: 2_200_000, capacity: 3, free: 2 };
  const family = { type: 'Family Room', pricePaise: 1_500_000, capacity: 4, free: 1 };

  it('when two guests fit in one room, then the cheapest single room that holds them is chosen', () => {
    expect(cheapestRoomsFor([suite, deluxe], 2)).toEqual([{ type: 'Deluxe Room', quantity: 1, pricePaise: 1_200_000 }]);
  });

  it('when a larger room is cheaper than two small ones, then the larger room wins', () => {
    // 4 guests: one Family Room (15,000) beats two Deluxe Rooms (24,000).
    expect(cheapestRoomsFor([deluxe, family], 4)).toEqual([{ type: 'Family Room', quantity: 1, pricePaise: 1_500_000 }]);
  });

  it('when the cheapest room types run out, then the rest come from the next cheapest', () => {
    // 7 guests: Family + Suite (37,000) beats Family + 2 × Deluxe (39,000) and 4 × Deluxe (48,000).
    expect(cheapestRoomsFor([deluxe, suite, family], 7)).toEqual([
      { type: 'Executive Suite', quantity: 1, pricePaise: 2_200_000 },
      { type: 'Family Room', quantity: 1, pricePaise: 1_500_000 },
    ]);
    expect(cheapestRoomsFor([{ ...deluxe, free: 1 }, suite], 5)).toEqual([
      { type: 'Deluxe Room', quantity: 1, pricePaise: 1_200_000 },
      { type: 'Executive Suite', quantity: 1, pricePaise: 2_200_000 },
    ]);
  });

  it('when two choices cost the same, then the one with fewer rooms is chosen', () => {
    const twin = { type: 'Twin', pricePaise: 1_000_000, capacity: 2, free: 5 };
    const quad = { type: 'Quad', pricePaise: 2_000_000, capacity: 4, free: 5 };
    expect(cheapestRoomsFor([twin, quad], 4)).toEqual([{ type: 'Quad', quantity: 1, pricePaise: 2_000_000 }]);
  });

  it('when the free rooms cannot hold every guest, then there is no choice', () => {
    expect(cheapestRoomsFor([{ ...deluxe, free: 2 }], 5)).toBeUndefined();
    expect(cheapestRoomsFor([{ ...deluxe, free: 0 }], 1)).toBeUndefined();
    expect(cheapestRoomsFor([], 1)).toBeUndefined();
  });

  it('when the choice is priced for a stay, then it gives the stay total with taxes', () => {
    const rooms = cheapestRoomsFor([deluxe], 3)!;
    expect(rooms).toEqual([{ type: 'Deluxe Room', quantity: 2, pricePaise: 1_200_000 }]);
    expect(priceStay(rooms, 2).totalPaise).toBe(5_376_000);
  });
});

describe('roomsHoldGuests', () => {
  it('when the chosen rooms hold fewer people than the guests, then they do not hold them', () => {
    expect(roomsHoldGuests([{ quantity: 1, capacity: 2 }, { quantity: 0, capacity: 4 }], 3)).toBe(false);
    expect(roomsHoldGuests([{ quantity: 1, capacity: 2 }, { quantity: 1, capacity: 4 }], 6)).toBe(true);
  });
});
