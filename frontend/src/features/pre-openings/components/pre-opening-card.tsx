import { countdownText, formatOpeningDate, formatRupees, minRoomPrice, splitVisible } from '@suvarna/contracts';
import type { Hotel } from '@suvarna/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CalendarIcon, CheckIcon, MapPinIcon } from '../../../components/ui/icons';
import { HotelImage } from '../../../components/ui/safe-image';
import { EARLY_BIRD_DISCOUNT, PRE_OPENING_FEATURE_COUNT, PRE_OPENING_ROOM_COUNT } from '../pre-opening-rules';
import { PreBookNotice } from './pre-book-notice';
import styles from './pre-opening-card.module.css';

interface PreOpeningCardProps {
  hotel: Hotel;
  /** The moment the countdown is measured from. */
  now: Date;
}

export function PreOpeningCard({ hotel, now }: PreOpeningCardProps) {
  const [noticeOpen, setNoticeOpen] = useState(false);
  const features = splitVisible(hotel.features, PRE_OPENING_FEATURE_COUNT).visible;
  const rooms = splitVisible(hotel.rooms, PRE_OPENING_ROOM_COUNT).visible;
  const nameId = `pre-opening-${hotel.id}-name`;

  return (
    <article className={styles.card} aria-labelledby={nameId} data-testid="pre-opening-card">
      <div className={styles.media}>
        <HotelImage src={hotel.images[0]} alt={`${hotel.name}, ${hotel.location}`} className={styles.image} />
        <Badge tone="warning" dot className={styles.badge}>
          Pre-Opening
        </Badge>
        <div className={styles.countdown}>
          <p className={styles.countdownText} data-testid="countdown">{hotel.openingDate ? countdownText(hotel.openingDate, now) : 'Opening Soon'}</p>
          {hotel.openingDate ? (
            <p className={styles.openingDate}>
              <CalendarIcon className={styles.calendar} />
              <span>
                Opening Date <time dateTime={hotel.openingDate}>{formatOpeningDate(hotel.openingDate)}</time>
              </span>
            </p>
          ) : null}
        </div>
      </div>

      <div className={styles.body}>
        <header className={styles.header}>
          <p className={styles.place}>
            <MapPinIcon className={styles.pin} />
            {hotel.location}, {hotel.state}
          </p>
          <h3 id={nameId} className={styles.name}>
            {hotel.name}
          </h3>
          <p className={styles.type}>{hotel.type}</p>
        </header>

        <div className={styles.columns}>
          {features.length > 0 ? (
            <div>
              <p className={styles.subheading}>Signature Features</p>
              <ul className={styles.features}>
                {features.map((feature) => (
                  <li key={feature} className={styles.feature}>
                    <CheckIcon className={styles.check} />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {rooms.length > 0 ? (
            <div>
              <p className={styles.subheading}>Room Preview</p>
              <ul className={styles.rooms}>
                {rooms.map((room) => (
                  <li key={room.type} className={styles.room}>
                    <span className={styles.roomType}>{room.type}</span>
                    <span className={styles.roomMeta}>
                      Up to {room.capacity} {room.capacity === 1 ? 'guest' : 'guests'} · {formatRupees(room.price)}/night
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>

        <div className={styles.footer}>
          <div className={styles.earlyBird}>
            <p className={styles.earlyBirdLabel}>Early Bird</p>
            <p className={styles.earlyBirdPrice}>
              <span className={styles.from}>From</span> <strong className={styles.amount}>{formatRupees(minRoomPrice(hotel))}</strong>
              <span className={styles.night}>/night</span>
            </p>
            <p className={styles.earlyBirdNote}>Save up to {EARLY_BIRD_DISCOUNT} off when you pre-book</p>
          </div>
          <div className={styles.actions}>
            <Button onClick={() => setNoticeOpen(true)} aria-haspopup="dialog">
              Pre-Book
            </Button>
            <Link to={`/hotels/${encodeURIComponent(hotel.id)}`} className={styles.detailsLink}>
              View Property
            </Link>
          </div>
        </div>
      </div>

      <PreBookNotice hotel={hotel} now={now} open={noticeOpen} onClose={() => setNoticeOpen(false)} />
    </article>
  );
}
