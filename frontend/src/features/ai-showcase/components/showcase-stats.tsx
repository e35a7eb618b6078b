import { Container } from '../../../components/ui/container';
import styles from './showcase-stats.module.css';

const stats = [
  { value: '95%', label: 'Guest Satisfaction', note: 'with AI-assisted stays' },
  { value: '23%', label: 'Early-Booking Savings', note: 'found by Smart Reservations' },
  { value: '24/7', label: 'Concierge Availability', note: 'in every property' },
  { value: '12', label: 'Languages Spoken', note: 'including Hindi and Tamil' },
] as const;

export function ShowcaseStats() {
  return (
    <section className={styles.section} aria-label="Suvarna AI in numbers">
      <Container>
        <dl className={styles.grid}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.label}>{stat.label}</dt>
              <dd className={styles.value}>{stat.value}</dd>
              <dd className={styles.note}>{stat.note}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
