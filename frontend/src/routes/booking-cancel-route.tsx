import { useAuth } from '../features/auth/use-auth';
import { BookingCancelled } from '../features/payment/components/booking-cancelled';
import { useDocumentTitle } from '../lib/use-document-title';

export function BookingCancelRoute() {
  useDocumentTitle('Booking Cancelled');
  const { isAuthenticated } = useAuth();
  return <BookingCancelled signedIn={isAuthenticated} />;
}
