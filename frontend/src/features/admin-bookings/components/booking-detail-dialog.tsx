import { formatRupees, indiaToday, statusMoveRefusal } from '@suvarna/contracts';
import type { Booking } from '@suvarna/contracts';
import { useState, type ComponentType } from 'react';
import { Badge, statusTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/form-fields';
import { Modal } from '../../../components/ui/modal';
import { errorDetail } from '../../../lib/api-errors';
import { useCancelAdminBookingMutation, useGetAdminBookingQuery, useUpdateBookingStatusMutation } from '../api/admin-bookings-api';
import { formatDay, formatInstant, nextAdminMove, paymentLabels, statusLabels } from '../booking-labels';
import styles from './booking-detail-dialog.module.css';

export const statusUpdateFailureText = 'Failed to update booking status';
export const cancelFailureText = 'Failed to cancel booking. Please try again.';

/** What the admin is told after cancelling: whether money goes back to the guest. */
export function cancelOutcomeText(before: Booking, after: Booking): string {
  const code = after.confirmation_code;
  if (after.payment_status === 'refunded') return `Booking ${code} is cancelled and ${formatRupees(after.totalAmount)} has been refunded to the guest.`;
  if (before.payment_status === 'completed') {
    return `Booking ${code} is cancelled. A full refund of ${formatRupees(after.totalAmount)} is on its way to the guest through Stripe; the payment shows Refunded once Stripe confirms it.`;
  }
  return `Booking ${code} is cancelled and its rooms are free again. Nothing was charged, so no refund is due.`;
}

export interface BookingDetailDialogProps {
  booking: Booking;
  onClose: () => void;
  /** A status change or cancellation succeeded: the text to show on the page. */
  onChanged: (message: string) => void;
  /** The booking's GST invoice and credit notes (the payment feature's list), shown once it is paid. */
  taxDocuments?: ComponentType<{ bookingId: string }>;
}

type Step = 'view' | 'cancel';

/** Spec: the detail modal with Confirm and Complete; also cancellation with a reason and refund. */
export function BookingDetailDialog({ booking: given, onClose, onChanged, taxDocuments: TaxDocuments }: BookingDetailDialogProps) {
  const [booking, setBooking] = useState(given);
  const [step, setStep] = useState<Step>('view');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [updateStatus, statusState] = useUpdateBookingStatusMutation();
  const [cancelBooking, cancelState] = useCancelAdminBookingMutation();
  // After a paid booking is cancelled, follow it until payment reports the refund.
  const awaitingRefund = booking.status === 'cancelled' && booking.payment_status === 'completed';
  const { data: fresh } = useGetAdminBookingQuery(booking.id, { skip: !awaitingRefund, pollingInterval: 2000 });
  // A newer read replaces the shown booking during render (no effect needed); polling then stops.
  if (awaitingRefund && fresh && fresh.id === booking.id && fresh.payment_status !== booking.payment_status && fresh.updatedAt >= booking.updatedAt) {
    setBooking(fresh);
    if (fresh.payment_status === 'refunded') setOutcome((current) => `${current ?? ''} Stripe has confirmed the refund.`.trim());
  }
  const shown = booking;
  const busy = statusState.isLoading || cancelState.isLoading;
  const move = nextAdminMove(shown.status);
  // The same table the service enforces: Complete waits for the check-out date (India time).
  const refusal = move ? statusMoveRefusal(shown, move.status, indiaToday()) : undefined;

  const changeStatus = async () => {
    if (!move || refusal) return;
    setFailure(null);
    setOutcome(null);
    try {
      const updated = await updateStatus({ id: booking.id, status: move.status }).unwrap();
      setBooking(updated);
      const message = `Booking ${updated.confirmation_code} is now ${statusLabels[updated.status].toLowerCase()}.`;
      setOutcome(message);
      onChanged(message);
    } catch (error) {
      // Spec §8: 'Failed to update booking status'; the server's reason follows when it gives one.
      const detail = errorDetail(error, '');
      setFailure({ title: statusUpdateFailureText, detail: detail || undefined });
    }
  };

  const cancel = async () => {
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError('Please give a reason for the cancellation');
      return;
    }
    setReasonError(undefined);
    setFailure(null);
    try {
      const updated = await cancelBooking({ id: booking.id, reason: trimmed }).unwrap();
      const message = cancelOutcomeText(booking, updated);
      setBooking(updated);
      setStep('view');
      setOutcome(message);
      onChanged(message);
    } catch (error) {
      setFailure({ title: errorDetail(error, cancelFailureText) });
    }
  };

  const footer =
    step === 'cancel' ? (
      <>
        <Button variant="ghost" onClick={() => setStep('view')} disabled={busy}>
          Keep booking
        </Button>
        <Button onClick={() => void cancel()} busy={cancelState.isLoading} disabled={busy}>
          {cancelState.isLoading ? 'Cancelling...' : 'Cancel booking'}
        </Button>
      </>
    ) : (
      <>
        {shown.status !== 'cancelled' ? (
          <Button variant="ghost" onClick={() => setStep('cancel')} disabled={busy}>
            Cancel booking…
          </Button>
        ) : null}
        {move ? (
          <Button onClick={() => void changeStatus()} busy={statusState.isLoading} disabled={busy || Boolean(refusal)} aria-describedby={refusal ? 'status-move-note' : undefined}>
            {move.label}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        )}
      </>
    );

  return (
    <Modal open onClose={onClose} title={`Booking ${shown.confirmation_code}`} description={`Made ${formatInstant(shown.createdAt)}`} footer={footer} size="lg" closeOnBackdrop={!busy}>
      <div className={styles.body}>
        <div className={styles.badges}>
          <Badge tone={statusTone(shown.status)} dot>
            {statusLabels[shown.status]}
          </Badge>
          <Badge tone={shown.payment_status === 'completed' ? 'success' : shown.payment_status === 'refunded' ? 'info' : statusTone(shown.payment_status)}>
            {paymentLabels[shown.payment_status]}
          </Badge>
        </div>
        {refusal && move ? (
          <p id="status-move-note" className={styles.moveNote}>
            {move.label}: {refusal.detail}
          </p>
        ) : null}

        <div aria-live="polite">
          {outcome ? (
            <p className={styles.outcome} role="status">
              {outcome}
            </p>
          ) : null}
          {failure ? (
            <div className={styles.failure} role="alert">
              <p className={styles.failureTitle}>{failure.title}</p>
              {failure.detail ? <p>{failure.detail}</p> : null}
            </div>
          ) : null}
        </div>

        {step === 'cancel' ? (
          <div className={styles.cancel}>
            <p className={styles.cancelText}>
              Cancelling releases the rooms at once.{' '}
              {shown.payment_status === 'completed'
                ? `The guest paid ${formatRupees(shown.totalAmount)}; it is refunded in full through Stripe.`
                : 'Nothing has been charged, so there is nothing to refund.'}{' '}
              The guest is e-mailed.
            </p>
            <TextArea
              label="Reason for the cancellation"
              required
              rows={3}
              maxLength={500}
              value={reason}
              error={reasonError}
              hint="Shown to the guest in the cancellation e-mail."
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
            />
          </div>
        ) : null}

        <dl className={styles.facts}>
          <div>
            <dt>Hotel</dt>
            <dd>
              {shown.hotel.name}
              <span className={styles.muted}>{[shown.hotel.location, shown.hotel.state].filter(Boolean).join(', ')}</span>
            </dd>
          </div>
          <div>
            <dt>Stay</dt>
            <dd>
              {formatDay(shown.checkIn)} – {formatDay(shown.checkOut)}
              <span className={styles.muted}>
                {shown.nights} {shown.nights === 1 ? 'night' : 'nights'}
                {shown.guests ? ` · ${shown.guests} ${shown.guests === 1 ? 'guest' : 'guests'}` : ''}
              </span>
            </dd>
          </div>
          <div>
            <dt>Guest</dt>
            <dd>
              {shown.guestInfo.name}
              <span className={styles.muted}>{shown.guestInfo.email}</span>
              {shown.guestInfo.phone ? <span className={styles.muted}>{shown.guestInfo.phone}</span> : null}
            </dd>
          </div>
          {shown.specialRequests ? (
            <div>
              <dt>Special requests</dt>
              <dd className={styles.requests}>{shown.specialRequests}</dd>
            </div>
          ) : null}
        </dl>

        <table className={styles.prices}>
          <caption>Rooms and price</caption>
          <thead>
            <tr>
              <th scope="col">Room</th>
              <th scope="col">Rate</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {shown.rooms.map((room) => (
              <tr key={room.type}>
                <th scope="row">
                  {room.quantity} × {room.type}
                </th>
                <td>{formatRupees(room.price)} / night</td>
                <td>{formatRupees(room.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Taxes and fees (12%)
              </th>
              <td>{formatRupees(shown.taxes)}</td>
            </tr>
            <tr className={styles.total}>
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td>{formatRupees(shown.totalAmount)}</td>
            </tr>
          </tfoot>
        </table>

        {TaxDocuments && (shown.payment_status === 'completed' || shown.payment_status === 'refunded') ? (
          <section aria-label="Tax invoice">
            <h3 className={styles.historyTitle}>Tax invoice</h3>
            {shown.company ? (
              <p className={styles.muted}>
                Billed to {shown.company.name}, GSTIN {shown.company.gstin}
              </p>
            ) : null}
            <TaxDocuments bookingId={shown.id} />
          </section>
        ) : null}

        <section aria-label="Status history">
          <h3 className={styles.historyTitle}>History</h3>
          <ol className={styles.history}>
            {shown.statusHistory.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <span className={styles.historyStatus}>{statusLabels[entry.status]}</span>
                <span className={styles.muted}>
                  {formatInstant(entry.at)}
                  {entry.by_name ? ` · ${entry.by_name}` : ''}
                  {entry.reason ? ` · ${entry.reason}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </Modal>
  );
}
