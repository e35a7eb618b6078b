import type { Review, ReviewSummary } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';

interface ReviewRow {
  id: string;
  hotel_id: string;
  user_name: string;
  rating: number;
  comment: string;
  created_at: Date;
  stay_date: string | null;
  verified_stay: boolean;
  helpful_count: number;
}

const columns = `id, hotel_id, user_name, rating, comment, created_at, to_char(stay_date, 'YYYY-MM-DD') AS stay_date, verified_stay, helpful_count`;

export interface NewReview {
  id: string;
  hotelId: string;
  userId: string;
  userName: string;
  rating: number;
  comment: string;
  stayDate: string | null;
  verifiedStay: boolean;
  /** When it was written (the business time: now, or the moment the demo history writes it as of). */
  createdAt: Date;
}

/** The hotel's reviews, newest first. */
export async function listReviews(db: Queryable, hotelId: string): Promise<Review[]> {
  const { rows } = await db.query<ReviewRow>(`SELECT ${columns} FROM reviews WHERE hotel_id = $1 ORDER BY created_at DESC, id`, [hotelId]);
  return rows.map(toReview);
}

/** Every review there is, and how many rate the stay 4 or 5. */
export async function summarizeReviews(db: Queryable): Promise<ReviewSummary> {
  const { rows } = await db.query<ReviewSummary>(
    `SELECT count(*)::int AS total_reviews, count(*) FILTER (WHERE rating >= 4)::int AS rated_4_or_5 FROM reviews`,
  );
  return rows[0]!;
}

/** Stores the review; undefined when this user has already reviewed this hotel. */
export async function insertReview(db: Queryable, r: NewReview): Promise<Review | undefined> {
  const { rows } = await db.query<ReviewRow>(
    `INSERT INTO reviews (id, hotel_id, user_id, user_name, rating, comment, stay_date, verified_stay, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT ON CONSTRAINT reviews_one_per_user DO NOTHING
     RETURNING ${columns}`,
    [r.id, r.hotelId, r.userId, r.userName, r.rating, r.comment, r.stayDate, r.verifiedStay, r.createdAt],
  );
  return rows[0] && toReview(rows[0]);
}

function toReview(r: ReviewRow): Review {
  return {
    id: r.id,
    hotel_id: r.hotel_id,
    user_name: r.user_name,
    rating: r.rating,
    comment: r.comment,
    date: r.created_at.toISOString(),
    stay_date: r.stay_date,
    verified_stay: r.verified_stay,
    helpful_count: r.helpful_count,
  };
}
