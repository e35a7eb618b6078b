import { useId, type ReactNode } from 'react';
import styles from './notice.module.css';

export { styles as noticeStyles };

/**
 * A request to the user that stays on the page until it is met (a password to change, an address to
 * confirm): an icon, a title that names the region, the explanation, and what to do.
 */
export function Notice({ icon, title, children, actions }: { icon: ReactNode; title: string; children: ReactNode; actions?: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.text}>{children}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </section>
  );
}
