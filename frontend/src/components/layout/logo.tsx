import { Link } from 'react-router-dom';
import { cx } from '../../lib/class-names';
import styles from './logo.module.css';

/** The gold lotus-and-sun emblem of the brand. */
export function Emblem({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <circle cx="32" cy="32" r="26.5" fill="none" stroke="currentColor" strokeWidth="0.6" opacity="0.6" />
      <circle cx="32" cy="13.5" r="2.4" fill="currentColor" />
      <path d="M32 19c5.2 6.6 5.2 14.6 0 22-5.2-7.4-5.2-15.4 0-22Z" fill="currentColor" />
      <path d="M31 41c-6.7-2.6-10.8-8.3-11.6-15.6 6.2 2.4 10.2 8 11.6 15.6Z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M33 41c6.7-2.6 10.8-8.3 11.6-15.6-6.2 2.4-10.2 8-11.6 15.6Z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M30.5 42.5c-7.6.4-13.8-2.6-17.3-8.3 6.6-.5 12.6 2.6 17.3 8.3Z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M33.5 42.5c7.6.4 13.8-2.6 17.3-8.3-6.6-.5-12.6 2.6-17.3 8.3Z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M17 46.5h30M22.5 50.5h19" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}

export interface LogoProps {
  onClick?: () => void;
  /** Hides the "Hotels & Resorts" line (small spaces). */
  compact?: boolean;
  className?: string;
}

/** Wordmark and emblem, linking home. */
export function Logo({ onClick, compact, className }: LogoProps) {
  return (
    // The accessible name is the visible wordmark followed by where the link goes (WCAG 2.5.3).
    <Link to="/" className={cx(styles.logo, className)} onClick={onClick}>
      <Emblem className={styles.emblem} />
      <span className={styles.words}>
        <span className={styles.name}>Suvarna</span>{' '}
        {compact ? null : <span className={styles.tagline}>Hotels &amp; Resorts</span>}
      </span>
      {' '}
      <span className="visually-hidden">home</span>
    </Link>
  );
}
