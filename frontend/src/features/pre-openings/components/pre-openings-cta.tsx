import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Ornament } from '../../../components/ui/ornament';
import styles from './pre-openings-cta.module.css';

export function PreOpeningsCta() {
  return (
    <section className={styles.band} aria-labelledby="pre-openings-cta-title">
      <Container size="narrow" className={styles.inner}>
        <p className={styles.eyebrow}>Stay in Touch</p>
        <h2 id="pre-openings-cta-title" className={styles.title}>
          Be the first to know when our doors open
        </h2>
        <Ornament />
        <p className={styles.text}>
          Share your details and our reservations team will reach you before bookings open to the public, with Early Bird
          rates held in your name.
        </p>
        <div className={styles.actions}>
          <Button to="/contact" size="lg" iconEnd={<ArrowRightIcon />}>
            Get Notified
          </Button>
          <Button to="/hotels" size="lg" variant="secondary">
            Explore Open Hotels
          </Button>
        </div>
      </Container>
    </section>
  );
}
