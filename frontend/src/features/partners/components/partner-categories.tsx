import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { BookIcon, ChipIcon, ClocheIcon, DiyaIcon, LeafIcon, LotusIcon, MountainIcon, PillarsIcon } from './partner-icons';
import styles from './partner-categories.module.css';

export const partnershipCategories: ReadonlyArray<{ name: string; text: string; icon: ReactNode }> = [
  { name: 'Technology', text: 'AI, smart rooms and guest platforms', icon: <ChipIcon /> },
  { name: 'Sustainability', text: 'Clean energy, water and zero waste', icon: <LeafIcon /> },
  { name: 'Culinary', text: 'Regional chefs, farms and spice routes', icon: <ClocheIcon /> },
  { name: 'Experience', text: 'Treks, cruises and curated journeys', icon: <MountainIcon /> },
  { name: 'Government', text: 'Tourism boards and destination growth', icon: <PillarsIcon /> },
  { name: 'Wellness', text: 'Ayurveda, yoga and mindful living', icon: <LotusIcon /> },
  { name: 'Cultural', text: 'Artisans, music and living heritage', icon: <DiyaIcon /> },
  { name: 'Education', text: 'Hospitality schools and skills training', icon: <BookIcon /> },
];

export function PartnerCategories() {
  return (
    <section className={styles.section} aria-labelledby="partner-categories-title">
      <Container>
        <SectionHeading
          id="partner-categories-title"
          eyebrow="Ways to Collaborate"
          title="Partnership Categories"
          description="Eight areas in which we welcome new partners who share our standards."
        />
        <ul className={styles.grid}>
          {partnershipCategories.map((category) => (
            <li key={category.name} className={styles.category}>
              <span className={styles.icon} aria-hidden="true">
                {category.icon}
              </span>
              <h3 className={styles.name}>{category.name}</h3>
              <p className={styles.text}>{category.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
