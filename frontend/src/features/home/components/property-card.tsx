import { formatRupees } from '@suvarna/contracts';
import type { Hotel } from '@suvarna/contracts';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, MapPinIcon } from '../../../components/ui/icons';
import { HotelImage } from '../../../components/ui/safe-image';
import { ShownRatingLabel } from '../../../components/ui/shown-rating';
import styles from './property-card.module.css';

/** "Delhi, Delhi" reads as a typo: a city that names its own state is shown once. */
function placeName(hotel: Pick<Hotel, 'location' | 'state'>): string {
  return hotel.location === hotel.state ? hotel.location : `${hotel.location}, ${hotel.state}`;
}

export function PropertyCard({ hotel }: { hotel: Hotel }) {
  const firstRoom = hotel.rooms[0];
  const detailPath = `/hotels/${hotel.id}`;
  return (
    <article className={styles.card} aria-labelledby={`property-${hotel.id}-name`}>
      <div className={styles.media}>
        <HotelImage src={hotel.images[0]} alt={`${hotel.name}, ${placeName(hotel)}`} className={styles.image} />
        <ShownRatingLabel rating={hotel.shownRating} className={styles.rating} starClassName={styles.star} basisClassName={styles.ratingBasis} />
        <span className={styles.type}>{hotel.type}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.place}>
          <MapPinIcon className={styles.pin} />
          {placeName(hotel)}
        </p>
        <h3 id={`property-${hotel.id}-name`} className={styles.name}>
          <Link to={detailPath} className={styles.nameLink}>
            {hotel.name}
          </Link>
        </h3>
        <p className={styles.description}>{hotel.description}</p>
        <div className={styles.footer}>
          {firstRoom ? (
            <p className={styles.price}>
              <span className={styles.from}>From</span> <strong className={styles.amount}>{formatRupees(firstRoom.price)}</strong>
              <span className={styles.night}>/night</span>
            </p>
          ) : null}
          <span className={styles.more} aria-hidden="true">
            Discover
            <ArrowRightIcon />
          </span>
        </div>
      </div>
    </article>
  );
}
