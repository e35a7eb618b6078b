import styles from './summary-tiles.module.css';

export interface SummaryTile {
  label: string;
  /** Already formatted ("1,204", "₹4,50,000", "—" while unknown). */
  value: string;
}

/**
 * A row of figures over an admin list (total hotels, pending bookings, paid revenue...): two to a row on a
 * phone, all on one row on a wide screen (six tiles take three to a row in between).
 */
export function SummaryTiles({ tiles }: { tiles: readonly SummaryTile[] }) {
  return (
    <dl className={styles.tiles} data-count={tiles.length}>
      {tiles.map((tile) => (
        <div key={tile.label} className={styles.tile}>
          <dt className={styles.label}>{tile.label}</dt>
          <dd className={styles.value}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
