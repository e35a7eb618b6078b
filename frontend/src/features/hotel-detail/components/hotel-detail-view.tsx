import type { Hotel } from '@suvarna/contracts';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Badge, statusTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { CheckIcon, MapPinIcon, StarIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { SectionHeading } from '../../../components/ui/section-heading';
import { statusLabels } from '../hotel-status';
import { BookingSidebar } from './booking-sidebar';
import { ImageCarousel } from './image-carousel';
import { RoomSelector } from './room-selector';
import { StickyBookingBar } from './sticky-booking-bar';
import styles from './hotel-detail-view.module.css';

/** Spec: the header shows a fixed rating and review count, not the hotel's data. */
export const headerRating = { score: '4.8', reviews: 324 } as const;

export interface HotelDetailViewProps {
  hotel: Hotel;
  isAuthenticated: boolean;
  /** The reviews section, composed by the route from the reviews feature. */
  reviews?: ReactNode;
  /** Today, for the booking defaults; the real clock unless a test says otherwise. */
  now?: Date;
}

/** Spec: Hotel detail. Carousel, description, features, selectable rooms, reviews and the booking sidebar. */
export function HotelDetailView({ hotel, isAuthenticated, reviews, now }: HotelDetailViewProps) {
  const [selectedRoom, setSelectedRoom] = useState<string | null>(null);
  const place = [hotel.location, hotel.state].filter(Boolean).join(', ');

  return (
    <>
      <PageHero eyebrow={hotel.type} title={hotel.name} size="compact" className={styles.hero}>
        <div className={styles.heroMeta}>
          <span className={styles.rating}>
            <StarIcon className={styles.ratingStar} />
            <strong>{headerRating.score}</strong>
            <span className={styles.ratingCount}>({headerRating.reviews} reviews)</span>
          </span>
          {place ? (
            <span className={styles.place}>
              <MapPinIcon className={styles.placeIcon} />
              {place}
            </span>
          ) : null}
          <Badge tone={statusTone(hotel.status)} dot>
            {statusLabels[hotel.status]}
          </Badge>
        </div>
      </PageHero>

      <div className={styles.page}>
        <Container className={styles.layout}>
          <div className={styles.overview}>
            <ImageCarousel images={hotel.images} name={hotel.name} />

            <section className={styles.block} aria-labelledby="hotel-about-title">
              <SectionHeading id="hotel-about-title" align="start" eyebrow="The Hotel" title={`About ${hotel.name}`} className={styles.heading} />
              {hotel.description ? <p className={styles.description}>{hotel.description}</p> : null}
              {hotel.amenities.length > 0 ? (
                <ul className={styles.amenities} aria-label="Amenities">
                  {hotel.amenities.map((amenity) => (
                    <li key={amenity} className={styles.amenity}>
                      {amenity}
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>

            {hotel.features.length > 0 ? (
              <section className={styles.block} aria-labelledby="hotel-features-title">
                <SectionHeading id="hotel-features-title" align="start" eyebrow="Signature Touches" title="Hotel Features" className={styles.heading} />
                <ul className={styles.features}>
                  {hotel.features.map((feature) => (
                    <li key={feature} className={styles.feature}>
                      <span className={styles.featureIcon} aria-hidden="true">
                        <CheckIcon />
                      </span>
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section className={styles.block} aria-labelledby="hotel-rooms-title">
              <SectionHeading
                id="hotel-rooms-title"
                align="start"
                eyebrow="Stay With Us"
                title="Rooms & Suites"
                description="Select a room to see it in your booking summary."
                className={styles.heading}
              />
              <RoomSelector rooms={hotel.rooms} selected={selectedRoom} onSelect={setSelectedRoom} />
            </section>
          </div>

          <aside className={styles.aside} aria-label="Book your stay">
            <Card variant="elevated" padding="md" className={styles.bookingCard}>
              <BookingSidebar hotel={hotel} selectedRoom={selectedRoom} isAuthenticated={isAuthenticated} now={now} />
            </Card>
            <StickyBookingBar hotel={hotel} />
          </aside>

          {reviews ? <div className={styles.reviews}>{reviews}</div> : null}
        </Container>
      </div>
    </>
  );
}
