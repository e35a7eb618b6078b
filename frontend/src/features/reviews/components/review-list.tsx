import type { Review } from '@suvarna/contracts';
import { Badge } from '../../../components/ui/badge';
import { CheckIcon } from '../../../components/ui/icons';
import { StarRating } from './star-rating';
import styles from './review-list.module.css';

export const noReviewsTitle = 'No Reviews Yet';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || 'G';
}

function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

function helpfulText(count: number): string {
  return `${count} ${count === 1 ? 'guest' : 'guests'} found this helpful`;
}

/** The reviews as written: every field is rendered as text, so markup in a comment is shown, never run. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) {
    return (
      <div className={styles.empty}>
        <StarRating value={0} size="md" />
        <h3 className={styles.emptyTitle}>{noReviewsTitle}</h3>
        <p className={styles.emptyText}>Be the first to share how your stay felt.</p>
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label="Guest reviews">
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <article aria-label={`Review by ${review.user_name}`}>
            <header className={styles.header}>
              <span className={styles.avatar} aria-hidden="true">
                {initialsOf(review.user_name)}
              </span>
              <div className={styles.who}>
                <h3 className={styles.name}>{review.user_name}</h3>
                <p className={styles.meta}>
                  <time dateTime={review.date}>{formatReviewDate(review.date)}</time>
                </p>
              </div>
              {review.verified_stay ? (
                <Badge tone="success" className={styles.verified}>
                  <CheckIcon className={styles.verifiedIcon} />
                  Verified Stay
                </Badge>
              ) : null}
            </header>
            <StarRating value={review.rating} className={styles.stars} />
            <p className={styles.comment}>{review.comment}</p>
            <p className={styles.helpful}>{helpfulText(review.helpful_count)}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
