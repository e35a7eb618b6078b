import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon, CalendarIcon, ChatIcon, SparkIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import styles from './brand-ai-demos.module.css';

const demos: ReadonlyArray<{ title: string; description: string; icon: ReactNode }> = [
  {
    title: 'Smart Reservations',
    description: 'Describe the trip you have in mind and receive tailored hotel recommendations, with the reasoning behind them.',
    icon: <CalendarIcon />,
  },
  {
    title: 'Virtual Concierge',
    description: 'Ask about dining, spa times, local sights or travel plans and get answers instantly, at any hour.',
    icon: <ChatIcon />,
  },
  {
    title: 'Sales Assistant',
    description: 'Discover the best packages, weekend offers and corporate rates, matched to how and when you travel.',
    icon: <SparkIcon />,
  },
];

/** The three live AI demos, each a door to the demos page. */
export function BrandAiDemos() {
  return (
    <section className={styles.section} aria-labelledby="brand-ai-demos-title">
      <Container>
        <SectionHeading
          id="brand-ai-demos-title"
          tone="light"
          eyebrow="See It for Yourself"
          title="Three AI Companions, One Seamless Stay"
          description="Our AI is not a promise on a brochure. Try the same assistants our guests use, live."
        />
        <ul className={styles.grid}>
          {demos.map((demo) => (
            <li key={demo.title} className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                {demo.icon}
              </span>
              <h3 className={styles.title}>{demo.title}</h3>
              <p className={styles.description}>{demo.description}</p>
              <Link to="/ai-demos" className={styles.link}>
                <span className="visually-hidden">{demo.title}: </span>
                Try the live demo
                <ArrowRightIcon />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
