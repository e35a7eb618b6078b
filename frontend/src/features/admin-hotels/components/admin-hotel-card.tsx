import { formatRupees, splitVisible } from '@suvarna/contracts';
import type { Hotel } from '@suvarna/contracts';
import { Badge, statusTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { MapPinIcon } from '../../../components/ui/icons';
import { HotelImage } from '../../../components/ui/safe-image';
import { ShownRatingLabel } from '../../../components/ui/shown-rating';
import styles from './admin-hotel-card.module.css';

/** Spec: each hotel lists its first 3 room types, then a '+N more' count. */
export const ROOM_TYPES_SHOWN = 3;

const statusNames: Record<Hotel['status'], string> = {
  active: 'Active',
  'pre-opening': 'Pre-Opening',
  inactive: 'Inactive',
  future: 'Future',
};

export interface AdminHotelCardProps {
  hotel: Hotel;
  onEdit: (hotel: Hotel) => void;
  onDelete: (hotel: Hotel) => void;
  /** True while this hotel is being deleted. */
  deleting?: boolean;
}

function ExternalIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M14 4.5h5.5V10M19.5 4.5 11 13M18 14v4.5a1 1 0 0 1-1 1H5.5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1H10" />
    </svg>
  );
}

export function AdminHotelCard({ hotel, onEdit, onDelete, deleting }: AdminHotelCardProps) {
  const { visible: rooms, more } = splitVisible(hotel.rooms, ROOM_TYPES_SHOWN);
  const place = [hotel.location, hotel.state].filter(Boolean).join(', ');
  return (
    <article className={styles.card} aria-labelledby={`admin-hotel-${hotel.id}`}>
      <div className={styles.media}>
        <HotelImage src={hotel.images[0]} alt="" className={styles.image} />
      </div>
      <div className={styles.identity}>
        <div className={styles.badges}>
          <Badge tone={statusTone(hotel.status)} dot>
            {statusNames[hotel.status]}
          </Badge>
          <ShownRatingLabel rating={hotel.shownRating} className={styles.rating} basisClassName={styles.ratingBasis} />
        </div>
        <h3 id={`admin-hotel-${hotel.id}`} className={styles.name}>
          {hotel.name}
        </h3>
        <p className={styles.type}>{hotel.type}</p>
        <p className={styles.place}>
          <MapPinIcon />
          {place}
        </p>
      </div>
      <div className={styles.rooms}>
        <p className={styles.roomsTitle}>Room types</p>
        <ul className={styles.roomList}>
          {rooms.map((room) => (
            <li key={room.type} className={styles.room}>
              <span className={styles.roomType}>{room.type}</span>
              <span className={styles.roomPrice}>
                {formatRupees(room.price)}
                <span className={styles.per}>/night</span>
              </span>
            </li>
          ))}
        </ul>
        {more > 0 ? <p className={styles.more}>+{more} more</p> : null}
      </div>
      <div className={styles.actions}>
        <Button href={`/hotels/${encodeURIComponent(hotel.id)}`} target="_blank" rel="noopener noreferrer" variant="ghost" size="sm" iconEnd={<ExternalIcon />} aria-label={`View ${hotel.name} (opens in a new tab)`}>
          View
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onEdit(hotel)} aria-label={`Edit ${hotel.name}`}>
          Edit
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onDelete(hotel)} disabled={deleting} busy={deleting} aria-label={`Delete ${hotel.name}`} className={styles.delete}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </article>
  );
}
