import { Button } from '../../../components/ui/button';
import { CtaBand } from '../../../components/ui/cta-band';
import { ArrowRightIcon } from '../../../components/ui/icons';

export function PreOpeningsCta() {
  return (
    <CtaBand
      tone="light"
      titleId="pre-openings-cta-title"
      eyebrow="Stay in Touch"
      title="Be the first to know when our doors open"
      text="Share your details and our reservations team will reach you before bookings open to the public, with Early Bird rates held in your name."
      actions={
        <>
          <Button to="/contact" size="lg" iconEnd={<ArrowRightIcon />}>
            Get Notified
          </Button>
          <Button to="/hotels" size="lg" variant="secondary">
            Explore Open Hotels
          </Button>
        </>
      }
    />
  );
}
