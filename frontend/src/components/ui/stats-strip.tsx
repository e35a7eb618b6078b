import { cx } from '../../lib/class-names';
import { Container } from './container';
import styles from './stats-strip.module.css';

export interface Stat {
  /** The figure; undefined while it is still being counted (a quiet placeholder holds its place). */
  value: string | undefined;
  label: string;
  /** A small line under the figure; when one stat has it, the strip lays out value, label, note. */
  note?: string;
}

/**
 * The white card of figures that straddles the dark hero above it and the ivory page below: one row on a wide
 * screen, two a row on a phone (an odd last one takes the row). The label is the <dt> so screen readers announce
 * "Team Members, 8"; CSS puts the figure on top.
 */
export function StatsStrip({ label, stats }: { label: string; stats: readonly Stat[] }) {
  const withNotes = stats.some((stat) => stat.note !== undefined);
  return (
    <section className={styles.section} aria-label={label}>
      <Container>
        <dl className={cx(styles.grid, stats.length === 1 && styles.single)}>
          {stats.map((stat) => (
            <div key={stat.label} className={cx(styles.stat, withNotes && styles.withNotes)}>
              <dt className={styles.label}>{stat.label}</dt>
              <dd className={styles.value}>
                {stat.value ?? (
                  <span className={styles.pending}>
                    <span className="visually-hidden">Counting…</span>
                  </span>
                )}
              </dd>
              {stat.note !== undefined ? <dd className={styles.note}>{stat.note}</dd> : null}
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
