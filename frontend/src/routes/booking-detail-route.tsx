import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Outcome } from '../components/feedback/form-outcome';
import { BookingDetail } from '../features/booking/components/booking-detail';
import { TaxDocuments } from '../features/payment/components/tax-documents';
import { useAbandonCheckout } from '../features/payment/use-abandon-checkout';
import { useStartCheckout } from '../features/payment/use-start-checkout';
import { useDocumentTitle } from '../lib/use-document-title';

/** What the page says once the difference's Checkout the guest left is expired. */
const differenceAbandoned: Outcome = {
  kind: 'success',
  message: 'The difference was not paid, so your stay keeps its dates and nothing was charged. The nights held for the new dates are released.',
};

/**
 * /booking/{id}, behind the login guard: the signed-in guest's own booking; Resume payment opens Stripe Checkout; a paid one has its GST invoice.
 * ?change=cancelled: back from the Checkout of a change's difference by its cancel link, which is expired at once.
 */
export function BookingDetailRoute() {
  useDocumentTitle('Your Booking');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const checkout = useStartCheckout();
  const abandon = useAbandonCheckout();
  const [changeOutcome, setChangeOutcome] = useState<Outcome>(null);
  const left = params.get('change') === 'cancelled';
  const done = useRef(false);
  useEffect(() => {
    if (!left || done.current) return;
    done.current = true;
    setParams({}, { replace: true });
    void abandon(id).then(() => setChangeOutcome(differenceAbandoned));
  }, [abandon, id, left, setParams]);
  return <BookingDetail key={id} id={id} checkout={checkout} taxDocuments={TaxDocuments} changeOutcome={changeOutcome} />;
}
