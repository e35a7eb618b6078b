import { Button } from '../../../components/ui/button';
import { Ornament } from '../../../components/ui/ornament';
import styles from './no-results.module.css';

export function NoResults({ onClear }: { onClear: () => void }) {
  return (
    <div className={styles.panel} role="status">
      <p className={styles.eyebrow}>No Matches</p>
      <h3 className={styles.title}>No Properties Found</h3>
      <Ornament />
      <p className={styles.text}>
        None of our properties match this search. Try another city or state, or clear the filters to see every stay.
      </p>
      <Button variant="secondary" onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  );
}
