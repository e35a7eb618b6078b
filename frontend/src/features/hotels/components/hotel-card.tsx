import { formatRupees, minRoomPrice, splitVisible } from '@suvarna/contracts';
import type { Hotel } from '@suvarna/contracts';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ArrowRightIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons';
import { HotelImage } from '../../../components/ui/safe-image';
import { ShownRatingLabel } from '../../../components/ui/shown-rating';
import {
  CARD_AMENITY_COUNT,
  CARD_ROOM_COUNT,
  amenityEmoji,
  hotelStatusLabels,
  hotelStatusTones,
  isBookable,
  placeName,
} from '../hotel-display';
import { stayQuery } from '../stay-search';
import type { StaySearch, StayResult } from '../stay-search';
import styles from './hotel-card.module.css';

/** A dates-and-guests search on the list: the stay, its nights, and this hotel's answer (undefined while it is asked). */
export interface CardStay extends StaySearch {
  nights: number;
  result?: StayResult | undefined;
  /** True when the answer could not be had. */
  failed?: boolean;
}

const nightsText = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/** "25 rooms for 50 guests (Deluxe Room × 25)": said whenever the party needs more than one room. */
export function stayRoomsText(rooms: readonly { type: string; quantity: number }[] | undefined, guests: number): string | null {
  const count = (rooms ?? []).reduce((sum, r) => sum + r.quantity, 0);
  if (count <= 1) return null;
  return `${count} rooms for ${guests} guests (${rooms!.map((r) => `${r.type} × ${r.quantity}`).join(', ')})`;
}

function StayAvailability({ stay }: { stay: CardStay }) {
  if (stay.failed) return null;
  if (!stay.result) {
    return (
      <p className={styles.stayChecking} data-testid="stay-availability">
        Checking your dates…
      </p>
    );
  }
  if (stay.result.fits && stay.result.stay_total !== null) {
    return (
      <div className={styles.stayAvailable} data-testid="stay-availability">
        <p className={styles.stayLabel}>Available for your dates</p>
        <p className={styles.stayPrice}>
          <strong className={styles.stayAmount}>{formatRupees(stay.result.stay_total)}</strong> for {nightsText(stay.nights)}
          <span className={styles.stayNote}> · taxes included</span>
        </p>
        {stayRoomsText(stay.result.stay_rooms, stay.guests) ? (
          <p className={styles.stayRooms} data-testid="stay-rooms">
            {stayRoomsText(stay.result.stay_rooms, stay.guests)}
          </p>
        ) : null}
      </div>
    );
  }
  // Rooms are free, but not enough of them for the whole party: say so rather than "no rooms".
  const someFree = stay.result.rooms.some((room) => room.free > 0);
  return (
    <p className={styles.stayNone} data-testid="stay-availability">
      {someFree ? `Not enough free rooms for ${stay.guests} guests on these dates` : 'No rooms for these dates'}
    </p>
  );
}

/**
 * One property on the /hotels page, with everything the spec lists for its card. The first cards of the list
 * (`priority`) fetch their photo at once and first; the others wait until they near the screen.
 */
export function HotelCard({ hotel, priority = false, stay }: { hotel: Hotel; priority?: boolean; stay?: CardStay | undefined }) {
  const amenities = splitVisible(hotel.amenities, CARD_AMENITY_COUNT);
  const rooms = splitVisible(hotel.rooms, CARD_ROOM_COUNT);
  const fromPrice = minRoomPrice(hotel);
  const query = stay ? stayQuery(stay) : '';
  const detailPath = `/hotels/${encodeURIComponent(hotel.id)}${query ? `?${query}` : ''}`;
  // When the price is for several rooms (a party larger than a room), Book Now opens with those rooms chosen.
  const stayRooms = stay?.result && stayRoomsText(stay.result.stay_rooms, stay.guests) ? (stay.result.stay_rooms ?? []) : [];
  const roomsQuery = stayRooms.map((room) => `&room=${encodeURIComponent(room.type)}&rooms=${room.quantity}`).join('');
  const bookPath = `/book-now?hotel=${encodeURIComponent(hotel.id)}${query ? `&${query}` : ''}${roomsQuery}`;
  const nameId = `hotel-${hotel.id}-name`;

  return (
    <article className={styles.card} aria-labelledby={nameId} data-testid="hotel-card">
      <div className={styles.media}>
        <HotelImage
          src={hotel.images[0]}
          alt={`${hotel.name}, ${placeName(hotel)}`}
          className={styles.image}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
        <Badge tone={hotelStatusTones[hotel.status]} dot className={styles.status}>
          {hotelStatusLabels[hotel.status]}
        </Badge>
        <ShownRatingLabel rating={hotel.shownRating} className={styles.rating} starClassName={styles.star} basisClassName={styles.ratingBasis} />
        <span className={styles.type}>{hotel.type}</span>
      </div>

      <div className={styles.body}>
        <p className={styles.place}>
          <MapPinIcon className={styles.pin} />
          {hotel.location}, {hotel.state}
        </p>
        <h3 id={nameId} className={styles.name}>
          <Link to={detailPath} className={styles.nameLink}>
            {hotel.name}
          </Link>
        </h3>
        <p className={styles.description}>{hotel.description}</p>

        {hotel.amenities.length > 0 ? (
          <ul className={styles.amenities} aria-label="Amenities">
            {amenities.visible.map((amenity) => (
              <li key={amenity} className={styles.amenity}>
                <span aria-hidden="true">{amenityEmoji(amenity)}</span> {amenity}
              </li>
            ))}
            {amenities.more > 0 ? <li className={styles.amenityMore}>+{amenities.more} more</li> : null}
          </ul>
        ) : null}

        {hotel.rooms.length > 0 ? (
          <div className={styles.rooms}>
            <p className={styles.subheading}>Rooms &amp; Suites</p>
            <ul className={styles.roomList}>
              {rooms.visible.map((room) => (
                <li key={room.type} className={styles.room}>
                  <span className={styles.roomType}>{room.type}</span>
                  <span className={styles.leader} aria-hidden="true" />
                  <span className={styles.roomPrice}>
                    {formatRupees(room.price)}
                    <span className={styles.perNight}>/night</span>
                  </span>
                </li>
              ))}
            </ul>
            {rooms.more > 0 ? <p className={styles.roomMore}>+{rooms.more} more room types</p> : null}
          </div>
        ) : null}

        <ul className={styles.contact} aria-label="Contact">
          <li>
            <a href={`tel:${hotel.contact.phone.replace(/[^\d+]/g, '')}`} className={styles.contactLink}>
              <PhoneIcon className={styles.contactIcon} />
              {hotel.contact.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${hotel.contact.email}`} className={styles.contactLink}>
              <MailIcon className={styles.contactIcon} />
              <span className={styles.email}>{hotel.contact.email}</span>
            </a>
          </li>
        </ul>

        <div className={styles.footer}>
          {stay ? <StayAvailability stay={stay} /> : null}
          <p className={styles.price}>
            <span className={styles.from}>From</span> <strong className={styles.amount}>{formatRupees(fromPrice)}</strong>
            <span className={styles.night}>/night</span>
          </p>
          <div className={styles.actions}>
            <Button to={detailPath} variant="secondary" size="sm" aria-label={`View ${hotel.name}`}>
              View
            </Button>
            {isBookable(hotel) ? (
              <Button
                to={bookPath}
                size="sm"
                iconEnd={<ArrowRightIcon />}
                aria-label={`Book ${hotel.name}`}
              >
                Book
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}
