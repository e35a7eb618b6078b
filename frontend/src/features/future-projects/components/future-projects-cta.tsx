import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Ornament } from '../../../components/ui/ornament';
import styles from './future-projects-cta.module.css';

export function FutureProjectsCta() {
  return (
    <section className={styles.band} aria-labelledby="future-projects-cta-title">
      <Container size="narrow" className={styles.inner}>
        <p className={styles.eyebrow}>Build With Us</p>
        <h2 id="future-projects-cta-title" className={styles.title}>
          Shape the future of Indian hospitality
        </h2>
        <Ornament />
        <p className={styles.text}>
          Landowners, investors, technology pioneers and artisans: we welcome partners who share our vision for heritage
          and intelligence in harmony.
        </p>
        <div className={styles.actions}>
          <Button to="/contact" size="lg" iconEnd={<ArrowRightIcon />}>
            Partner With Us
          </Button>
          <Button to="/brand" size="lg" variant="secondary">
            Our Brand Story
          </Button>
        </div>
      </Container>
    </section>
  );
}
