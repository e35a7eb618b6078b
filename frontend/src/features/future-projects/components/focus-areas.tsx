import type { ReactNode, SVGProps } from 'react';
import { Container } from '../../../components/ui/container';
import { BuildingIcon, SparkIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import jaali from '../../../components/ui/jaali-band.module.css';
import styles from './focus-areas.module.css';

/** Drawn like the shell's line icons (24 px grid, 1.5 stroke) for the two themes it has no icon for. */
function LineIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

const LeafIcon = () => (
  <LineIcon>
    <path d="M5 19c0-8 5-13.5 14-14-.5 9-6 14-14 14Z" />
    <path d="M5 19 13 11" />
  </LineIcon>
);

const LotusIcon = () => (
  <LineIcon>
    <path d="M12 19c-2.5-2-3.5-4.5-3.5-7S10 7 12 5c2 2 3.5 4.5 3.5 7s-1 5-3.5 7Z" />
    <path d="M12 19c-3.5 0-7-2-8.5-6 2.5-.5 4.5 0 6 1M12 19c3.5 0 7-2 8.5-6-2.5-.5-4.5 0-6 1" />
  </LineIcon>
);

interface FocusArea {
  icon: ReactNode;
  title: string;
  text: string;
}

const focusAreas: FocusArea[] = [
  {
    icon: <SparkIcon />,
    title: 'AI-Native Operations',
    text: 'Digital twins, predictive maintenance and concierge intelligence designed in from the very first blueprint.',
  },
  {
    icon: <LeafIcon />,
    title: 'Sustainable Luxury',
    text: 'Net-zero and carbon-negative buildings, solar power and water-positive design that leave each landscape better.',
  },
  {
    icon: <BuildingIcon />,
    title: 'Heritage Conservation',
    text: 'Historic landmarks restored with master artisans and conservation experts, and opened to a new generation.',
  },
  {
    icon: <LotusIcon />,
    title: 'Wellness & Longevity',
    text: 'Biometric-guided wellness journeys, Ayurveda and mindful retreats shaped by India’s healing traditions.',
  },
];

export function FocusAreas() {
  return (
    <section className={jaali.band} aria-labelledby="focus-areas-title">
      <Container>
        <SectionHeading
          id="focus-areas-title"
          tone="light"
          eyebrow="Our Focus"
          title="Where We Are Investing"
          description="Four commitments guide every project we take from sketch to opening day."
        />
        <ul className={styles.grid}>
          {focusAreas.map((area) => (
            <li key={area.title} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                {area.icon}
              </span>
              <h3 className={styles.title}>{area.title}</h3>
              <p className={styles.text}>{area.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
