import { AlertIcon, CheckIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/class-names';
import styles from './form-outcome.module.css';

export type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** The green or red line a saved (or refused) form shows under its button. */
export function FormOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  const success = outcome.kind === 'success';
  return (
    <p className={cx(styles.outcome, success ? styles.success : styles.error)} role={success ? 'status' : 'alert'}>
      {success ? <CheckIcon className={styles.icon} /> : <AlertIcon className={styles.icon} />}
      <span>{outcome.message}</span>
    </p>
  );
}
