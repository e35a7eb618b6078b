import { StarIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/class-names';
import styles from './star-rating.module.css';

export interface StarRatingProps {
  /** 0 to 5; fractions fill part of a star (e.g. an average of 4.6). */
  value: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Five stars read as "Rated 4.6 out of 5". */
export function StarRating({ value, size = 'sm', className }: StarRatingProps) {
  const rating = Math.max(0, Math.min(5, value));
  return (
    <span className={cx(styles.stars, styles[size], className)} role="img" aria-label={`Rated ${rating} out of 5`}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, rating - index));
        return (
          <span key={index} className={styles.star}>
            <StarIcon className={styles.empty} />
            <span className={styles.filled} style={{ width: `${fill * 100}%` }}>
              <StarIcon />
            </span>
          </span>
        );
      })}
    </span>
  );
}
