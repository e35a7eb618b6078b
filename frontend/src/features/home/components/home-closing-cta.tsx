import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Ornament } from '../../../components/ui/ornament';
import styles from './home-closing-cta.module.css';

/** The page's last word: an invitation to choose a property. */
export function HomeClosingCta() {
  return (
    <section className={styles.band} aria-labelledby="home-cta-title">
      <span className={styles.arch} aria-hidden="true" />
      <Container size="narrow" className={styles.inner}>
        <p className={styles.eyebrow}>Your Journey Begins Here</p>
        <h2 id="home-cta-title" className={styles.title}>
          Reserve a stay that remembers you
        </h2>
        <Ornament />
        <p className={styles.text}>
          Choose from palaces, hill retreats and city icons across India. Your preferences travel with you, from the first
          booking to the last farewell.
        </p>
        <div className={styles.actions}>
          <Button to="/hotels" size="lg" iconEnd={<ArrowRightIcon />}>
            Find Your Perfect Stay
          </Button>
          <Button to="/contact" size="lg" variant="secondary" inverse>
            Speak With Us
          </Button>
        </div>
      </Container>
    </section>
  );
}
