import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Ornament } from '../../../components/ui/ornament';
import styles from './partners-cta.module.css';

export function PartnersCta() {
  return (
    <section className={styles.band} aria-labelledby="partners-cta-title">
      <Container size="narrow" className={styles.inner}>
        <p className={styles.eyebrow}>Grow With Suvarna</p>
        <h2 id="partners-cta-title" className={styles.title}>
          Let us create something remarkable together
        </h2>
        <Ornament />
        <p className={styles.text}>Tell us about your organisation and the guests you would love to delight. Our partnerships team replies within two working days.</p>
        <div className={styles.actions}>
          <Button to="/contact" size="lg" iconEnd={<ArrowRightIcon />}>
            Become a Partner
          </Button>
          <Button to="/brand" size="lg" variant="secondary" inverse>
            Discover Our Story
          </Button>
        </div>
      </Container>
    </section>
  );
}
