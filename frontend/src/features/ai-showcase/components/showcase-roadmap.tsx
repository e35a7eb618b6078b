import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { Container } from '../../../components/ui/container';
import { CheckIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import { cx } from '../../../lib/class-names';
import styles from './showcase-roadmap.module.css';

export type PhaseStatus = 'Complete' | 'Active' | 'Coming Soon';

interface Phase {
  phase: string;
  period: string;
  title: string;
  status: PhaseStatus;
  items: readonly string[];
}

const statusTone: Record<PhaseStatus, BadgeTone> = {
  Complete: 'success',
  Active: 'gold',
  'Coming Soon': 'neutral',
};

export const roadmap: readonly Phase[] = [
  {
    phase: 'Phase 1',
    period: '2025',
    title: 'Foundation AI',
    status: 'Complete',
    items: ['AI concierge in every property', 'Smart Reservations with tailored recommendations', 'Sales assistant for packages and offers'],
  },
  {
    phase: 'Phase 2',
    period: '2026',
    title: 'Intelligent Operations',
    status: 'Active',
    items: ['Voice-controlled smart rooms', 'Predictive housekeeping and maintenance', 'Live occupancy and revenue analytics'],
  },
  {
    phase: 'Phase 3',
    period: '2027',
    title: 'Anticipatory Hospitality',
    status: 'Coming Soon',
    items: ['Itineraries planned before you ask', 'Seamless check-in by face or voice', 'Carbon-aware energy across every hotel'],
  },
];

export function ShowcaseRoadmap() {
  return (
    <section className={styles.section} aria-labelledby="showcase-roadmap-title">
      <Container>
        <SectionHeading
          id="showcase-roadmap-title"
          eyebrow="What Comes Next"
          title="Our Development Roadmap"
          description="We build in phases, and every phase is released only when it makes a stay measurably better."
        />
        <ol className={styles.phases}>
          {roadmap.map((phase) => (
            <li key={phase.phase} className={cx(styles.phase, styles[phase.status === 'Coming Soon' ? 'upcoming' : phase.status.toLowerCase()])}>
              <div className={styles.head}>
                <span className={styles.marker} aria-hidden="true">
                  {phase.status === 'Complete' ? <CheckIcon /> : null}
                </span>
                <Badge tone={statusTone[phase.status]} dot={phase.status === 'Active'}>
                  {phase.status}
                </Badge>
              </div>
              <p className={styles.meta}>
                {phase.phase} · {phase.period}
              </p>
              <h3 className={styles.title}>{phase.title}</h3>
              <ul className={styles.items}>
                {phase.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
