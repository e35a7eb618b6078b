import { useLocation, useParams } from 'react-router-dom';
import { ErrorBoundary } from '../components/feedback/error-boundary';
import { useAuth } from '../features/auth/use-auth';
import { loginRedirectPath } from '../features/hotel-detail/book-now-path';
import { HotelDetailLoading } from '../features/hotel-detail/components/hotel-detail-loading';
import { HotelDetailView } from '../features/hotel-detail/components/hotel-detail-view';
import { HotelNotFound, hotelNotFoundTitle } from '../features/hotel-detail/components/hotel-not-found';
import { acceptsReviews } from '../features/hotel-detail/hotel-status';
import { useGetHotelQuery } from '../features/hotels';
import { HotelReviews } from '../features/reviews/components/hotel-reviews';
import { useDocumentTitle } from '../lib/use-document-title';

/** /hotels/:hotelId: the hotel from the catalog, its reviews, and the booking sidebar. */
export function HotelDetailRoute() {
  const { hotelId = '' } = useParams();
  const { pathname } = useLocation();
  const { isAuthenticated } = useAuth();
  // currentData belongs to this hotelId only: moving to another hotel never shows the previous one.
  const { currentData: hotel, isFetching } = useGetHotelQuery(hotelId, { skip: !hotelId });
  useDocumentTitle(hotel?.name ?? (isFetching ? 'Hotel Details' : hotelNotFoundTitle));

  if (!hotel && isFetching) return <HotelDetailLoading />;
  // Spec: a missing hotel and a failed fetch both read 'Hotel Not Found'.
  if (!hotel) return <HotelNotFound />;

  return (
    <HotelDetailView
      key={hotel.id}
      hotel={hotel}
      isAuthenticated={isAuthenticated}
      reviews={
        <ErrorBoundary>
          <HotelReviews hotelId={hotel.id} isAuthenticated={isAuthenticated} loginHref={loginRedirectPath(pathname)} acceptsReviews={acceptsReviews(hotel.status)} />
        </ErrorBoundary>
      }
    />
  );
}
