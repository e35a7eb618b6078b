import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { ChatIcon, HeadsetIcon, PhoneIcon } from '../../../components/ui/icons';
import { company } from '../../../config/company';
import { useAbandonCheckout } from '../use-abandon-checkout';
import styles from './booking-cancelled.module.css';

const reasons = [
  'Your card was declined or the payment could not be completed.',
  'The payment session timed out before it was finished.',
  'A connectivity problem interrupted the payment.',
  'You changed your mind and left the payment page.',
];

export interface BookingCancelledProps {
  signedIn: boolean;
  /** The booking the checkout's cancel link names (?booking=), if any. */
  bookingId?: string | null;
  /** Where Try Booking Again goes: the same hotel, dates, guests and rooms when the booking is known. */
  retryPath?: string;
}

/** /booking-cancel: the guest left Stripe's page; the abandoned checkout is expired so its rooms return at once. */
export function BookingCancelled({ signedIn, bookingId = null, retryPath = '/book-now' }: BookingCancelledProps) {
  const abandon = useAbandonCheckout();
  const done = useRef(false);
  useEffect(() => {
    if (!signedIn || done.current) return;
    done.current = true;
    void abandon(bookingId);
  }, [abandon, signedIn, bookingId]);

  return (
    <>
      <PageHero
        eyebrow="Your Reservation"
        title="Booking Cancelled"
        description="Your booking was cancelled and no payment has been charged."
        size="compact"
        actions={
          <>
            <Button to={retryPath} size="lg">
              Try Booking Again
            </Button>
            <Button to="/hotels" size="lg" variant="secondary" inverse>
              Browse All Hotels
            </Button>
            <Button to="/dashboard" size="lg" variant="ghost" inverse>
              Go to Dashboard
            </Button>
          </>
        }
      />
      <Container size="narrow" className={styles.page}>

        <Card variant="elevated" padding="lg" as="section" aria-labelledby="cancel-reasons" className={styles.card}>
          <h2 id="cancel-reasons" className={styles.cardTitle}>
            Common reasons a booking is cancelled
          </h2>
          <ul className={styles.reasons}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Card>

        <Card variant="dark" padding="lg" as="section" aria-labelledby="cancel-help" className={styles.help}>
          <h2 id="cancel-help" className={styles.helpTitle}>
            Need help with your booking?
          </h2>
          <p className={styles.helpText}>Our reservations team and our AI concierge are here to help you complete your stay.</p>
          <div className={styles.helpLinks}>
            <Button to="/contact" inverse icon={<HeadsetIcon />}>
              Contact Support
            </Button>
            <Button to="/ai-demos" inverse variant="secondary" icon={<ChatIcon />}>
              Ask Our AI Concierge
            </Button>
          </div>
          <p className={styles.phone}>
            <PhoneIcon aria-hidden="true" /> Call us: <a href={company.phone.href}>{company.phone.display}</a>
          </p>
        </Card>
      </Container>
    </>
  );
}
