import { cx } from '../../lib/class-names';
import { Spinner } from '../ui/spinner';
import styles from './feedback.module.css';

export interface LoadingViewProps {
  /** e.g. 'Loading our beautiful properties...'. */
  text?: string;
  size?: 'page' | 'section';
}

export function LoadingView({ text = 'Loading...', size = 'page' }: LoadingViewProps) {
  return (
    <div className={cx(styles.panel, styles.loading, styles[size])} role="status" aria-live="polite">
      <Spinner size="lg" />
      <p className={styles.loadingText}>{text}</p>
    </div>
  );
}
