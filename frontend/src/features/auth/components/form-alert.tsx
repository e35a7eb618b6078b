import { AlertIcon } from '../../../components/ui/icons';
import styles from './auth-form.module.css';

/** The red box a failed sign-in or registration shows its error text in. */
export function FormAlert({ message }: { message: string }) {
  return (
    <p className={styles.alert} role="alert">
      <AlertIcon className={styles.alertIcon} />
      <span>{message}</span>
    </p>
  );
}
