import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import styles from './brand-timeline.module.css';

export interface Milestone {
  date: string;
  title: string;
  description: string;
}

/** Spec: the journey, exactly these five steps. */
export const journey: readonly Milestone[] = [
  {
    date: '2025',
    title: 'Foundation',
    description: 'Suvarna Hotels & Resorts is founded with one idea: Indian hospitality, elevated by artificial intelligence.',
  },
  {
    date: 'Feb 2025',
    title: 'First AI Hotel',
    description: 'Suvarna Imperial opens in New Delhi, India’s first hotel run end to end with an AI concierge and smart rooms.',
  },
  {
    date: 'Jun 2025',
    title: 'National Expansion',
    description: 'From the capital to the coasts and the hills: Suvarna expands to 8+ cities across India.',
  },
  {
    date: 'Sep 2025',
    title: 'Himalayan & Heritage Growth',
    description: 'Mountain resorts, wellness retreats and heritage stays bring the family to 15+ properties.',
  },
  {
    date: 'Jan 2026',
    title: 'A Pan‑India Presence',
    description: 'With the Northeast and new destinations in development, Suvarna’s vision grows to 30+ hotels.',
  },
];

export function BrandTimeline() {
  return (
    <section className={styles.section} aria-labelledby="brand-timeline-title">
      <Container>
        <SectionHeading
          id="brand-timeline-title"
          eyebrow="Our Journey"
          title="From One Idea to a Nation of Stays"
          description="A short history, and a long way still to go."
        />
        <ol className={styles.timeline}>
          {journey.map((milestone) => (
            <li key={milestone.date} className={styles.item}>
              <span className={styles.node} aria-hidden="true" />
              <div className={styles.card}>
                <p className={styles.date}>{milestone.date}</p>
                <h3 className={styles.title}>{milestone.title}</h3>
                <p className={styles.description}>{milestone.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
