import { formatRupees, minRoomPrice, type Hotel } from '@suvarna/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MapPinIcon } from '../../../components/ui/icons';
import { defaultHotelImage, SafeImage } from '../../../components/ui/safe-image';
import styles from './hotel-picker.module.css';

/** Spec: the first step of /book-now, 'Choose Your Hotel', offering every hotel that takes bookings. */
export function HotelPicker({ hotels, onSelect }: { hotels: readonly Hotel[]; onSelect: (hotelId: string) => void }) {
  return (
    <section aria-labelledby="choose-hotel-title" className={styles.section}>
      <div className={styles.heading}>
        <p className={styles.eyebrow}>Step 1 of 2</p>
        <h2 id="choose-hotel-title" className={styles.title}>
          Choose Your Hotel
        </h2>
        <p className={styles.lead}>Pick the hotel for your stay; you choose dates, rooms and guests next.</p>
      </div>
      <ul className={styles.grid}>
        {hotels.map((hotel) => (
          <li key={hotel.id}>
            <Card as="article" variant="elevated" padding="none" className={styles.card} aria-labelledby={`pick-${hotel.id}`}>
              <SafeImage className={styles.image} src={hotel.images[0]} fallbackSrc={defaultHotelImage} alt="" width={480} height={300} />
              <div className={styles.body}>
                <p className={styles.type}>{hotel.type}</p>
                <h3 id={`pick-${hotel.id}`} className={styles.name}>
                  {hotel.name}
                </h3>
                <p className={styles.place}>
                  <MapPinIcon aria-hidden="true" />
                  <span>{[hotel.location, hotel.state].filter(Boolean).join(', ')}</span>
                </p>
                <div className={styles.footer}>
                  {hotel.rooms.length > 0 ? (
                    <p className={styles.price}>
                      <span className={styles.from}>From</span> <strong>{formatRupees(minRoomPrice(hotel))}</strong> <span className={styles.from}>/night</span>
                    </p>
                  ) : null}
                  <Button size="sm" onClick={() => onSelect(hotel.id)} aria-label={`Select ${hotel.name}`}>
                    Select
                  </Button>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
