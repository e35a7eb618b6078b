import { reviewAverage, type HotelStatus, type Review } from '@suvarna/contracts';

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** Mean rating rounded to one decimal, 0 when there are none (the same figure as the hotel's shown rating). */
export function averageRating(reviews: readonly Pick<Review, 'rating'>[]): number {
  return reviewAverage({ count: reviews.length, sum: reviews.reduce((sum, r) => sum + r.rating, 0) });
}

/** Today's date (YYYY-MM-DD) in India, where every property is. */
export function todayInIndia(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A stay being reviewed has happened: its date is today or earlier, in India. */
export function isStayInFuture(stayDate: string, now: Date): boolean {
  return stayDate > todayInIndia(now);
}

/** Only hotels that have welcomed guests can be reviewed. */
export function acceptsReviews(status: HotelStatus): boolean {
  return status === 'active' || status === 'inactive';
}
