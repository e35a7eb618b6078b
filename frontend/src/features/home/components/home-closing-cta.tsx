import { Button } from '../../../components/ui/button';
import { CtaBand } from '../../../components/ui/cta-band';
import { ArrowRightIcon } from '../../../components/ui/icons';
import styles from './home-closing-cta.module.css';

/** The page's last word: an invitation to choose a property. */
export function HomeClosingCta() {
  return (
    <CtaBand
      className={styles.band}
      backdrop={<span className={styles.arch} aria-hidden="true" />}
      titleId="home-cta-title"
      eyebrow="Your Journey Begins Here"
      title="Reserve a stay that remembers you"
      text="Choose from palaces, hill retreats and city icons across India. Your preferences travel with you, from the first booking to the last farewell."
      actions={
        <>
          <Button to="/hotels" size="lg" iconEnd={<ArrowRightIcon />}>
            Find Your Perfect Stay
          </Button>
          <Button to="/contact" size="lg" variant="secondary" inverse>
            Speak With Us
          </Button>
        </>
      }
    />
  );
}
