import { randomUUID } from 'node:crypto';
import { AppError, businessNow, withTransaction } from '@suvarna/platform';
import type { Review, ReviewSubmit } from '@suvarna/contracts';
import { findHotel, touchHotel } from '../data-access/hotel-repository';
import { insertReview } from '../data-access/review-repository';
import type { CatalogDeps } from './catalog-deps';
import { isPlausibleHotelId } from './hotel-rules';
import { publishChanged } from './manage-hotels';
import { acceptsReviews, isStayInFuture } from './review-rules';

export interface Reviewer {
  id: string;
  fullName: string;
}

/** A guest's one review of a hotel. Giving the date of the stay marks it as a verified stay. */
export async function submitReview(deps: CatalogDeps, reviewer: Reviewer, input: ReviewSubmit, now = businessNow()): Promise<Review> {
  if (input.stay_date && isStayInFuture(input.stay_date, now)) {
    throw new AppError('Stay date cannot be in the future', { code: 'validation_failed', status: 400 });
  }
  const hotel = isPlausibleHotelId(input.hotel_id) ? await findHotel(deps.pool, input.hotel_id) : undefined;
  if (!hotel) throw AppError.notFound('Hotel not found', 'hotel_not_found');
  if (!acceptsReviews(hotel.hotel.status)) {
    throw AppError.conflict('This hotel has not opened yet, so it cannot be reviewed', 'hotel_not_open');
  }

  // The review changes the hotel's shown rating: the hotel is published again (a new revision) with it,
  // so the AI's copy states the same rating as the pages. The hotel is locked first, so that two reviews
  // written at once are counted one after the other.
  const review = await withTransaction(deps.pool, async (client) => {
    await findHotel(client, input.hotel_id, { forUpdate: true });
    const inserted = await insertReview(client, {
      id: randomUUID(),
      hotelId: input.hotel_id,
      userId: reviewer.id,
      userName: reviewer.fullName.trim() || 'Guest',
      rating: input.rating,
      comment: input.comment,
      stayDate: input.stay_date,
      verifiedStay: input.stay_date !== null,
      createdAt: now,
    });
    if (!inserted) return undefined;
    const touched = await touchHotel(client, input.hotel_id);
    if (touched) await publishChanged(deps.bus, client, touched);
    return inserted;
  });
  if (!review) throw AppError.conflict('You have already reviewed this hotel', 'already_reviewed');
  await deps.cache.invalidate('hotels', `reviews:${input.hotel_id}`);
  return review;
}
