import { Link } from 'react-router-dom';
import styles from './auth-form.module.css';

/** The foot of both auth forms: the way to the other form, then the way home. */
export function AuthFormLinks({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <div className={styles.links}>
      <p>
        {prompt}{' '}
        <Link to={to} className={styles.textLink}>
          {label}
        </Link>
      </p>
      <Link to="/" className={styles.backLink}>
        Back to Home
      </Link>
    </div>
  );
}
