import { describe, expect, it } from 'vitest';
import { acceptsReviews, averageRating, isStayInFuture, todayInIndia } from './review-rules';

describe('averageRating', () => {
  it('when there are no reviews, then the average is 0', () => {
    expect(averageRating([])).toBe(0);
  });

  it('when there are reviews, then the mean is rounded to one decimal', () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([{ rating: 5 }, { rating: 4 }])).toBe(4.5);
    expect(averageRating([{ rating: 1 }, { rating: 2 }, { rating: 2 }])).toBe(1.7);
  });
});

describe('stay dates', () => {
  it('when it is already the next day in India, then that date is today', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(todayInIndia(new Date('2026-03-10T20:00:00Z'))).toBe('2026-03-11');
    expect(isStayInFuture('2026-03-11', new Date('2026-03-10T20:00:00Z'))).toBe(false);
  });

  it('when the stay is after today in India, then it is in the future', () => {
    expect(isStayInFuture('2026-03-12', new Date('2026-03-10T20:00:00Z'))).toBe(true);
    expect(isStayInFuture('2026-03-09', new Date('2026-03-10T20:00:00Z'))).toBe(false);
  });
});

describe('acceptsReviews', () => {
  it('when a hotel has opened, then it can be reviewed; before opening it cannot', () => {
    expect(acceptsReviews('active')).toBe(true);
    expect(acceptsReviews('inactive')).toBe(true);
    expect(acceptsReviews('pre-opening')).toBe(false);
    expect(acceptsReviews('future')).toBe(false);
  });
});
