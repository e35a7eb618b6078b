import { cx } from '../../lib/class-names';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; without it the spinner is decorative (its caller shows the text). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span className={cx(styles.spinner, styles[size], className)} role={label ? 'status' : undefined} aria-hidden={label ? undefined : true}>
      <svg viewBox="0 0 50 50" className={styles.svg}>
        <circle className={styles.track} cx="25" cy="25" r="20" />
        <circle className={styles.arc} cx="25" cy="25" r="20" />
      </svg>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
