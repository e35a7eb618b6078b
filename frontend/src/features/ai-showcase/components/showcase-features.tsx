import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { BuildingIcon, CalendarIcon, ChatIcon, ShieldIcon, SparkIcon, StarIcon } from '../../../components/ui/icons';
import { SectionHeading } from '../../../components/ui/section-heading';
import styles from './showcase-features.module.css';

interface ShowcaseFeature {
  title: string;
  description: string;
  icon: ReactNode;
  capabilities: readonly string[];
}

const features: readonly ShowcaseFeature[] = [
  {
    title: 'Smart Reservations',
    description: 'Understands a request in plain words and proposes the right property, room and dates, with the reasons why.',
    icon: <CalendarIcon />,
    capabilities: ['Natural-language search', 'Dynamic pricing', 'Preference memory'],
  },
  {
    title: 'Virtual Concierge',
    description: 'Answers every question about the hotel and the city, books tables and treatments, and hands over to a person when you prefer.',
    icon: <ChatIcon />,
    capabilities: ['English, Hindi, Tamil', 'Voice and chat', 'Human hand-over'],
  },
  {
    title: 'Intelligent Sales',
    description: 'Reads demand across cities and seasons to offer packages that are genuinely good value for each guest.',
    icon: <SparkIcon />,
    capabilities: ['Tailored packages', 'Corporate proposals', 'Demand forecasting'],
  },
  {
    title: 'Smart Rooms',
    description: 'Light, temperature, curtains and music set to your taste before you arrive, adjusted by a word once you do.',
    icon: <BuildingIcon />,
    capabilities: ['Voice control', 'Scene presets', 'On-device privacy'],
  },
  {
    title: 'Personalised Experiences',
    description: 'Suggests the treks, tastings and rituals you are most likely to love, from a Ganga aarti to a Spiti night sky.',
    icon: <StarIcon />,
    capabilities: ['Curated itineraries', 'Dietary awareness', 'Local partners'],
  },
  {
    title: 'Trust & Privacy',
    description: 'Data kept in India, encrypted at rest and in transit, used only to serve you, and deleted on request.',
    icon: <ShieldIcon />,
    capabilities: ['DPDP Act 2023 compliant', 'Consent first', 'Encrypted end to end'],
  },
];

export function ShowcaseFeatures() {
  return (
    <section className={styles.section} aria-labelledby="showcase-features-title">
      <Container>
        <SectionHeading
          id="showcase-features-title"
          eyebrow="Capabilities"
          title="One Intelligence, Six Ways to Serve You"
          description="Each capability is built for the way Indian travellers plan, stay and celebrate."
        />
        <ul className={styles.grid}>
          {features.map((feature) => (
            <Card as="li" key={feature.title} variant="plain" padding="lg" className={styles.card}>
              <span className={styles.icon} aria-hidden="true">
                {feature.icon}
              </span>
              <h3 className={styles.title}>{feature.title}</h3>
              <p className={styles.description}>{feature.description}</p>
              <ul className={styles.tags} aria-label={`${feature.title} capabilities`}>
                {feature.capabilities.map((capability) => (
                  <li key={capability} className={styles.tag}>
                    {capability}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}
