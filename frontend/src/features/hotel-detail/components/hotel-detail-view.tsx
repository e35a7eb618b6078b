import type { Hotel } from '@suvarna/contracts';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge, statusTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { CheckIcon, MapPinIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { SectionHeading } from '../../../components/ui/section-heading';
import { readStay, writeStay } from '../../../lib/stay-query';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update';
import { ShownRatingLabel } from '../../../components/ui/shown-rating';
import { statusLabels } from '../hotel-status';
import { BookingSidebar } from './booking-sidebar';
import { ImageCarousel } from './image-carousel';
import { RoomSelector } from './room-selector';
import { StickyBookingBar } from './sticky-booking-bar';
import styles from './hotel-detail-view.module.css';

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
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  // A room chosen before (on this page, the booking page, or in an AI answer) comes back with the address.
  const [selectedRoom, setSelectedRoom] = useState<string | null>(() => {
    const asked = readStay(params).room;
    return hotel.rooms.some((room) => room.type === asked) ? (asked ?? null) : null;
  });
  const selectRoom = (type: string) => {
    setSelectedRoom(type);
    updateParams((current) => writeStay(current, { room: type }), { replace: true, preventScrollReset: true });
  };
  const place = [hotel.location, hotel.state].filter(Boolean).join(', ');

  return (
    <>
      <PageHero eyebrow={hotel.type} title={hotel.name} size="compact" className={styles.hero}>
        <div className={styles.heroMeta}>
          <ShownRatingLabel rating={hotel.shownRating} className={styles.rating} starClassName={styles.ratingStar} basisClassName={styles.ratingCount} />
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
              <RoomSelector rooms={hotel.rooms} selected={selectedRoom} onSelect={selectRoom} />
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
