import { Spinner } from '../../../components/ui/spinner';
import styles from './hotel-detail-loading.module.css';

export const hotelLoadingText = 'Loading hotel details...';

/** The page's dark opening band with a spinner, so the light header stays readable while the hotel loads. */
export function HotelDetailLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spinner size="lg" />
      <p className={styles.text}>{hotelLoadingText}</p>
    </div>
  );
}
