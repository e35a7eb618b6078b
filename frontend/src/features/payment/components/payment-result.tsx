import { formatRupees, formatStayDate, paymentMessages, paymentReference, type CheckoutStatus } from '@suvarna/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { AlertIcon, CalendarIcon, CheckIcon, ClockIcon, MailIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { usePaymentVerification } from '../use-payment-verification';
import details from '../../../components/ui/details.module.css';
import styles from './payment-result.module.css';

/** Spec: the transaction id is the session id cut to 20 characters. */


export interface PaymentResultProps {
  sessionId: string;
  /** The signed-in guest's e-mail, shown when the booking carries none. */
  userEmail: string;
  delays?: readonly number[];
}

/** The payment result on /booking-success: verifying, then confirmed, processing, or the error card. */
export function PaymentResult({ sessionId, userEmail, delays }: PaymentResultProps) {
  const verification = usePaymentVerification(sessionId, delays);

  if (verification.state === 'verifying') {
    return (
      <>
        <PageHero eyebrow="Your Reservation" title="Verifying your payment" size="compact" />
        <Container size="narrow" className={styles.page}>
          <Card variant="elevated" padding="lg" className={styles.verifying} role="status" aria-live="polite">
            <Spinner size="lg" />
            <p className={styles.muted}>Confirming your payment with Stripe. This takes only a moment; please keep this page open.</p>
          </Card>
        </Container>
      </>
    );
  }

  if (verification.state === 'error') {
    return (
      <>
        <PageHero eyebrow="Your Reservation" title="Payment Verification" size="compact" />
        <Container size="narrow" className={styles.page}>
          <Card variant="elevated" padding="lg" className={styles.errorCard} role="alert">
            <span className={styles.errorIcon} aria-hidden="true">
              <AlertIcon />
            </span>
            <p className={styles.lead}>{paymentMessages.verifyFailed}</p>
            <div className={styles.actions}>
              <Button to="/dashboard">View Dashboard</Button>
              <Button to="/contact" variant="secondary">
                Contact Support
              </Button>
            </div>
          </Card>
        </Container>
      </>
    );
  }

  const { status } = verification;
  const paid = verification.state === 'paid';
  return (
    <>
      <PageHero
        eyebrow="Your Reservation"
        title={paid ? 'Booking Confirmed!' : 'Payment Processing'}
        description={paid ? 'Thank you. Your payment was received and your stay is booked.' : paymentMessages.processing}
        size="compact"
      >
        <span className={paid ? styles.successIcon : styles.pendingIcon} aria-hidden="true">
          {paid ? <CheckIcon /> : <ClockIcon />}
        </span>
      </PageHero>
      <Container className={styles.page}>
        <div className={styles.cards}>
          <PaymentCard status={status} paid={paid} />
          {paid && status.booking ? <BookingCard booking={status.booking} userEmail={userEmail} /> : null}
        </div>

        <div className={styles.actions}>
          <Button to="/dashboard" size="lg">
            View Dashboard
          </Button>
          <Button to="/hotels" size="lg" variant="secondary">
            Book Another Stay
          </Button>
        </div>

        <Card variant="sand" padding="lg" as="section" className={styles.next} aria-labelledby="next-steps">
          <h2 id="next-steps" className={styles.cardTitle}>
            What happens next?
          </h2>
          <ul className={styles.steps}>
            <li>
              <MailIcon aria-hidden="true" />
              <span>A confirmation email with your booking details and a calendar file of your stay arrives in your inbox.</span>
            </li>
            <li>
              <CalendarIcon aria-hidden="true" />
              <span>The hotel will contact you 24-48 hours before your arrival.</span>
            </li>
            <li>
              <CheckIcon aria-hidden="true" />
              <span>You can manage your booking from your dashboard.</span>
            </li>
          </ul>
        </Card>
      </Container>
    </>
  );
}

function PaymentCard({ status, paid }: { status: CheckoutStatus; paid: boolean }) {
  return (
    <Card variant="elevated" padding="lg" as="section" aria-labelledby="payment-details">
      <h2 id="payment-details" className={styles.cardTitle}>
        Payment Details
      </h2>
      <dl className={details.details}>
        <div>
          <dt>Status</dt>
          <dd>
            <Badge tone={paid ? 'success' : 'warning'} dot>
              {paid ? 'Paid' : 'Processing'}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd className={styles.amount}>
            {formatRupees(status.amount)} {status.currency.toUpperCase()}
          </dd>
        </div>
        <div>
          <dt>Payment Method</dt>
          <dd>Stripe</dd>
        </div>
        <div>
          <dt>Payment reference</dt>
          <dd className={styles.mono} data-testid="payment-reference">
            {paymentReference(status.session_id)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function BookingCard({ booking, userEmail }: { booking: NonNullable<CheckoutStatus['booking']>; userEmail: string }) {
  return (
    <Card variant="elevated" padding="lg" as="section" aria-labelledby="booking-details">
      <h2 id="booking-details" className={styles.cardTitle}>
        Booking Details
      </h2>
      <dl className={details.details}>
        <div>
          <dt>Hotel</dt>
          <dd>{booking.hotelName}</dd>
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
          <dt>Confirmation Code</dt>
          <dd className={styles.code}>{booking.confirmation_code}</dd>
        </div>
        <div>
          <dt>Guest Email</dt>
          <dd>{booking.guestInfo.email || userEmail}</dd>
        </div>
      </dl>
    </Card>
  );
}
