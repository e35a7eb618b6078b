import { useCallback } from 'react';
import { useAbandonCheckoutMutation } from './api/payment-api';
import { takePendingCheckout } from './pending-checkout';

/** Expires the checkout the guest just left (if this tab started one), so its rooms return at once. */
export function useAbandonCheckout() {
  const [abandonCheckout] = useAbandonCheckoutMutation();
  return useCallback(async () => {
    const bookingId = takePendingCheckout();
    if (bookingId) await abandonCheckout({ booking_id: bookingId });
  }, [abandonCheckout]);
}
