import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { ShieldIcon, SparkIcon, StarIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import jaali from '../../../components/ui/jaali-band.module.css';
import styles from './pre-opening-benefits.module.css';

interface Benefit {
  icon: ReactNode;
  title: string;
  highlight: string;
  text: string;
}

const benefits: Benefit[] = [
  {
    icon: <SparkIcon />,
    title: 'Early Bird Rates',
    highlight: 'Up to 30% off',
    text: 'Reserve before we open and enjoy introductory rates reserved for our very first guests.',
  },
  {
    icon: <StarIcon />,
    title: 'VIP Treatment',
    highlight: 'A personal welcome',
    text: 'Priority upgrades, a personal host for your stay and a welcome ritual rooted in local tradition.',
  },
  {
    icon: <ShieldIcon />,
    title: 'Founding Guest Benefits',
    highlight: 'Privileges that last',
    text: 'Your name in the founding guest book, invitations to opening celebrations and lasting loyalty privileges.',
  },
];

export function PreOpeningBenefits() {
  return (
    <section className={jaali.band} aria-labelledby="pre-opening-benefits-title">
      <Container>
        <SectionHeading
          id="pre-opening-benefits-title"
          tone="light"
          eyebrow="Pre-Booking Privileges"
          title="Be Among Our First Guests"
          description="Those who join us before the doors open are remembered long after."
        />
        <ul className={styles.grid}>
          {benefits.map((benefit) => (
            <li key={benefit.title} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                {benefit.icon}
              </span>
              <h3 className={styles.title}>{benefit.title}</h3>
              <p className={styles.highlight}>{benefit.highlight}</p>
              <p className={styles.text}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
