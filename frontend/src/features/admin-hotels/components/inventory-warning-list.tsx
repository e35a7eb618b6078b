import { AlertIcon } from '../../../components/ui/icons';
import { inventoryWarningText } from '../inventory-warnings';
import type { InventoryWarning } from '../inventory-warnings';
import styles from './inventory-warning-list.module.css';

export interface InventoryWarningListProps {
  warnings: readonly InventoryWarning[];
  /** The line above the list, e.g. what saving will do. */
  title: string;
}

/** The room types whose count is below what is already sold on some nights, with those nights. */
export function InventoryWarningList({ warnings, title }: InventoryWarningListProps) {
  return (
    <div className={styles.box} role="alert">
      <AlertIcon className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        <ul className={styles.list}>
          {warnings.map((warning) => (
            <li key={`${warning.hotel_id}-${warning.room_type}`}>
              <span className={styles.type}>{warning.room_type}</span> {inventoryWarningText(warning)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
