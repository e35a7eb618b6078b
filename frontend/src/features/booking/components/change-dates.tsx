import { addDays, formatRupees, formatStayDate, indiaToday, MAX_NIGHTS, nightsBetween, type Booking } from '@suvarna/contracts';
import { useState, type FormEvent } from 'react';
import { FormOutcome, type Outcome } from '../../../components/feedback/form-outcome';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { errorDetail } from '../../../lib/api-errors';
import { useChangeDatesMutation } from '../api/booking-api';
import { formatClock } from '../booking-labels';
import type { CheckoutStarter } from '../booking-ports';
import styles from './booking-detail.module.css';

export interface ChangeDatesProps {
  booking: Booking;
  checkout: CheckoutStarter;
  /** What to say first: the guest came back from the difference's Checkout without paying. */
  initialOutcome?: Outcome;
}

/**
 * Moves the stay to other dates at the same hotel: the server reprices the same rooms. A lower total moves it at
 * once (a paid stay gets the difference back); a higher total of a paid stay opens Stripe Checkout for the
 * difference, the new nights held meanwhile.
 */
export function ChangeDates({ booking, checkout, initialOutcome = null }: ChangeDatesProps) {
  const [checkIn, setCheckIn] = useState(booking.checkIn);
  const [checkOut, setCheckOut] = useState(booking.checkOut);
  const [change, state] = useChangeDatesMutation();
  const [outcome, setOutcome] = useState<Outcome>(initialOutcome);
  const today = indiaToday();
  const nights = nightsBetween(checkIn, checkOut);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const result = await change({ id: booking.id, check_in: checkIn, check_out: checkOut, origin_url: window.location.origin });
    if ('error' in result) {
      setOutcome({ kind: 'error', message: errorDetail(result.error, 'We could not change the dates. Please try again.') });
      return;
    }
    const answer = result.data;
    if (answer.status === 'payment_required') {
      setOutcome({ kind: 'success', message: `The new dates cost ${formatRupees(answer.difference)} more. Taking you to payment…` });
      // The server opened the difference's Checkout in the same call; only if it could not is it opened from here.
      if (answer.checkout_url) {
        (checkout.goToCheckout ?? ((url: string) => window.location.assign(url)))(answer.checkout_url);
        return;
      }
      if (!answer.date_change_id) return;
      const failure = await checkout.startCheckout(booking.id, answer.date_change_id);
      if (failure) setOutcome({ kind: 'error', message: failure });
      return;
    }
    const money =
      answer.refund > 0 ? ` ${formatRupees(answer.refund)} is being refunded to your card.` : answer.difference > 0 ? ` The new total is ${formatRupees(answer.total_amount)}.` : '';
    setOutcome({ kind: 'success', message: `Your stay now runs ${formatStayDate(answer.check_in)} to ${formatStayDate(answer.check_out)}.${money}` });
  };

  // Back from the difference's Checkout unpaid (initialOutcome): its nights are being let go, so it no longer waits.
  const waiting = initialOutcome ? null : booking.pending_date_change;
  if (waiting) {
    // One change at a time: while this one waits for its payment, the form would only be refused.
    const payDifference = async () => {
      setOutcome(null);
      const failure = await checkout.startCheckout(booking.id, waiting.date_change_id);
      if (failure) setOutcome({ kind: 'error', message: failure });
    };
    return (
      <div role="group" aria-label="Change of dates waiting for payment" className={styles.waitingChange}>
        <p>
          Your move to <strong>{formatStayDate(waiting.check_in)}</strong> – <strong>{formatStayDate(waiting.check_out)}</strong> ({waiting.nights}{' '}
          {waiting.nights === 1 ? 'night' : 'nights'}) is waiting for its payment of <strong>{formatRupees(waiting.difference)}</strong>. The new nights are
          held for you until {formatClock(waiting.hold_expires_at)} IST; if it is not paid by then, your stay keeps its current dates.
        </p>
        <Button type="button" onClick={() => void payDifference()} busy={checkout.starting} disabled={checkout.starting}>
          {checkout.starting ? 'Processing...' : `Pay ${formatRupees(waiting.difference)}`}
        </Button>
        <FormOutcome outcome={outcome} />
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Change dates" noValidate>
      <p className={styles.muted}>Move this stay to other dates at the same hotel. The same rooms are priced at today’s rates; you pay only the difference, or get it back.</p>
      <div className={styles.changeFields}>
        <TextField
          label="New check-in"
          type="date"
          name="newCheckIn"
          min={today}
          value={checkIn}
          onChange={(e) => {
            setCheckIn(e.target.value);
            if (e.target.value && checkOut <= e.target.value) setCheckOut(addDays(e.target.value, 1));
          }}
          required
        />
        <TextField label="New check-out" type="date" name="newCheckOut" min={checkIn ? addDays(checkIn, 1) : today} max={checkIn ? addDays(checkIn, MAX_NIGHTS) : undefined} value={checkOut} onChange={(e) => setCheckOut(e.target.value)} required />
      </div>
      <Button type="submit" variant="secondary" busy={state.isLoading || checkout.starting} disabled={state.isLoading || checkout.starting || nights <= 0}>
        Change Dates
      </Button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
