import { hotelStatuses, publicHotelStatuses, type Hotel, type HotelChanged, type HotelStatus, type ReviewList, type ReviewSummary } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';
import { countHotels, findHotel, hotelExists, listHotels, listStoredHotels } from '../data-access/hotel-repository';
import { listReviews, summarizeReviews } from '../data-access/review-repository';
import { hotelChangedPayload } from './hotel-rules';
import { averageRating } from './review-rules';

/** The public list: inactive hotels are for the admin's eyes only. */
export function listPublicHotels(db: Queryable, status?: HotelStatus) {
  return listHotels(db, { statuses: status ? [status] : publicHotelStatuses });
}

/** Every hotel, inactive ones too: the admin's list. */
export function listAllHotels(db: Queryable) {
  return listHotels(db, { statuses: hotelStatuses });
}

/** The hotel whatever its status; undefined when it does not exist. */
export async function hotelById(db: Queryable, id: string): Promise<Hotel | undefined> {
  return (await findHotel(db, id))?.hotel;
}

/** Undefined when the hotel does not exist. */
export async function hotelReviews(db: Queryable, hotelId: string): Promise<ReviewList | undefined> {
  if (!(await hotelExists(db, hotelId))) return undefined;
  const reviews = await listReviews(db, hotelId);
  return { reviews, average_rating: averageRating(reviews), total_reviews: reviews.length };
}

/** The AI page's Guest Satisfaction: every review, and those rating the stay 4 or 5. */
export function reviewSummary(db: Queryable): Promise<ReviewSummary> {
  return summarizeReviews(db);
}

/** Every hotel as its latest catalog.hotel-changed payload: what a service keeping a copy starts from. */
export async function hotelChangeSnapshot(db: Queryable): Promise<HotelChanged[]> {
  return (await listStoredHotels(db)).map((s) => hotelChangedPayload(s.hotel, s.revision));
}

/** The admin dashboard's active_hotels (and the whole count beside it). */
export async function hotelCounts(db: Queryable): Promise<{ active_hotels: number; total_hotels: number }> {
  const { total, active } = await countHotels(db);
  return { active_hotels: active, total_hotels: total };
}
