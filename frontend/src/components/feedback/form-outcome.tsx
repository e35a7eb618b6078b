import { cx } from '../../lib/class-names';
import { AlertIcon, CheckIcon } from '../ui/icons';
import styles from './form-outcome.module.css';

export type Outcome = { kind: 'success' | 'error'; message: string } | null;

/**
 * The green or red box a sent (or refused) form shows: a status for success, an alert for failure.
 * `appear` slides it in; forms that sit in a busy panel (reviews) show it still.
 */
export function FormOutcome({ outcome, appear = true }: { outcome: Outcome; appear?: boolean }) {
  if (!outcome) return null;
  const success = outcome.kind === 'success';
  return (
    <p className={cx(styles.outcome, appear && styles.appear, success ? styles.success : styles.error)} role={success ? 'status' : 'alert'}>
      {success ? <CheckIcon className={styles.icon} /> : <AlertIcon className={styles.icon} />}
      <span>{outcome.message}</span>
    </p>
  );
}
