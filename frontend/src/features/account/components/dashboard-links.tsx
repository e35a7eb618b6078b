import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/class-names';
import styles from './dashboard-links.module.css';

export interface DashboardLink {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
}

/** A row of entry-point cards; the whole card is the link. */
export interface DashboardLinksProps {
  links: readonly DashboardLink[];
  label: string;
  /** `stack` keeps one card per row (narrow side columns). */
  layout?: 'grid' | 'stack';
}

export function DashboardLinks({ links, label, layout = 'grid' }: DashboardLinksProps) {
  return (
    <ul className={cx(styles.grid, layout === 'stack' && styles.stack)} aria-label={label}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              {link.icon}
            </span>
            <span className={styles.body}>
              <span className={styles.title}>{link.title}</span>
              <span className={styles.description}>{link.description}</span>
            </span>
            <ArrowRightIcon className={styles.arrow} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
