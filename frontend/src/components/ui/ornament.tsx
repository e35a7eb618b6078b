import { cx } from '../../lib/class-names';
import styles from './ornament.module.css';

/** A thin gold rule with a centred diamond, the brand's section divider. */
export function Ornament({ align = 'center', className }: { align?: 'center' | 'start'; className?: string }) {
  return (
    <span className={cx(styles.ornament, align === 'start' && styles.start, className)} aria-hidden="true">
      <span className={styles.line} />
      <svg viewBox="0 0 20 20" className={styles.diamond}>
        <path d="M10 1 19 10 10 19 1 10Z" fill="none" stroke="currentColor" strokeWidth="1.2" />
        <path d="M10 6 14 10 10 14 6 10Z" fill="currentColor" />
      </svg>
      <span className={styles.line} />
    </span>
  );
}
