import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import styles from './brand-values.module.css';

const values = [
  {
    numeral: 'I',
    title: 'Innovation First',
    description:
      'We were built around AI from the first day, not retrofitted. Every new idea is tested against one question: does it make the guest’s stay better?',
  },
  {
    numeral: 'II',
    title: 'Indian Heritage',
    description:
      'Our architecture, kitchens and rituals draw on the regions we call home, made with local artisans, growers and storytellers.',
  },
  {
    numeral: 'III',
    title: 'Excellence Always',
    description:
      'Five-star standards in every property, from a Mumbai tower to a lodge in Spiti, measured daily and never taken for granted.',
  },
] as const;

export function BrandValues() {
  return (
    <section className={styles.section} aria-labelledby="brand-values-title">
      <Container>
        <SectionHeading
          id="brand-values-title"
          eyebrow="What Guides Us"
          title="Our Values"
          description="Three principles shape every property we open and every guest we welcome."
        />
        <ol className={styles.grid}>
          {values.map((value) => (
            <li key={value.title} className={styles.value}>
              <span className={styles.numeral} aria-hidden="true">
                {value.numeral}
              </span>
              <h3 className={styles.title}>{value.title}</h3>
              <p className={styles.description}>{value.description}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
