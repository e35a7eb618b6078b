import { useParams } from 'react-router-dom';
import { BookingDetail } from '../features/booking/components/booking-detail';
import { useStartCheckout } from '../features/payment/use-start-checkout';
import { useDocumentTitle } from '../lib/use-document-title';

/** /booking/{id}, behind the login guard: the signed-in guest's own booking; Pay now opens Stripe Checkout. */
export function BookingDetailRoute() {
  useDocumentTitle('Your Booking');
  const { id = '' } = useParams();
  const checkout = useStartCheckout();
  return <BookingDetail key={id} id={id} checkout={checkout} />;
}
