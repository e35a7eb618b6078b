import { Container } from '../../../components/ui/container';
import { Ornament } from '../../../components/ui/ornament';
import styles from './brand-mission.module.css';

export function BrandMission() {
  return (
    <section className={styles.section} aria-labelledby="brand-mission-title">
      <Container className={styles.layout}>
        <figure className={styles.figure}>
          <div className={styles.frame}>
            <img src="/images/brand/mission-arch.svg" alt="A carved Mughal arch framing a lotus pond at dusk" className={styles.art} loading="lazy" decoding="async" />
          </div>
          <figcaption className={styles.caption}>The courtyard of our New Delhi flagship, where Suvarna began.</figcaption>
        </figure>
        <div className={styles.text}>
          <p className={styles.eyebrow}>Our Mission</p>
          <h2 id="brand-mission-title" className={styles.title}>
            Hospitality with a soul, guided by intelligence
          </h2>
          <Ornament align="start" />
          <p className={styles.lead}>
            To make every guest feel known: by carrying India’s ancient tradition of <em>Atithi Devo Bhava</em>, the guest
            is god, into an age of thoughtful technology.
          </p>
          <p>
            We build hotels where artificial intelligence handles the details, so that our people are free for what no
            machine can offer: warmth, intuition and the small gesture that turns a stay into a memory.
          </p>
          <blockquote className={styles.quote}>
            <p>“Technology should make hospitality more human, never less. That is the promise behind every Suvarna door.”</p>
            <footer>Arjun Malhotra, Founder &amp; Chief Executive Officer</footer>
          </blockquote>
        </div>
      </Container>
    </section>
  );
}
