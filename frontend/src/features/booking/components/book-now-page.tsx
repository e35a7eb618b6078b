import type { Hotel } from '@suvarna/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingView } from '../../../components/feedback/loading-view';
import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { useSearchParamsUpdate } from '../../../lib/use-search-params-update';
import type { BookingGuest, BookingSession, CheckoutStarter } from '../booking-ports';
import { useSessionExtension } from '../hooks/use-session-extension';
import { stayFromQuery } from '../stay-request';
import { BookingForm } from './booking-form';
import { HotelPicker } from './hotel-picker';
import styles from './book-now-page.module.css';

const takesBookings = (hotel: Hotel) => hotel.status === 'active' && hotel.rooms.length > 0;

/**
 * Spec: /book-now for a signed-in guest. 'Loading booking options...' while the hotels load, then the hotel picker
 * ('Choose Your Hotel') or, once a hotel is chosen (or came in the query), the booking form with 'Change Hotel'.
 */
export interface BookNowPageProps {
  user: BookingGuest;
  /** Every hotel (the page offers those taking bookings); empty while loading. */
  hotels: readonly Hotel[];
  hotelsLoading: boolean;
  checkout: CheckoutStarter;
  session: BookingSession;
}

export function BookNowPage({ user, hotels, hotelsLoading: isLoading, checkout, session }: BookNowPageProps) {
  const [params] = useSearchParams();
  const updateParams = useSearchParamsUpdate();
  const bookable = useMemo(() => hotels.filter(takesBookings), [hotels]);
  const stay = useMemo(() => stayFromQuery(params), [params]);
  const hotel = bookable.find((candidate) => candidate.id === params.get('hotel'));
  useSessionExtension(session.extend);

  const choose = (hotelId: string | null) => {
    updateParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (hotelId) next.set('hotel', hotelId);
        else next.delete('hotel');
        return next;
      },
      { replace: false },
    );
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PageHero
        eyebrow="Smart Reservations"
        title="Book Your Stay"
        description="Choose your hotel, dates and rooms. Your rooms are held while you pay securely with Stripe."
        size="compact"
      />
      <div className={styles.page}>
        <Container>
          {isLoading ? (
            <LoadingView text="Loading booking options..." size="section" />
          ) : hotel ? (
            <BookingForm key={hotel.id} hotel={hotel} user={user} initial={stay} onChangeHotel={() => choose(null)} checkout={checkout} session={session} />
          ) : (
            <HotelPicker hotels={bookable} onSelect={choose} />
          )}
        </Container>
      </div>
    </>
  );
}
