import { reloadPage } from '../../lib/browser';
import { cx } from '../../lib/class-names';
import { Button } from '../ui/button';
import { AlertIcon } from '../ui/icons';
import styles from './feedback.module.css';

export interface ErrorFallbackProps {
  /** `page` fills the main area (route errors); `section` fits inside a part of a page. */
  size?: 'page' | 'section';
}

/** The spec's error fallback: shown when rendering fails. */
export function ErrorFallback({ size = 'page' }: ErrorFallbackProps) {
  return (
    <div className={cx(styles.panel, styles[size])} role="alert">
      <span className={styles.iconRing} aria-hidden="true">
        <AlertIcon />
      </span>
      <h2 className={styles.title}>Oops! Something went wrong</h2>
      <p className={styles.text}>We're sorry for the inconvenience. Please refresh the page.</p>
      <Button onClick={reloadPage}>Refresh Page</Button>
    </div>
  );
}
