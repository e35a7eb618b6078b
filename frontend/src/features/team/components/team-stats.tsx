import { Container } from '../../../components/ui/container';
import styles from './team-stats.module.css';

const stats = [
  { value: '220+', label: 'Team Members' },
  { value: '500+', label: 'Years combined experience' },
  { value: '17+', label: 'Regions Covered' },
  { value: '22+', label: 'Properties Managed' },
] as const;

export function TeamStats() {
  return (
    <section className={styles.section} aria-label="Our team in numbers">
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
