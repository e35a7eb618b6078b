import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ArrowRightIcon, CalendarIcon, ChatIcon, CheckIcon, SparkIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import styles from './ai-features.module.css';

interface AiFeature {
  id: string;
  title: string;
  description: string;
  icon: ReactNode;
  features: readonly string[];
}

const aiFeatures: readonly AiFeature[] = [
  {
    id: 'smart-reservations',
    title: 'Smart Reservations',
    description: 'Tell us how you like to travel and our AI finds the room, the rate and the moment that suit you best.',
    icon: <CalendarIcon />,
    features: ['Personalised room recommendations', 'Best-rate pricing in real time', 'Instant confirmation, day or night', 'Preferences remembered for every stay'],
  },
  {
    id: 'virtual-concierge',
    title: 'Virtual Concierge',
    description: 'A concierge in your pocket that knows the city, the hotel and you, and answers in the language you choose.',
    icon: <ChatIcon />,
    features: ['24/7 multilingual assistance', 'Local dining and experience picks', 'In-room requests in a sentence', 'Real-time travel and weather updates'],
  },
  {
    id: 'intelligent-sales',
    title: 'Intelligent Sales',
    description: 'Offers that feel made for you, because they are: packages shaped by the season, the city and your plans.',
    icon: <SparkIcon />,
    features: ['Tailored packages and upgrades', 'Corporate and group proposals in minutes', 'Seasonal demand insights', 'Loyalty rewards that learn'],
  },
];

/** The three AI features of the brand, four promises each. */
export function AiFeatures() {
  return (
    <section className={styles.section} aria-labelledby="ai-features-title">
      <Container>
        <SectionHeading
          id="ai-features-title"
          eyebrow="Intelligent Hospitality"
          title="AI That Anticipates Every Need"
          description="Technology should be felt, not seen. Ours works quietly in the background so every moment of your stay feels effortless."
        />
        <ul className={styles.grid}>
          {aiFeatures.map((feature, index) => (
            <Card as="li" key={feature.id} variant="elevated" padding="lg" className={styles.card}>
              <span className={styles.numeral} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className={styles.icon} aria-hidden="true">
                {feature.icon}
              </span>
              <h3 className={styles.title}>{feature.title}</h3>
              <p className={styles.description}>{feature.description}</p>
              <ul className={styles.bullets} aria-label={`${feature.title} highlights`}>
                {feature.features.map((item) => (
                  <li key={item}>
                    <CheckIcon className={styles.check} />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
              <Link to="/ai-demos" className={styles.link} aria-label={`Try the demo of ${feature.title}`}>
                Try the demo
                <ArrowRightIcon />
              </Link>
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}
