import { publicHotelStatuses, type HotelStatus, type ReviewList } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';
import { hotelExists, listHotels } from '../data-access/hotel-repository';
import { listReviews } from '../data-access/review-repository';
import { averageRating } from './review-rules';

/** The public list: inactive hotels are for the admin's eyes only. */
export function listPublicHotels(db: Queryable, status?: HotelStatus) {
  return listHotels(db, { statuses: status ? [status] : publicHotelStatuses });
}

/** Undefined when the hotel does not exist. */
export async function hotelReviews(db: Queryable, hotelId: string): Promise<ReviewList | undefined> {
  if (!(await hotelExists(db, hotelId))) return undefined;
  const reviews = await listReviews(db, hotelId);
  return { reviews, average_rating: averageRating(reviews), total_reviews: reviews.length };
}
