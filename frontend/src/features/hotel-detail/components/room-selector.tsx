import type { Room } from '@suvarna/contracts';
import { formatRupees } from '@suvarna/contracts';
import { CheckIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/class-names';
import styles from './room-selector.module.css';

export interface RoomSelectorProps {
  rooms: readonly Room[];
  /** The chosen room type, or null before the guest picks one. */
  selected: string | null;
  onSelect: (roomType: string) => void;
  /** Radio-group name; one per page. */
  name?: string;
}

function guestsText(capacity: number): string {
  return `Up to ${capacity} ${capacity === 1 ? 'guest' : 'guests'}`;
}

function availabilityText(available: number): string {
  if (available === 0) return 'Opens for booking at launch';
  return `${available} ${available === 1 ? 'room' : 'rooms'} available`;
}

/** The hotel's room types as selectable cards (a radio group: arrow keys move between them). */
export function RoomSelector({ rooms, selected, onSelect, name = 'room-type' }: RoomSelectorProps) {
  if (rooms.length === 0) {
    return <p className={styles.empty}>Room details will be announced soon.</p>;
  }
  return (
    <div className={styles.rooms} role="radiogroup" aria-label="Room types">
      {rooms.map((room) => {
        const isSelected = room.type === selected;
        return (
          <label key={room.type} className={cx(styles.room, isSelected && styles.selected)}>
            <input className={styles.radio} type="radio" name={name} value={room.type} checked={isSelected} onChange={() => onSelect(room.type)} />
            <span className={styles.header}>
              <span className={styles.type}>{room.type}</span>
              <span className={styles.mark} aria-hidden="true">
                {isSelected ? <CheckIcon /> : null}
              </span>
            </span>
            <span className={styles.price}>
              <span className={styles.amount}>{formatRupees(room.price)}</span>
              <span className={styles.per}>/night</span>
            </span>
            {room.description ? <span className={styles.description}>{room.description}</span> : null}
            <span className={styles.facts}>
              <span>{guestsText(room.capacity)}</span>
              <span className={styles.separator} aria-hidden="true" />
              <span>{availabilityText(room.available)}</span>
            </span>
            {isSelected ? <span className={styles.selectedLabel} aria-hidden="true">Selected</span> : null}
          </label>
        );
      })}
    </div>
  );
}
