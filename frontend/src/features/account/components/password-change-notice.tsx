import { Link } from 'react-router-dom';
import { ShieldIcon } from '../../../components/ui/icons';
import type { AccountUser } from '../account-types';
import styles from './password-change-notice.module.css';

export const passwordChangeNoticeTitle = 'Please choose a new password';

/**
 * Shown while the account's password no longer meets the password rule (it predates the rule, or
 * it has since appeared in a breach): the account still signs in, and is asked to change it.
 * `linkToForm` is off on the profile page, where the form is just below.
 */
export function PasswordChangeNotice({ user, linkToForm = true }: { user: AccountUser; linkToForm?: boolean }) {
  if (!user.password_change_required) return null;
  return (
    <section className={styles.notice} aria-labelledby="password-change-notice-title">
      <span className={styles.icon} aria-hidden="true">
        <ShieldIcon />
      </span>
      <div className={styles.body}>
        <h2 id="password-change-notice-title" className={styles.title}>
          {passwordChangeNoticeTitle}
        </h2>
        <p className={styles.text}>
          Your password no longer meets our security standards: it is short, widely used, or contains your email name. It still works, but please
          choose a new one to keep your account safe.
        </p>
        {linkToForm ? (
          <Link to="/profile#change-password" className={styles.link}>
            Change password
          </Link>
        ) : null}
      </div>
    </section>
  );
}
