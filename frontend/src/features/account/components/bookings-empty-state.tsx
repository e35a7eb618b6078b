import { Button } from '../../../components/ui/button';
import { CalendarIcon } from '../../../components/ui/icons';
import styles from './bookings-empty-state.module.css';

/** Spec: the dashboard's empty state for a guest without bookings. */
export function BookingsEmptyState() {
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        <CalendarIcon />
      </span>
      <h3 className={styles.title}>No bookings yet</h3>
      <p className={styles.text}>Your upcoming and past stays will appear here once you make your first reservation.</p>
      <Button to="/hotels">Browse Hotels</Button>
    </div>
  );
}
