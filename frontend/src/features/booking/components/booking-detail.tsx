import { formatStayDate, rupeesToPaise, type Booking, type StayPrice } from '@suvarna/contracts';
import { useState } from 'react';
import { FormOutcome, type Outcome } from '../../../components/feedback/form-outcome';
import { LoadingView } from '../../../components/feedback/loading-view';
import { Badge, statusTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { AlertIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { PageHero } from '../../../components/ui/page-hero';
import { company } from '../../../config/company';
import { errorDetail } from '../../../lib/api-errors';
import { useCancelBookingMutation, useGetBookingQuery, useReleaseHoldMutation } from '../api/booking-api';
import { guestPaymentTone, guestStatusOf, guestStatusTone } from '../booking-labels';
import type { CheckoutStarter, TaxDocumentsView } from '../booking-ports';
import { holdText, useTimeLeft } from '../hooks/use-time-left';
import { formatClock } from '../booking-labels';
import { ChangeDates } from './change-dates';
import { nightsText, PriceSummary } from './price-summary';
import details from '../../../components/ui/details.module.css';
import styles from './booking-detail.module.css';

const deadlineFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
  timeZoneName: 'short',
});

export function formatDeadline(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : deadlineFormat.format(date);
}

/** The booking's rooms as the price summary shows a stay. */
export function bookedPrice(booking: Booking): StayPrice {
  const lines = booking.rooms.map((room) => ({
    type: room.type,
    quantity: room.quantity,
    pricePaise: rupeesToPaise(room.price),
    nights: booking.nights,
    amountPaise: rupeesToPaise(room.amount),
  }));
  return {
    nights: booking.nights,
    lines,
    roomTotalPaise: rupeesToPaise(booking.roomTotal),
    taxesPaise: rupeesToPaise(booking.taxes),
    totalPaise: rupeesToPaise(booking.totalAmount),
  };
}

function errorStatus(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
}

export interface BookingDetailProps {
  id: string;
  /** The payment step Resume payment opens (Stripe Checkout). */
  checkout: CheckoutStarter;
  /** The GST invoice and credit notes of a paid booking. */
  taxDocuments?: TaxDocumentsView;
  /** What the change of dates says first (the guest left the difference's Checkout unpaid). */
  changeOutcome?: Outcome;
}

/** /booking/{id}: a guest's own booking (anyone else's answers 404 and shows 'Booking Not Found'). */
export function BookingDetail({ id, checkout, taxDocuments, changeOutcome = null }: BookingDetailProps) {
  const { data: booking, error, isLoading, refetch } = useGetBookingQuery(id);

  if (isLoading) return <LoadingView text="Loading your booking..." />;
  if (!booking) {
    const status = errorStatus(error);
    const missing = status === 404 || status === 403 || status === 400;
    return (
      <>
        <PageHero eyebrow="Your Reservation" title={missing ? 'Booking Not Found' : 'Booking Unavailable'} size="compact" />
        <Container size="narrow" className={styles.page}>
          <Card variant="elevated" padding="lg" className={styles.problem} role={missing ? undefined : 'alert'}>
            <span className={styles.problemIcon} aria-hidden="true">
              <AlertIcon />
            </span>
            <p className={styles.lead}>
              {missing
                ? "We couldn't find this booking in your account. Please check the link, or find your stays on your dashboard."
                : 'We could not load this booking just now. Please try again in a moment.'}
            </p>
            <div className={styles.actions}>
              <Button to="/dashboard">Go to Dashboard</Button>
              {missing ? (
                <Button to="/contact" variant="secondary">
                  Contact Support
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => void refetch()}>
                  Try Again
                </Button>
              )}
            </div>
          </Card>
        </Container>
      </>
    );
  }
  return <BookingDetailView booking={booking} checkout={checkout} taxDocuments={taxDocuments} changeOutcome={changeOutcome} />;
}

function BookingDetailView({
  booking,
  checkout,
  taxDocuments: TaxDocuments,
  changeOutcome,
}: {
  booking: Booking;
  checkout: CheckoutStarter;
  taxDocuments?: TaxDocumentsView;
  changeOutcome: Outcome;
}) {
  const heldFor = useTimeLeft(booking.status === 'pending' && booking.payment_status === 'pending' ? booking.hold_expires_at : null);
  const { startCheckout, starting } = checkout;
  const [cancel, cancellation] = useCancelBookingMutation();
  const [release, releasing] = useReleaseHoldMutation();
  const [confirming, setConfirming] = useState(false);
  const [payOutcome, setPayOutcome] = useState<Outcome>(null);
  const [cancelOutcome, setCancelOutcome] = useState<Outcome>(null);
  const [copied, setCopied] = useState(false);
  const payable = heldFor !== null && heldFor > 0;
  const policy = booking.cancellation;
  const paid = booking.payment_status === 'completed';
  // A paid stay moves while free cancellation lasts; an unpaid one while its rooms are held.
  const movable = (booking.status === 'pending' || booking.status === 'confirmed') && ((paid && policy?.allowed === true) || payable);
  const shown = guestStatusOf(booking);
  // Why a cancelled booking was cancelled, as recorded (the guest, the hotel, the payment's time running out).
  const cancelReason = booking.status === 'cancelled' ? [...booking.statusHistory].reverse().find((change) => change.status === 'cancelled')?.reason : undefined;

  const releaseRooms = async () => {
    setPayOutcome(null);
    const result = await release(booking.id);
    setCancelOutcome(
      'error' in result
        ? { kind: 'error', message: errorDetail(result.error, 'We could not release the rooms. Please try again or call us.') }
        : { kind: 'success', message: 'Your rooms are released and the booking is cancelled. Nothing was charged.' },
    );
  };

  const pay = async () => {
    setPayOutcome(null);
    const failure = await startCheckout(booking.id);
    if (failure) setPayOutcome({ kind: 'error', message: failure });
  };

  const confirmCancel = async () => {
    const result = await cancel(booking.id);
    setConfirming(false);
    setCancelOutcome(
      'error' in result
        ? { kind: 'error', message: errorDetail(result.error, 'We could not cancel this booking. Please try again or call us.') }
        : { kind: 'success', message: paid ? 'Your booking is cancelled. Your refund is on its way to your card.' : 'Your booking is cancelled.' },
    );
  };

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(booking.confirmation_code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const place = [booking.hotel.address, booking.hotel.location, booking.hotel.state].filter(Boolean).join(', ');

  return (
    <>
      <PageHero eyebrow="Your Reservation" title={booking.hotelName} description={`${formatStayDate(booking.checkIn)} to ${formatStayDate(booking.checkOut)}`} size="compact" />
      <Container className={styles.page}>
        <Card variant="elevated" padding="lg" className={styles.codeCard} as="section" aria-labelledby="code-title">
          <div className={styles.codeBlock}>
            <h2 id="code-title" className={styles.eyebrow}>
              Confirmation Code
            </h2>
            <p className={styles.code} data-testid="confirmation-code">
              {booking.confirmation_code}
            </p>
            <div className={styles.codeActions}>
              <Button size="sm" variant="secondary" onClick={() => void copyCode()} className={styles.noPrint}>
                {copied ? 'Copied' : 'Copy Code'}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => window.print()} className={styles.noPrint}>
                Print
              </Button>
              <span className="visually-hidden" role="status">
                {copied ? 'Confirmation code copied' : ''}
              </span>
            </div>
          </div>
          <dl className={styles.statuses}>
            <div>
              <dt>Booking Status</dt>
              <dd>
                <Badge tone={statusTone(guestStatusTone(shown.state))} dot>
                  {shown.label}
                </Badge>
              </dd>
            </div>
            <div>
              <dt>Payment Status</dt>
              <dd>
                <Badge tone={statusTone(guestPaymentTone(booking))} dot>
                  {shown.payment_label}
                </Badge>
              </dd>
            </div>
          </dl>
        </Card>

        {payable ? (
          <Card variant="sand" padding="lg" as="section" className={`${styles.payCard} ${styles.noPrint}`} aria-labelledby="pay-title">
            <span className={styles.payIcon} aria-hidden="true">
              <ClockIcon />
            </span>
            <div className={styles.payText}>
              <h2 id="pay-title" className={styles.cardTitleInline}>
                Complete your payment
              </h2>
              <p data-testid="hold-minutes">
                Your rooms are held for {holdText(heldFor)}
                {booking.hold_expires_at ? `, until ${formatClock(booking.hold_expires_at)} IST` : ''}. Resume your payment to secure your stay, or release
                the rooms if you no longer need them.
              </p>
              <FormOutcome outcome={payOutcome} />
            </div>
            <div className={styles.payActions}>
              <Button size="lg" onClick={() => void pay()} busy={starting} disabled={starting || releasing.isLoading}>
                {starting ? 'Processing...' : 'Resume payment'}
              </Button>
              <Button size="lg" variant="secondary" onClick={() => void releaseRooms()} busy={releasing.isLoading} disabled={starting || releasing.isLoading}>
                {releasing.isLoading ? 'Releasing...' : 'Release rooms'}
              </Button>
            </div>
          </Card>
        ) : null}

        <div className={styles.grid}>
          <Card variant="elevated" padding="lg" as="section" aria-labelledby="stay-details">
            <h2 id="stay-details" className={styles.cardTitle}>
              Your Stay
            </h2>
            <dl className={`${details.details} ${styles.stacked}`}>
              <div>
                <dt>Hotel</dt>
                <dd>
                  <strong>{booking.hotelName}</strong>
                  {place ? (
                    <span className={styles.withIcon}>
                      <MapPinIcon aria-hidden="true" />
                      {place}
                    </span>
                  ) : null}
                  {booking.hotel.phone ? (
                    <a className={styles.withIcon} href={`tel:${booking.hotel.phone.replace(/[^\d+]/g, '')}`}>
                      <PhoneIcon aria-hidden="true" />
                      {booking.hotel.phone}
                    </a>
                  ) : null}
                  {booking.hotel.email ? (
                    <a className={styles.withIcon} href={`mailto:${booking.hotel.email}`}>
                      <MailIcon aria-hidden="true" />
                      {booking.hotel.email}
                    </a>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt>Check-in</dt>
                <dd>{formatStayDate(booking.checkIn)}</dd>
              </div>
              <div>
                <dt>Check-out</dt>
                <dd>{formatStayDate(booking.checkOut)}</dd>
              </div>
              <div>
                <dt>Length of stay</dt>
                <dd>{nightsText(booking.nights)}</dd>
              </div>
              {booking.guests ? (
                <div>
                  <dt>Guests</dt>
                  <dd>{booking.guests}</dd>
                </div>
              ) : null}
              <div>
                <dt>Rooms</dt>
                <dd>{booking.rooms.map((room) => `${room.quantity} × ${room.type}`).join(', ')}</dd>
              </div>
            </dl>
          </Card>

          <Card variant="elevated" padding="lg" as="section" aria-labelledby="price-details">
            <h2 id="price-details" className={styles.cardTitle}>
              Price Breakdown
            </h2>
            <PriceSummary price={bookedPrice(booking)} label={null} />
          </Card>

          <Card variant="elevated" padding="lg" as="section" aria-labelledby="guest-details">
            <h2 id="guest-details" className={styles.cardTitle}>
              Guest Details
            </h2>
            <dl className={`${details.details} ${styles.stacked}`}>
              <div>
                <dt>Name</dt>
                <dd>{booking.guestInfo.name}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{booking.guestInfo.email}</dd>
              </div>
              {booking.guestInfo.phone ? (
                <div>
                  <dt>Phone</dt>
                  <dd>{booking.guestInfo.phone}</dd>
                </div>
              ) : null}
              <div>
                <dt>Special Requests</dt>
                <dd className={styles.requests}>{booking.specialRequests || 'None'}</dd>
              </div>
            </dl>
          </Card>

          {movable ? (
            <Card variant="elevated" padding="lg" as="section" aria-labelledby="change-title" className={styles.noPrint}>
              <h2 id="change-title" className={styles.cardTitle}>
                Change Dates
              </h2>
              {/* Keyed by the outcome handed in, so that one arriving after the form is shown is shown. */}
              <ChangeDates key={changeOutcome?.message ?? 'form'} booking={booking} checkout={checkout} initialOutcome={changeOutcome} />
            </Card>
          ) : null}

          {TaxDocuments && (paid || booking.payment_status === 'refunded') ? (
            <Card variant="elevated" padding="lg" as="section" aria-labelledby="invoice-title" className={styles.noPrint}>
              <h2 id="invoice-title" className={styles.cardTitle}>
                Tax Invoice
              </h2>
              {booking.company ? (
                <p className={styles.muted}>
                  Billed to {booking.company.name} (GSTIN {booking.company.gstin}).
                </p>
              ) : null}
              <TaxDocuments bookingId={booking.id} />
            </Card>
          ) : null}

          <Card variant="elevated" padding="lg" as="section" aria-labelledby="cancel-title" className={styles.noPrint}>
            <h2 id="cancel-title" className={styles.cardTitle}>
              Cancellation
            </h2>
            {payable ? (
              <p className={styles.muted}>Nothing has been charged. If you no longer need the rooms, release them above: the booking is cancelled at once.</p>
            ) : policy?.allowed && booking.status !== 'cancelled' ? (
              <>
                <p className={styles.muted}>
                  Free cancellation until <strong>{formatDeadline(policy.deadline)}</strong>
                  {paid ? ', with a full refund to your card.' : '.'}
                </p>
                <Button variant="secondary" onClick={() => setConfirming(true)} className={styles.cancelButton}>
                  Cancel Booking
                </Button>
              </>
            ) : booking.status === 'cancelled' ? (
              <p className={styles.muted} data-testid="cancelled-note">
                This booking is cancelled{booking.payment_status === 'refunded' ? ' and its payment refunded' : ''}.{cancelReason ? ` ${cancelReason}.` : ''}
              </p>
            ) : (
              <>
                <p className={styles.muted}>{policy?.reason ?? 'This booking can no longer be cancelled online.'}</p>
                <p className={styles.withIcon}>
                  <PhoneIcon aria-hidden="true" />
                  <span>
                    Reservations team: <a href={company.phone.href}>{company.phone.display}</a>
                  </span>
                </p>
              </>
            )}
            <FormOutcome outcome={cancelOutcome} />
          </Card>
        </div>

        <div className={`${styles.actions} ${styles.noPrint}`}>
          <Button to="/dashboard">Back to Dashboard</Button>
          <Button to="/hotels" variant="secondary">
            Book Another Stay
          </Button>
        </div>
      </Container>

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        closeOnBackdrop={!cancellation.isLoading}
        title="Cancel this booking?"
        description={`${booking.hotelName}, ${formatStayDate(booking.checkIn)} to ${formatStayDate(booking.checkOut)}. Confirmation code ${booking.confirmation_code}.`}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancellation.isLoading}>
              Keep Booking
            </Button>
            <Button onClick={() => void confirmCancel()} busy={cancellation.isLoading} disabled={cancellation.isLoading}>
              {cancellation.isLoading ? 'Cancelling...' : 'Yes, Cancel Booking'}
            </Button>
          </>
        }
      >
        <p className={styles.muted}>
          {paid ? 'The full amount you paid is refunded to your card; it usually arrives in 5 to 10 working days.' : 'Nothing has been charged, so nothing needs to be refunded.'} The
          rooms are released at once.
        </p>
      </Modal>
    </>
  );
}
