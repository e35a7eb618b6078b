import { useId, useState } from 'react';
import { StarIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/class-names';
import styles from './star-picker.module.css';

const ratingWords = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

export interface StarPickerProps {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
  legend?: string;
}

/**
 * A 1-to-5 star choice built on native radio buttons: Tab reaches the group, the arrow keys change the
 * rating, and each star is announced as "4 stars, Very Good".
 */
export function StarPicker({ value, onChange, disabled, legend = 'Your Rating' }: StarPickerProps) {
  const name = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;
  return (
    <fieldset className={styles.picker} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.row} onMouseLeave={() => setPreview(null)}>
        <div className={styles.stars}>
          {[1, 2, 3, 4, 5].map((rating) => (
            <label key={rating} className={cx(styles.star, rating <= shown && styles.lit)} onMouseEnter={() => setPreview(rating)}>
              <input
                className={styles.radio}
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                aria-label={`${rating} ${rating === 1 ? 'star' : 'stars'}, ${ratingWords[rating - 1]}`}
              />
              <StarIcon />
            </label>
          ))}
        </div>
        <span className={styles.word} aria-hidden="true">
          {ratingWords[shown - 1]}
        </span>
      </div>
    </fieldset>
  );
}
