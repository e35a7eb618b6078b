import type { Hotel } from '@suvarna/contracts';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { PreOpeningCard } from './pre-opening-card';
import styles from './pre-opening-list.module.css';

interface PreOpeningListProps {
  /** The pre-opening properties, in the order to show them. */
  hotels: readonly Hotel[];
  now?: Date;
}

export function PreOpeningList({ hotels, now = new Date() }: PreOpeningListProps) {
  return (
    <section className={styles.section} aria-labelledby="pre-openings-title">
      <Container>
        <SectionHeading
          id="pre-openings-title"
          eyebrow="Opening Soon"
          title="Our Upcoming Properties"
          description="Each new Suvarna is years in the making, shaped with local artisans and communities. Here is what awaits."
        />
        {hotels.length > 0 ? (
          <ul className={styles.list}>
            {hotels.map((hotel) => (
              <li key={hotel.id}>
                <PreOpeningCard hotel={hotel} now={now} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty} role="status">
            Every property we announced has now opened its doors. New destinations will be revealed here soon.
          </p>
        )}
      </Container>
    </section>
  );
}
