import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Ornament } from '../../../components/ui/ornament';
import styles from './brand-technology.module.css';

const pillars = [
  { title: 'Conversational AI', text: 'Understands guests in English, Hindi and Tamil, in their own scripts or typed in English letters, and answers in kind.' },
  { title: 'Predictive Personalisation', text: 'Learns your preferences, from pillow to playlist, and prepares them before you arrive.' },
  { title: 'Smart Rooms', text: 'Light, climate and curtains that respond to a word, with on-device processing for privacy.' },
  { title: 'Privacy by Design', text: 'Your data stays in India, encrypted, and is used only to serve you better.' },
] as const;

/** How the AI works, with the way to the full showcase. */
export function BrandTechnology() {
  return (
    <section className={styles.section} aria-labelledby="brand-technology-title">
      <Container className={styles.layout}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>Our Technology</p>
          <h2 id="brand-technology-title" className={styles.title}>
            Intelligence woven into every thread
          </h2>
          <Ornament align="start" />
          <p className={styles.lead}>
            Suvarna runs on a platform designed in India for Indian hospitality: one intelligence connecting reservations,
            rooms, kitchens and concierge, so the whole hotel knows what you need.
          </p>
          <ul className={styles.pillars}>
            {pillars.map((pillar) => (
              <li key={pillar.title} className={styles.pillar}>
                <h3 className={styles.pillarTitle}>{pillar.title}</h3>
                <p>{pillar.text}</p>
              </li>
            ))}
          </ul>
          <Button to="/ai-showcase" iconEnd={<ArrowRightIcon />} className={styles.action}>
            Explore the AI Showcase
          </Button>
        </div>
        <div className={styles.artFrame}>
          <img src="/images/brand/technology-mandala.svg" alt="" className={styles.art} loading="lazy" decoding="async" />
        </div>
      </Container>
    </section>
  );
}
