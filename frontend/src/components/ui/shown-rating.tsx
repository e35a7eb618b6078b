import { shownRatingText, type ShownRating } from '@suvarna/contracts';
import { StarIcon } from './icons';

export interface ShownRatingProps {
  rating: ShownRating;
  className?: string | undefined;
  starClassName?: string | undefined;
  scoreClassName?: string | undefined;
  basisClassName?: string | undefined;
}

/**
 * A hotel's rating as every screen shows it (one rule, `shownRating` in the contracts): its reviews' average
 * with their count, or its own rating labelled "Hotel rating", never a review count for a hotel without
 * reviews. Screen readers hear the whole sentence ("Rated 4.3 out of 5 from 3 reviews").
 */
export function ShownRatingLabel({ rating, className, starClassName, scoreClassName, basisClassName }: ShownRatingProps) {
  const text = shownRatingText(rating);
  const basis = rating.source === 'reviews' ? `(${text.basis})` : text.basis;
  return (
    <span className={className} data-testid="shown-rating" data-rating-source={rating.source}>
      <span className="visually-hidden">{text.label}</span>
      {text.score !== null ? (
        <>
          <StarIcon className={starClassName} />
          <strong className={scoreClassName} aria-hidden="true" data-testid="shown-rating-score">
            {text.score}
          </strong>
        </>
      ) : null}
      <span className={basisClassName} aria-hidden="true" data-testid="shown-rating-basis">
        {basis}
      </span>
    </span>
  );
}
