import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Ornament } from '../../../components/ui/ornament';
import styles from './brand-cta.module.css';

export function BrandCta() {
  return (
    <section className={styles.band} aria-labelledby="brand-cta-title">
      <Container size="narrow" className={styles.inner}>
        <p className={styles.eyebrow}>Be Part of Our Story</p>
        <h2 id="brand-cta-title" className={styles.title}>
          The next chapter is written by our guests
        </h2>
        <Ornament />
        <p className={styles.text}>Reserve your stay and experience the union of heritage and intelligence for yourself.</p>
        <div className={styles.actions}>
          <Button to="/book-now" size="lg" iconEnd={<ArrowRightIcon />}>
            Book Your Stay
          </Button>
          <Button to="/hotels" size="lg" variant="secondary" inverse>
            Explore Our Hotels
          </Button>
        </div>
      </Container>
    </section>
  );
}
