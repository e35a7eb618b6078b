import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import styles from './showcase-cta.module.css';

export function ShowcaseCta() {
  return (
    <section className={styles.band} aria-labelledby="showcase-cta-title">
      <Container className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>Experience It Yourself</p>
          <h2 id="showcase-cta-title" className={styles.title}>
            The best way to understand our AI is to stay with it
          </h2>
          <p className={styles.description}>Book a stay, or talk to our team about bringing Suvarna intelligence to your events and partnerships.</p>
        </div>
        <div className={styles.actions}>
          <Button to="/book-now" size="lg" iconEnd={<ArrowRightIcon />}>
            Book Your Stay
          </Button>
          <Button to="/contact" size="lg" variant="secondary" inverse>
            Contact Our Team
          </Button>
        </div>
      </Container>
    </section>
  );
}
