import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useGetHotelReviewsQuery } from '../api/reviews-api';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { StarRating } from './star-rating';
import styles from './hotel-reviews.module.css';

export interface HotelReviewsProps {
  hotelId: string;
  isAuthenticated: boolean;
  /** /login with a redirect back to the hotel page. */
  loginHref: string;
  /** Hotels that have not opened have no stays to review: the form is replaced by a note. */
  acceptsReviews: boolean;
}

function reviewsCountText(total: number): string {
  return `Based on ${total} ${total === 1 ? 'review' : 'reviews'}`;
}

/** Spec: the hotel's reviews with their average and total, and the form to add one. */
export function HotelReviews({ hotelId, isAuthenticated, loginHref, acceptsReviews }: HotelReviewsProps) {
  const { data, isLoading, isError, refetch } = useGetHotelReviewsQuery(hotelId);

  return (
    <section className={styles.section} aria-labelledby="hotel-reviews-title">
      <SectionHeading id="hotel-reviews-title" align="start" eyebrow="In Their Words" title="Guest Reviews" className={styles.heading} />

      {isLoading ? (
        <p className={styles.loading} role="status">
          <Spinner size="sm" />
          Loading reviews...
        </p>
      ) : isError || !data ? (
        <div className={styles.error} role="alert">
          <p>We could not load the reviews just now.</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <div className={styles.content}>
          {data.total_reviews > 0 ? (
            <div className={styles.summary}>
              <p className={styles.average}>
                <span className={styles.averageValue}>{data.average_rating.toFixed(1)}</span>
                <span className="visually-hidden"> out of 5</span>
              </p>
              <div className={styles.summaryText}>
                <StarRating value={data.average_rating} size="md" />
                <p className={styles.total}>{reviewsCountText(data.total_reviews)}</p>
              </div>
            </div>
          ) : null}
          <ReviewList reviews={data.reviews} />
        </div>
      )}

      <Card variant="sand" padding="md" className={styles.formCard}>
        <h3 className={styles.formTitle}>Share Your Experience</h3>
        {acceptsReviews ? (
          <ReviewForm hotelId={hotelId} isAuthenticated={isAuthenticated} loginHref={loginHref} />
        ) : (
          <p className={styles.closedNote}>Reviews open once this hotel welcomes its first guests.</p>
        )}
      </Card>
    </section>
  );
}
