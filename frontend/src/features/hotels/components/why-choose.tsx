import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { BuildingIcon, ShieldIcon, SparkIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import jaali from '../../../components/ui/jaali-band.module.css';
import styles from './why-choose.module.css';

interface Reason {
  icon: ReactNode;
  title: string;
  text: string;
}

const reasons: Reason[] = [
  {
    icon: <SparkIcon />,
    title: 'AI-Powered Hospitality',
    text: 'A concierge that remembers how you take your chai, rooms that settle to your rhythm, and service that anticipates rather than reacts.',
  },
  {
    icon: <BuildingIcon />,
    title: 'Indian Heritage, Reimagined',
    text: 'From Mughal courtyards to Himalayan lodges, every property is shaped by the craft, cuisine and culture of its region.',
  },
  {
    icon: <ShieldIcon />,
    title: 'Effortless, Assured Stays',
    text: 'Clear rupee pricing, secure card payments and a guest relations team on call around the clock, before and during your stay.',
  },
];

/** The 'Why Choose' band of the properties page: three reasons, on midnight. */
export function WhyChoose() {
  return (
    <section className={jaali.band} aria-labelledby="why-choose-title">
      <Container>
        <SectionHeading
          id="why-choose-title"
          tone="light"
          eyebrow="The Suvarna Difference"
          title="Why Choose Suvarna"
          description="Five-star comfort, a distinctly Indian welcome and technology that quietly takes care of the details."
        />
        <ul className={styles.grid}>
          {reasons.map((reason, index) => (
            <li key={reason.title} className={styles.card}>
              <span className={styles.index} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className={styles.icon} aria-hidden="true">
                {reason.icon}
              </span>
              <h3 className={styles.title}>{reason.title}</h3>
              <p className={styles.text}>{reason.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
