import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/card';
import { roleLabel } from '../account-roles';
import type { AccountUser } from '../account-types';
import styles from './account-summary.module.css';

/** The user's own details at a glance, with the way to change them. */
export function AccountSummary({ user, showEditLink = true }: { user: AccountUser; showEditLink?: boolean }) {
  const initials = user.full_name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <Card variant="dark" padding="lg" className={styles.card}>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {initials || '?'}
        </span>
        <div className={styles.names}>
          <p className={styles.name}>{user.full_name}</p>
          <p className={styles.role}>
            {roleLabel(user.role)}
            {user.department ? ` · ${user.department}` : null}
          </p>
        </div>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{user.phone || 'Not added yet'}</dd>
        </div>
      </dl>
      {showEditLink ? (
        <Link to="/profile" className={styles.link}>
          Edit profile and password
        </Link>
      ) : null}
    </Card>
  );
}
