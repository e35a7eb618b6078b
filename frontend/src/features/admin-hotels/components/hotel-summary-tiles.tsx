import type { HotelTotals } from '../hotel-form-values';
import styles from './hotel-summary-tiles.module.css';

/** Spec: total hotels, active, pre-opening and total room types. */
export function HotelSummaryTiles({ totals }: { totals: HotelTotals }) {
  const tiles = [
    { label: 'Total Hotels', value: totals.total },
    { label: 'Active', value: totals.active },
    { label: 'Pre-Opening', value: totals.preOpening },
    { label: 'Total Room Types', value: totals.roomTypes },
  ];
  return (
    <dl className={styles.tiles}>
      {tiles.map((tile) => (
        <div key={tile.label} className={styles.tile}>
          <dt className={styles.label}>{tile.label}</dt>
          <dd className={styles.value}>{tile.value.toLocaleString('en-IN')}</dd>
        </div>
      ))}
    </dl>
  );
}
