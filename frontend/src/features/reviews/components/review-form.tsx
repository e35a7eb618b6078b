import { reviewSubmitSchema, MAX_REVIEW_COMMENT } from '@suvarna/contracts';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormOutcome } from '../../../components/feedback/form-outcome';
import type { Outcome } from '../../../components/feedback/form-outcome';
import { Button } from '../../../components/ui/button';
import { TextArea, TextField } from '../../../components/ui/form-fields';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { errorDetail } from '../../../lib/api-errors';
import { useSubmitReviewMutation } from '../api/reviews-api';
import { StarPicker } from './star-picker';
import styles from './review-form.module.css';

export const DEFAULT_REVIEW_RATING = 5;
export const reviewFailureText = 'Failed to submit review.';
export const loginToReviewText = 'Please login to submit a review';
const futureStayText = 'Stay date cannot be in the future';

type FieldErrors = { comment?: string; stay_date?: string };

export interface ReviewFormProps {
  hotelId: string;
  isAuthenticated: boolean;
  /** Where "Sign in" goes: /login with a redirect back to this page. */
  loginHref: string;
}

/** Today in the visitor's zone as YYYY-MM-DD (the en-CA locale writes dates that way). */
function todayIso(): string {
  return new Date().toLocaleDateString('en-CA');
}

/**
 * Spec: the review form. Rating 1 to 5 (default 5), a required comment, an optional stay date that marks the
 * review as a verified stay. Signed-out visitors are asked to log in first.
 */
export function ReviewForm({ hotelId, isAuthenticated, loginHref }: ReviewFormProps) {
  const [rating, setRating] = useState(DEFAULT_REVIEW_RATING);
  const [comment, setComment] = useState('');
  const [stayDate, setStayDate] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [submitReview, { isLoading: sending }] = useSubmitReviewMutation();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const stayDateRef = useRef<HTMLInputElement>(null);

  if (!isAuthenticated) {
    return (
      <div className={styles.signIn}>
        <p className={styles.signInText}>{loginToReviewText}</p>
        <Button to={loginHref} variant="secondary" iconEnd={<ArrowRightIcon />}>
          Sign In
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const today = todayIso();
    const parsed = reviewSubmitSchema.safeParse({ hotel_id: hotelId, rating, comment, stay_date: stayDate || null });
    const found: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'comment' || field === 'stay_date') && !found[field]) found[field] = issue.message;
      }
    } else if (parsed.data.stay_date && parsed.data.stay_date > today) {
      found.stay_date = futureStayText;
    }
    if (found.comment || found.stay_date || !parsed.success) {
      setErrors(found);
      (found.comment ? commentRef.current : stayDateRef.current)?.focus();
      return;
    }
    setErrors({});
    try {
      const { message } = await submitReview(parsed.data).unwrap();
      setOutcome({ kind: 'success', message });
      setRating(DEFAULT_REVIEW_RATING);
      setComment('');
      setStayDate('');
    } catch (error) {
      setOutcome({ kind: 'error', message: errorDetail(error, reviewFailureText) });
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Write a review">
      <StarPicker value={rating} onChange={setRating} disabled={sending} />
      <TextArea
        ref={commentRef}
        label="Your Review"
        name="comment"
        required
        rows={5}
        maxLength={MAX_REVIEW_COMMENT}
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
          if (errors.comment) setErrors((current) => ({ ...current, comment: undefined }));
        }}
        error={errors.comment}
        disabled={sending}
        placeholder="Tell future guests about the rooms, the service and the moments you remember..."
      />
      <TextField
        ref={stayDateRef}
        label="Stay Date (optional)"
        name="stay_date"
        type="date"
        max={todayIso()}
        value={stayDate}
        onChange={(event) => {
          setStayDate(event.target.value);
          if (errors.stay_date) setErrors((current) => ({ ...current, stay_date: undefined }));
        }}
        error={errors.stay_date}
        hint="Adding the date of your stay marks your review as a Verified Stay."
        disabled={sending}
        className={styles.stayDate}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={sending} busy={sending} iconEnd={sending ? undefined : <ArrowRightIcon />}>
          {sending ? 'Submitting...' : 'Submit Review'}
        </Button>
      </div>
      <FormOutcome outcome={outcome} appear={false} />
    </form>
  );
}
