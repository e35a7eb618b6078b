import { Container } from '../../../components/ui/container';
import styles from './partners-stats.module.css';

/** The strip of figures; the partner count is the live length of the list shown below it. */
export function PartnersStats({ activeCount }: { activeCount: number }) {
  const stats = [
    { value: String(activeCount), label: 'Active Partners' },
    { value: '5+', label: 'Countries' },
    { value: '12+', label: 'Awards Together' },
    { value: '50+', label: 'Years of Combined Expertise' },
  ];
  return (
    <section className={styles.section} aria-label="Our partnerships in numbers">
      <Container>
        <dl className={styles.grid}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.label}>{stat.label}</dt>
              <dd className={styles.value}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
