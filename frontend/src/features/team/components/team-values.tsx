import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { HeadsetIcon, MapPinIcon, SparkIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import styles from './team-values.module.css';

const values: ReadonlyArray<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Guests Before All',
    text: 'Every decision, from a new hotel to a new pillow menu, starts with the question of what our guests will feel.',
    icon: <HeadsetIcon />,
  },
  {
    title: 'Rooted in Place',
    text: 'Our leaders live in the regions they serve, and hire, cook and build with the communities around each hotel.',
    icon: <MapPinIcon />,
  },
  {
    title: 'Innovate With Heart',
    text: 'We adopt technology only where it frees our people to be more present, more generous and more personal.',
    icon: <SparkIcon />,
  },
];

export function TeamValues() {
  return (
    <section className={styles.section} aria-labelledby="team-values-title">
      <Container>
        <SectionHeading id="team-values-title" eyebrow="How We Lead" title="The Values We Share" />
        <ul className={styles.grid}>
          {values.map((value) => (
            <li key={value.title} className={styles.value}>
              <span className={styles.icon} aria-hidden="true">
                {value.icon}
              </span>
              <h3 className={styles.title}>{value.title}</h3>
              <p className={styles.text}>{value.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
