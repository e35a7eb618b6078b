import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../features/auth/use-auth';
import { useGetBookingQuery } from '../features/booking/api/booking-api';
import { bookAgainPath } from '../features/booking/stay-request';
import { BookingCancelled } from '../features/payment/components/booking-cancelled';
import { useDocumentTitle } from '../lib/use-document-title';

/** /booking-cancel?booking={id}: back from the checkout's cancel link; Try Booking Again keeps the same stay. */
export function BookingCancelRoute() {
  useDocumentTitle('Booking Cancelled');
  const { isAuthenticated } = useAuth();
  const [params] = useSearchParams();
  const named = params.get('booking');
  const bookingId = named && /^[A-Za-z0-9_-]{1,64}$/.test(named) ? named : null;
  const { data: booking } = useGetBookingQuery(bookingId ?? '', { skip: !isAuthenticated || !bookingId });
  return <BookingCancelled signedIn={isAuthenticated} bookingId={bookingId} retryPath={booking ? bookAgainPath(booking) : '/book-now'} />;
}
