import type { Hotel } from '@suvarna/contracts';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { FutureProjectCard } from './future-project-card';
import styles from './future-project-list.module.css';

interface FutureProjectListProps {
  hotels: readonly Hotel[];
  now?: Date;
}

export function FutureProjectList({ hotels, now = new Date() }: FutureProjectListProps) {
  return (
    <section className={styles.section} aria-labelledby="future-projects-title">
      <Container>
        <SectionHeading
          id="future-projects-title"
          eyebrow="In Development"
          title="Projects Shaping Tomorrow"
          description="Landmark destinations now in design and construction, each a step further in AI-native, sustainable luxury."
        />
        {hotels.length > 0 ? (
          <ul className={styles.grid}>
            {hotels.map((hotel) => (
              <li key={hotel.id} className={styles.item}>
                <FutureProjectCard hotel={hotel} now={now} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty} role="status">
            Our next destinations are being chosen. New projects will be announced here first.
          </p>
        )}
      </Container>
    </section>
  );
}
