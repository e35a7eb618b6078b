import { reloadPage } from '../../lib/browser';
import { cx } from '../../lib/class-names';
import { Button } from '../ui/button';
import { AlertIcon } from '../ui/icons';
import styles from './feedback.module.css';

export interface ErrorViewProps {
  /** The error text to show (e.g. the failed request's message). */
  message: string;
  title?: string;
  /** What Try Again does; reloads the page by default, as the spec's error views do. */
  onRetry?: () => void;
  size?: 'page' | 'section';
}

/** A failed load with a Try Again button (spec: "An error view with Try Again reloads the page"). */
export function ErrorView({ message, title = 'Something went wrong', onRetry = reloadPage, size = 'page' }: ErrorViewProps) {
  return (
    <div className={cx(styles.panel, styles[size])} role="alert">
      <span className={styles.iconRing} aria-hidden="true">
        <AlertIcon />
      </span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{message}</p>
      <Button onClick={onRetry}>Try Again</Button>
    </div>
  );
}
