import { describe, expect, it } from 'vitest';
import { countdownText, filterProperties, formatOpeningDate, formatRupees, futurePhase, minRoomPrice, reviewAverage, shownRating, shownRatingText, splitVisible } from './catalog-rules';

const now = new Date(2025, 10, 22, 15, 30); // 22 November 2025, mid-afternoon local time

describe('countdownText', () => {
  it('when the opening date has passed, then it says Opening Soon', () => {
    expect(countdownText('2025-11-21', now)).toBe('Opening Soon');
  });

  it('when the hotel opens today, then it says Opening Today! whatever the time of day', () => {
    expect(countdownText('2025-11-22', now)).toBe('Opening Today!');
    expect(countdownText('2025-11-22', new Date(2025, 10, 22, 23, 59))).toBe('Opening Today!');
  });

  it('when it opens tomorrow, then it says 1 day to go', () => {
    expect(countdownText('2025-11-23', now)).toBe('1 day to go');
  });

  it('when it opens in under 30 days, then it counts days', () => {
    expect(countdownText('2025-11-24', now)).toBe('2 days to go');
    expect(countdownText('2025-12-21', now)).toBe('29 days to go');
  });

  it('when it opens in 30 days to a year, then it counts whole months of 30 days', () => {
    expect(countdownText('2025-12-22', now)).toBe('1 month to go');
    expect(countdownText('2026-01-20', now)).toBe('1 month to go');
    expect(countdownText('2026-04-21', now)).toBe('5 months to go');
    expect(countdownText('2026-11-21', now)).toBe('12 months to go');
  });

  it('when it opens a year or more away, then it counts whole years of 365 days', () => {
    expect(countdownText('2026-11-22', now)).toBe('1 year to go');
    expect(countdownText('2028-01-01', now)).toBe('2 years to go');
  });

  it('when the date is unreadable, then it falls back to Opening Soon', () => {
    expect(countdownText('not a date', now)).toBe('Opening Soon');
  });
});

describe('futurePhase', () => {
  it('when the opening is next year or sooner, then the phase is Design & Planning', () => {
    expect(futurePhase('2025-03-01', now)).toBe('Design & Planning');
    expect(futurePhase('2026-12-01', now)).toBe('Design & Planning');
  });

  it('when the opening is two years out, then the phase is Construction', () => {
    expect(futurePhase('2027-06-01', now)).toBe('Construction');
  });

  it('when the opening is more than two years out, then the phase is Conceptual', () => {
    expect(futurePhase('2028-01-01', now)).toBe('Conceptual');
  });
});

describe('filterProperties', () => {
  const list = [
    { id: '1', name: 'Suvarna Grand', location: 'New Delhi', state: 'Delhi', type: 'Luxury Business Hotel' },
    { id: '2', name: 'Suvarna Sea Pearl', location: 'Mumbai', state: 'Maharashtra', type: 'Luxury Business Hotel' },
    { id: '3', name: 'Suvarna Ganga Retreat', location: 'Rishikesh', state: 'Uttarakhand', type: 'Wellness Retreat' },
    { id: '4', name: 'Suvarna Hills', location: 'Mussoorie', state: 'Uttarakhand', type: 'Mountain Resort' },
  ];
  const ids = (found: { id: string }[]) => found.map((p) => p.id);

  it('when no filter is set, then every property is listed', () => {
    expect(ids(filterProperties(list, {}))).toEqual(['1', '2', '3', '4']);
    expect(ids(filterProperties(list, { search: '  ', state: '', type: '' }))).toEqual(['1', '2', '3', '4']);
  });

  it('when searching, then the text matches part of the name or the location in any case', () => {
    expect(ids(filterProperties(list, { search: 'PEARL' }))).toEqual(['2']);
    expect(ids(filterProperties(list, { search: 'delhi' }))).toEqual(['1']);
    expect(ids(filterProperties(list, { search: 'Uttarakhand' }))).toEqual([]);
  });

  it('when a state or a type is chosen, then only exact matches remain', () => {
    expect(ids(filterProperties(list, { state: 'Uttarakhand' }))).toEqual(['3', '4']);
    expect(ids(filterProperties(list, { type: 'Luxury Business Hotel' }))).toEqual(['1', '2']);
    expect(ids(filterProperties(list, { state: 'Uttar' }))).toEqual([]);
  });

  it('when search, state and type are all set, then they combine', () => {
    expect(ids(filterProperties(list, { search: 'suvarna', state: 'Uttarakhand', type: 'Mountain Resort' }))).toEqual(['4']);
    expect(ids(filterProperties(list, { search: 'ganga', state: 'Uttarakhand', type: 'Mountain Resort' }))).toEqual([]);
  });
});

describe('minRoomPrice', () => {
  it('when a hotel has rooms, then the cheapest nightly price is returned', () => {
    expect(minRoomPrice({ rooms: [{ price: 18000 }, { price: 12500 }, { price: 45000 }] })).toBe(12500);
  });

  it('when a hotel has no rooms, then the price is 0', () => {
    expect(minRoomPrice({ rooms: [] })).toBe(0);
  });
});

describe('splitVisible', () => {
  it('when there are more items than shown, then the rest are counted', () => {
    expect(splitVisible(['a', 'b', 'c', 'd', 'e', 'f'], 4)).toEqual({ visible: ['a', 'b', 'c', 'd'], more: 2 });
  });

  it('when there are fewer items than shown, then nothing is left over', () => {
    expect(splitVisible(['a'], 2)).toEqual({ visible: ['a'], more: 0 });
    expect(splitVisible([], 2)).toEqual({ visible: [], more: 0 });
  });
});

describe('formatRupees', () => {
  it('when formatting an amount, then it has the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(12500)).toBe('₹12,500');
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('when the amount has paise, then they are kept to two places', () => {
    expect(formatRupees(1120.5)).toBe('₹1,120.5');
  });
});

describe('formatOpeningDate', () => {
  it('when given an ISO date, then it reads day, month name and year on that calendar day', () => {
    expect(formatOpeningDate('2026-01-15')).toBe('15 January 2026');
    expect(formatOpeningDate('2025-11-01')).toBe('1 November 2025');
  });

  it('when the date cannot be read, then it is shown as given', () => {
    expect(formatOpeningDate('Spring 2027')).toBe('Spring 2027');
  });
});

describe('shownRating', () => {
  it('when the hotel has reviews, then it is their average to one decimal with their count, whatever its own rating', () => {
    expect(shownRating(4.8, { count: 3, sum: 11 })).toEqual({ source: 'reviews', score: 3.7, reviews: 3 });
    expect(shownRating(0, { count: 1, sum: 5 })).toEqual({ source: 'reviews', score: 5, reviews: 1 });
  });

  it('when the hotel has no reviews, then it is its own rating, with no review count', () => {
    expect(shownRating(4.6, { count: 0, sum: 0 })).toEqual({ source: 'hotel', score: 4.6 });
    expect(shownRatingText({ source: 'hotel', score: 4.6 })).toEqual({ score: '4.6', basis: 'Hotel rating', label: 'Hotel rating: 4.6 out of 5' });
  });

  it('when the hotel has neither reviews nor a rating (a future project), then it is not yet rated', () => {
    expect(shownRating(0, { count: 0, sum: 0 })).toEqual({ source: 'none' });
    expect(shownRating(null, { count: 0, sum: 0 })).toEqual({ source: 'none' });
    expect(shownRatingText({ source: 'none' })).toMatchObject({ score: null, basis: 'Not yet rated' });
  });

  it('when it comes from reviews, then the words count them', () => {
    expect(shownRatingText({ source: 'reviews', score: 4, reviews: 1 })).toMatchObject({ score: '4.0', basis: '1 review' });
    expect(shownRatingText({ source: 'reviews', score: 4.3, reviews: 3 })).toMatchObject({ score: '4.3', basis: '3 reviews' });
  });

  it('rounds the average half up and gives 0 with no reviews', () => {
    expect(reviewAverage({ count: 0, sum: 0 })).toBe(0);
    expect(reviewAverage({ count: 2, sum: 9 })).toBe(4.5);
    expect(reviewAverage({ count: 20, sum: 89 })).toBe(4.5);
    expect(reviewAverage({ count: 3, sum: 13 })).toBe(4.3);
  });
});
