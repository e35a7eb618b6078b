import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { SparkIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import { GlobeIcon, HandshakeIcon } from './partner-icons';
import styles from './why-partner.module.css';

const reasons: ReadonlyArray<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Pan-India Reach',
    text: 'Meet discerning travellers at every Suvarna property, from the Himalaya to the Konkan coast.',
    icon: <GlobeIcon />,
  },
  {
    title: 'AI-Powered Collaboration',
    text: 'Shared insight from our AI platform helps partners design offers guests actually want, and measure what works.',
    icon: <SparkIcon />,
  },
  {
    title: 'Growth Built on Trust',
    text: 'Long-term agreements, fair terms and a shared commitment to the communities around every hotel.',
    icon: <HandshakeIcon />,
  },
];

export function WhyPartner() {
  return (
    <section className={styles.section} aria-labelledby="why-partner-title">
      <Container>
        <SectionHeading
          id="why-partner-title"
          tone="light"
          eyebrow="The Suvarna Alliance"
          title="Why Partner With Us"
          description="Partnerships at Suvarna are built to last, and built to make every stay better."
        />
        <ul className={styles.grid}>
          {reasons.map((reason) => (
            <li key={reason.title} className={styles.reason}>
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
